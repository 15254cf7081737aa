-- The leads inbox (issue 46): a lead status on each enquiry and its history (status changes and notes, each with its
-- author and time), read and worked by the sales role under row-level security; the CRM hand-off's outbox state on
-- the row (as the mails' own); deletion on request and after the retention period.

alter table public.enquiries
  add column lead_status text not null default 'new'
    check (lead_status in ('new', 'contacted', 'qualified', 'won', 'lost')),
  -- The CRM webhook's delivery: null when no webhook was configured as the enquiry was stored; otherwise pending until
  -- the receiver accepted it (sent) or every attempt failed (failed). Its lease and back-off work as the mails' do.
  add column crm_status text check (crm_status in ('pending', 'sent', 'failed')),
  add column crm_attempts integer not null default 0 check (crm_attempts >= 0),
  add column crm_next_attempt_at timestamptz,
  add column crm_lease_token uuid,
  add column crm_last_error text check (char_length(crm_last_error) <= 500),
  add column crm_sent_at timestamptz,
  add column crm_alerted_at timestamptz;

create index enquiries_crm_due_idx on public.enquiries (crm_next_attempt_at) where crm_status = 'pending';
create index enquiries_created_idx on public.enquiries (created_at desc);

-- What happened to a lead: a status change (with the new status) or a note, by whom and when. Rows are written by
-- staff (notes) or by the trigger below (status changes); the author and time are always set by the database.
create table public.enquiry_events (
  id bigint generated always as identity primary key,
  enquiry_id bigint not null references public.enquiries (id) on delete cascade,
  kind text not null check (kind in ('status', 'note')),
  status text check (status in ('new', 'contacted', 'qualified', 'won', 'lost')),
  note text check (char_length(note) between 1 and 2000),
  author text not null check (char_length(author) between 1 and 320),
  created_at timestamptz not null default now(),
  check ((kind = 'status') = (status is not null) and (kind = 'note') = (note is not null))
);
create index enquiry_events_enquiry_idx on public.enquiry_events (enquiry_id, created_at);

alter table public.enquiry_events enable row level security;
revoke all on table public.enquiry_events from public, anon, authenticated;
grant select on table public.enquiry_events to authenticated;
grant insert (enquiry_id, kind, note) on table public.enquiry_events to authenticated;
grant all on table public.enquiry_events to service_role;

-- Sales staff read enquiries (the columns a person needs, never the client hash or the leases), change their lead
-- status and delete them; nobody else reads anything. The role is the token's app_metadata (role or roles).
grant select (
  id, first_name, last_name, email, contact_number, company, message, created_at, status, attempts, last_error,
  notified_at, acknowledged_at, sent_at, fill_ms, review_reason, attribution, lead_status, crm_status, crm_attempts,
  crm_last_error, crm_sent_at
) on table public.enquiries to authenticated;
grant update (lead_status) on table public.enquiries to authenticated;
grant delete on table public.enquiries to authenticated;

create policy "Sales staff read enquiries" on public.enquiries
  for select to authenticated
  using (
    (auth.jwt() -> 'app_metadata' ->> 'role') = 'sales'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'sales', false)
  );
create policy "Sales staff work enquiries" on public.enquiries
  for update to authenticated
  using (
    (auth.jwt() -> 'app_metadata' ->> 'role') = 'sales'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'sales', false)
  ) with check (
    (auth.jwt() -> 'app_metadata' ->> 'role') = 'sales'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'sales', false)
  );
create policy "Sales staff delete enquiries" on public.enquiries
  for delete to authenticated
  using (
    (auth.jwt() -> 'app_metadata' ->> 'role') = 'sales'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'sales', false)
  );
create policy "Sales staff read the history" on public.enquiry_events
  for select to authenticated
  using (
    (auth.jwt() -> 'app_metadata' ->> 'role') = 'sales'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'sales', false)
  );
create policy "Sales staff add notes" on public.enquiry_events
  for insert to authenticated
  with check (
    kind = 'note' and (
      (auth.jwt() -> 'app_metadata' ->> 'role') = 'sales'
      or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'sales', false)
    )
  );

create function private.enquiry_event_stamp() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  -- The author: the token's e-mail, else its subject.
  new.author := left(coalesce(nullif(auth.jwt() ->> 'email', ''), auth.jwt() ->> 'sub', 'system'), 320);
  new.created_at := now();
  return new;
end
$$;
create trigger enquiry_event_stamp before insert on public.enquiry_events
  for each row execute function private.enquiry_event_stamp();

-- A status change is kept in the history with its author. Security definer: the event is written by the database,
-- whatever the caller may insert itself (notes only).
create function private.enquiry_status_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.lead_status is distinct from old.lead_status then
    insert into public.enquiry_events (enquiry_id, kind, status, author)
    values (new.id, 'status', new.lead_status, 'system'); -- the stamp trigger sets the author
  end if;
  return new;
end
$$;
create trigger enquiry_status_changed after update of lead_status on public.enquiries
  for each row execute function private.enquiry_status_changed();

revoke all on function private.enquiry_event_stamp(), private.enquiry_status_changed() from public, anon, authenticated;

-- The enquiry as 20261129110000 stores it, and its CRM delivery due at once when the webhook is configured
-- (p_crm): the hand-off is in the same statement as the enquiry, so it can never be lost between the two.
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
  p_crm boolean,
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
      p_review_reason, p_attribution
    ) as s;
  if outcome = 'created' and p_crm then
    update public.enquiries e set crm_status = 'pending', crm_next_attempt_at = now() where e.id = enquiry_id;
  end if;
end
$$;

-- Claims the most overdue CRM delivery (its attempt counted, a lease until now + p_lease_ms); a delivery over its
-- attempts is marked failed first.
create function private.claim_due_crm(p_lease_ms integer, p_max_attempts integer)
returns setof public.enquiries language plpgsql security invoker set search_path = '' as $$
begin
  update public.enquiries e
     set crm_status = 'failed', crm_lease_token = null,
         crm_last_error = left(coalesce(e.crm_last_error || '; ', '') || 'attempt limit reached', 500)
   where e.crm_status = 'pending' and e.crm_next_attempt_at <= now() and e.crm_attempts >= p_max_attempts;

  return query
  update public.enquiries e
     set crm_attempts = e.crm_attempts + 1,
         crm_lease_token = gen_random_uuid(),
         crm_next_attempt_at = now() + make_interval(secs => p_lease_ms / 1000.0)
   where e.id = (
     select d.id from public.enquiries d
      where d.crm_status = 'pending' and d.crm_next_attempt_at <= now()
      order by d.crm_next_attempt_at
      limit 1
      for update skip locked
   )
  returning e.*;
end
$$;

-- Closes a CRM attempt under its lease: sent, or pending again after a back-off (p_base_ms doubling per attempt, at
-- most p_max_ms), or failed (a permanent refusal, or the last attempt). Null when the lease was lost.
create function private.finish_crm(
  p_id bigint, p_lease_token uuid, p_error text, p_permanent boolean, p_base_ms integer, p_max_ms integer,
  p_max_attempts integer
) returns text language plpgsql security invoker set search_path = '' as $$
declare
  result text;
begin
  update public.enquiries e set
    crm_status = case
      when p_error is null then 'sent'
      when p_permanent or e.crm_attempts >= p_max_attempts then 'failed'
      else 'pending' end,
    crm_sent_at = case when p_error is null then now() else e.crm_sent_at end,
    crm_last_error = case when p_error is null then e.crm_last_error else left(p_error, 500) end,
    crm_next_attempt_at = case when p_error is null then e.crm_next_attempt_at
      else now() + make_interval(secs => least(p_max_ms, p_base_ms * power(2, greatest(e.crm_attempts - 1, 0))) / 1000.0)
      end,
    crm_lease_token = null
   where e.id = p_id and e.crm_lease_token = p_lease_token
  returning e.crm_status into result;
  return result;
end
$$;

-- The failed CRM deliveries not yet announced, marked announced at once (given back when the alert cannot go).
create function private.claim_crm_failure_alerts(p_limit integer)
returns setof public.enquiries language sql security invoker set search_path = '' as $$
  update public.enquiries e set crm_alerted_at = now()
   where e.id in (
     select d.id from public.enquiries d
      where d.crm_status = 'failed' and d.crm_alerted_at is null
      order by d.id limit p_limit for update skip locked)
  returning e.*;
$$;
create function private.release_crm_failure_alerts(p_ids bigint[]) returns void
language sql security invoker set search_path = '' as $$
  update public.enquiries e set crm_alerted_at = null where e.id = any(p_ids);
$$;
-- Staff re-queue failed CRM deliveries once the receiver is fixed.
create function private.requeue_crm(p_ids bigint[]) returns integer
language sql security invoker set search_path = '' as $$
  with q as (
    update public.enquiries e
       set crm_status = 'pending', crm_attempts = 0, crm_next_attempt_at = now(), crm_alerted_at = null
     where e.id = any(p_ids) and e.crm_status = 'failed'
    returning 1)
  select count(*)::integer from q;
$$;

-- Retention: enquiries older than p_months are deleted with their history (ENQUIRY_RETENTION_MONTHS, by the
-- scheduled retry path). 0 or less keeps them.
create function private.delete_expired_enquiries(p_months integer) returns integer
language sql security invoker set search_path = '' as $$
  with gone as (
    delete from public.enquiries e
     where p_months > 0 and e.created_at < now() - make_interval(months => p_months)
    returning 1)
  select count(*)::integer from gone;
$$;

revoke all on function
  private.submit_enquiry(
    uuid, text, text, text, text, text, text, text, integer, integer, integer, integer, integer, integer, integer, text,
    jsonb, boolean
  ),
  private.claim_due_crm, private.finish_crm, private.claim_crm_failure_alerts, private.release_crm_failure_alerts,
  private.requeue_crm, private.delete_expired_enquiries
  from public, anon, authenticated;
