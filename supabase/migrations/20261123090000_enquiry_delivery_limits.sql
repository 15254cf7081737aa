-- Mail delivery that ends and never sends twice, and acknowledgements that cannot be aimed at strangers:
--   * an attempt is counted when a row is claimed (a worker that dies still used it), one row per claim, each claim
--     with its own lease token so a worker that lost its lease can record nothing;
--   * each message is recorded the moment it is sent, so a retry never sends a delivered one again;
--   * an attempt cap, and a 'failed' state (permanent errors at once) that staff see and re-queue;
--   * at most p_ack_per_recipient_day acknowledgements per recipient address per day and p_ack_site_hour per hour for
--     the whole site; beyond them the enquiry is still stored and staff are still notified.

alter table public.enquiries drop constraint enquiries_status_check;
alter table public.enquiries add constraint enquiries_status_check check (status in ('pending', 'sent', 'failed'));

alter table public.enquiries
  add column lease_token uuid,
  add column failed_at timestamptz,
  -- Why no acknowledgement goes out for this enquiry (null: one is due or was sent).
  -- 'undeliverable': the visitor's server refused the acknowledgement for good; staff were notified all the same.
  add column acknowledgement_skipped text
    check (acknowledgement_skipped in ('recipient_daily', 'site_hourly', 'undeliverable')),
  add constraint enquiries_failed_at_check check ((status = 'failed') = (failed_at is not null));

comment on column public.enquiries.status is
  'pending: mail still to send; sent: staff notified (and the visitor acknowledged unless acknowledgement_skipped); failed: gave up, see last_error, re-queue with private.requeue_enquiries().';

create index enquiries_ack_recipient_idx on public.enquiries (lower(email), created_at)
  where acknowledgement_skipped is null;
create index enquiries_ack_site_idx on public.enquiries (created_at) where acknowledgement_skipped is null;

drop function private.submit_enquiry(uuid, text, text, text, text, text, text, text, integer, integer, integer);
drop function private.claim_due_enquiries(integer, integer);
drop function private.record_delivery(bigint, boolean, boolean, text, integer, integer);

-- Store an enquiry atomically: same idempotency key -> 'duplicate' (nothing new stored, nothing counted);
-- over the per-address limit -> 'rate_limited'; otherwise the row is inserted with 'created', already claimed by the
-- caller (attempt 1, leased for p_lease_ms under the returned lease_token) for its first delivery.
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
  p_ack_site_hour integer,
  out outcome text,
  out enquiry_id bigint,
  out created_at timestamptz,
  out lease_token uuid,
  out acknowledgement_skipped text
) language plpgsql security invoker set search_path = '' as $$
declare
  recent timestamptz[];
begin
  select e.id into enquiry_id from public.enquiries e where e.idempotency_key = p_idempotency_key;
  if found then
    outcome := 'duplicate';
    return;
  end if;

  -- p_limit <= 0 switches the per-address limit off (RATE_LIMIT_MAX=0, for load tests only).
  if p_limit > 0 then
    -- Lock this client's counter row so that concurrent submissions from one address are counted one after another.
    insert into private.rate_limits (client_hash) values (p_client_hash) on conflict (client_hash) do nothing;
    perform 1 from private.rate_limits r where r.client_hash = p_client_hash for update;
    -- Only the newest p_limit hits can decide, so no more than that is kept.
    select coalesce(array_agg(h order by h), '{}') into recent
      from private.rate_limits r, unnest(r.hits[greatest(1, cardinality(r.hits) - p_limit + 1):]) as h
      where r.client_hash = p_client_hash and h > now() - make_interval(secs => p_window_ms / 1000.0);
    if cardinality(recent) >= p_limit then
      outcome := 'rate_limited';
      return;
    end if;
  end if;

  -- Acknowledgement ceilings, counted one submission after another (the lock ends with the transaction).
  perform pg_advisory_xact_lock(hashtext('private.enquiry_acknowledgements'));
  if (select count(*) from public.enquiries e
       where lower(e.email) = lower(p_email) and e.acknowledgement_skipped is null
         and e.created_at > now() - interval '1 day') >= greatest(p_ack_per_recipient_day, 0) then
    acknowledgement_skipped := 'recipient_daily';
  elsif (select count(*) from public.enquiries e
          where e.acknowledgement_skipped is null and e.created_at > now() - interval '1 hour')
        >= greatest(p_ack_site_hour, 0) then
    acknowledgement_skipped := 'site_hourly';
  end if;

  insert into public.enquiries as e (
    idempotency_key, client_hash, first_name, last_name, email, contact_number, company, message,
    attempts, next_attempt_at, lease_token, acknowledgement_skipped
  ) values (
    p_idempotency_key, p_client_hash, p_first_name, p_last_name, p_email, p_contact_number, p_company, p_message,
    1, now() + make_interval(secs => p_lease_ms / 1000.0), gen_random_uuid(), submit_enquiry.acknowledgement_skipped
  )
  on conflict (idempotency_key) do nothing
  returning e.id, e.created_at, e.lease_token into enquiry_id, created_at, lease_token;
  if enquiry_id is null then
    -- A concurrent submission with the same key won the race: one row, both answered with success.
    outcome := 'duplicate';
    acknowledgement_skipped := null;
    return;
  end if;

  if p_limit > 0 then
    update private.rate_limits
       set hits = (recent || now())[greatest(1, cardinality(recent) + 2 - p_limit):], updated_at = now()
     where client_hash = p_client_hash;
  end if;
  outcome := 'created';
end
$$;

-- Claim the one most overdue pending enquiry: count the attempt now, lease it for p_lease_ms under a new token.
-- Rows whose worker died on their last allowed attempt are marked failed instead of being claimed again.
create function private.claim_due_enquiry(p_lease_ms integer, p_max_attempts integer)
returns setof public.enquiries language plpgsql security invoker set search_path = '' as $$
begin
  update public.enquiries e
     set status = 'failed', failed_at = now(), lease_token = null,
         last_error = left(coalesce(e.last_error || '; ', '') || 'attempt limit reached', 500)
   where e.status = 'pending' and e.next_attempt_at <= now() and e.attempts >= p_max_attempts;

  return query
  update public.enquiries e
     set attempts = e.attempts + 1,
         lease_token = gen_random_uuid(),
         next_attempt_at = now() + make_interval(secs => p_lease_ms / 1000.0)
   where e.id = (
     select d.id from public.enquiries d
      where d.status = 'pending' and d.next_attempt_at <= now()
      order by d.next_attempt_at
      limit 1
      for update skip locked
   )
  returning e.*;
end
$$;

-- Record, only under the caller's lease, that one message went out ('notification' or 'acknowledgement'), or that
-- the acknowledgement can never be delivered ('acknowledgement_undeliverable': the enquiry is not failed for it).
create function private.mark_sent(p_id bigint, p_lease_token uuid, p_message text) returns boolean
language plpgsql security invoker set search_path = '' as $$
begin
  update public.enquiries e set
    notified_at = case when p_message = 'notification' then coalesce(e.notified_at, now()) else e.notified_at end,
    acknowledged_at =
      case when p_message = 'acknowledgement' then coalesce(e.acknowledged_at, now()) else e.acknowledged_at end,
    acknowledgement_skipped =
      case when p_message = 'acknowledgement_undeliverable' then 'undeliverable' else e.acknowledgement_skipped end
   where e.id = p_id and e.lease_token = p_lease_token and e.status = 'pending';
  return found;
end
$$;

-- Close an attempt: 'sent' when nothing is missing; otherwise 'failed' for a permanent error or when the attempt
-- limit is reached, else back to pending with backoff p_base_ms * 2^(attempts-1), capped at p_max_ms.
-- Returns no row when the caller no longer holds the lease.
create function private.finish_attempt(
  p_id bigint,
  p_lease_token uuid,
  p_error text,
  p_permanent boolean,
  p_base_ms integer,
  p_max_ms integer,
  p_max_attempts integer
) returns setof public.enquiries language plpgsql security invoker set search_path = '' as $$
begin
  return query
  update public.enquiries e set
    lease_token = null,
    status = case
      when e.notified_at is not null and (e.acknowledged_at is not null or e.acknowledgement_skipped is not null)
        then 'sent'
      when p_permanent or e.attempts >= p_max_attempts then 'failed'
      else 'pending' end,
    sent_at = case
      when e.notified_at is not null and (e.acknowledged_at is not null or e.acknowledgement_skipped is not null)
        then now() end,
    failed_at = case
      when e.notified_at is not null and (e.acknowledged_at is not null or e.acknowledgement_skipped is not null)
        then null
      when p_permanent or e.attempts >= p_max_attempts then now() end,
    last_error = case
      when e.notified_at is not null and (e.acknowledged_at is not null or e.acknowledgement_skipped is not null)
        then null
      else left(p_error, 500) end,
    next_attempt_at = now() + make_interval(
      secs => least(p_max_ms::double precision, p_base_ms * power(2, greatest(e.attempts - 1, 0))) / 1000.0
    )
   where e.id = p_id and e.lease_token = p_lease_token and e.status = 'pending'
  returning e.*;
end
$$;

-- Staff: put failed enquiries (all, or the given ids) back in the queue with a fresh attempt budget.
--   select private.requeue_enquiries();            select private.requeue_enquiries(array[42, 43]);
create function private.requeue_enquiries(p_ids bigint[] default null) returns integer
language sql security invoker set search_path = '' as $$
  with requeued as (
    update public.enquiries e
       set status = 'pending', failed_at = null, attempts = 0, next_attempt_at = now(), lease_token = null
     where e.status = 'failed' and (p_ids is null or e.id = any(p_ids))
    returning 1
  )
  select count(*)::integer from requeued;
$$;

revoke all on function private.submit_enquiry, private.claim_due_enquiry, private.mark_sent, private.finish_attempt,
  private.requeue_enquiries from public, anon, authenticated;
