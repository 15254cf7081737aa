-- Where an application came from (issue 46), stored with it in the same statement: the function of 20261129100100,
-- then the attribution on the row it created (a duplicate keeps the attribution it was stored with).
create function private.submit_application(
  p_idempotency_key uuid,
  p_client_hash text,
  p_position_slug text,
  p_category text,
  p_name text,
  p_email text,
  p_country text,
  p_phone text,
  p_profile_url text,
  p_note text,
  p_file_name text,
  p_media_type text,
  p_sha256 text,
  p_content bytea,
  p_limit integer,
  p_window_ms integer,
  p_lease_ms integer,
  p_ack_per_recipient_day integer,
  p_ack_site_hour integer,
  p_attribution jsonb,
  out outcome text,
  out application_id bigint,
  out created_at timestamptz,
  out lease_token uuid,
  out acknowledgement_skipped text
) language plpgsql security invoker set search_path = '' as $$
begin
  select s.outcome, s.application_id, s.created_at, s.lease_token, s.acknowledgement_skipped
    into outcome, application_id, created_at, lease_token, acknowledgement_skipped
    from private.submit_application(
      p_idempotency_key, p_client_hash, p_position_slug, p_category, p_name, p_email, p_country, p_phone,
      p_profile_url, p_note, p_file_name, p_media_type, p_sha256, p_content, p_limit, p_window_ms, p_lease_ms,
      p_ack_per_recipient_day, p_ack_site_hour
    ) as s;
  if outcome = 'created' and p_attribution is not null then
    update public.applications a set attribution = p_attribution where a.id = application_id;
  end if;
end
$$;

revoke all on function
  private.submit_application(
    uuid, text, text, text, text, text, text, text, text, text, text, text, text, bytea, integer, integer, integer,
    integer, integer, jsonb
  )
  from public, anon, authenticated;

-- Recruiters read an application's source too.
grant select (attribution) on table public.applications to authenticated;
