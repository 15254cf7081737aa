-- Where each enquiry and application came from (issue 46): the visit's landing page, external referrer, campaign (UTM)
-- of the first and last touch, the page the form was sent from and the time from landing to sending, as the functions
-- clean it (supabase/functions/_shared/attribution.ts). A JSON object of at most 4 KB; null when nothing was told.
alter table public.enquiries
  add column attribution jsonb check (
    attribution is null or (jsonb_typeof(attribution) = 'object' and octet_length(attribution::text) <= 4096)
  );
alter table public.applications
  add column attribution jsonb check (
    attribution is null or (jsonb_typeof(attribution) = 'object' and octet_length(attribution::text) <= 4096)
  );

-- The enquiry, its fill-time signal and its attribution in one statement: the function of 20261126210000, then the
-- attribution on the row it created (a duplicate keeps the attribution it was stored with).
create function private.submit_enquiry(
  p_idempotency_key uuid,
  p_client_hash text,
  p_first_name text,
  p_last_name text,
  p_email text,
  p_contact_number text,
  p_company text,
  p_message text,
  p_limit integer,
  p_window_ms integer,
  p_lease_ms integer,
  p_ack_per_recipient_day integer,
  p_ack_per_client_hour integer,
  p_ack_site_hour integer,
  p_fill_ms integer,
  p_review_reason text,
  p_attribution jsonb,
  out outcome text,
  out enquiry_id bigint,
  out created_at timestamptz,
  out lease_token uuid,
  out acknowledgement_skipped text
) language plpgsql security invoker set search_path = '' as $$
begin
  select s.outcome, s.enquiry_id, s.created_at, s.lease_token, s.acknowledgement_skipped
    into outcome, enquiry_id, created_at, lease_token, acknowledgement_skipped
    from private.submit_enquiry(
      p_idempotency_key, p_client_hash, p_first_name, p_last_name, p_email, p_contact_number, p_company, p_message,
      p_limit, p_window_ms, p_lease_ms, p_ack_per_recipient_day, p_ack_per_client_hour, p_ack_site_hour, p_fill_ms,
      p_review_reason
    ) as s;
  if outcome = 'created' and p_attribution is not null then
    update public.enquiries e set attribution = p_attribution where e.id = enquiry_id;
  end if;
end
$$;

revoke all on function
  private.submit_enquiry(
    uuid, text, text, text, text, text, text, text, integer, integer, integer, integer, integer, integer, integer, text,
    jsonb
  )
  from public, anon, authenticated;
