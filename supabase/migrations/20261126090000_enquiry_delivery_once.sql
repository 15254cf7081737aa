-- Every mail once, acknowledgements no stranger can aim, failures staff hear of:
--   * before a message goes out its attempt and a stable Message-ID are recorded (private.begin_send), so a retry after
--     a send whose record was lost knows the message may have gone: it sends it again with the same Message-ID (and the
--     same provider idempotency key), which mail clients and the HTTP provider fold into one;
--   * acknowledgements per recipient are counted on the normalized address (sub-addresses and, for Gmail, dots
--     removed), and per client address per hour, inside the site-wide ceiling, so one client cannot use it up;
--   * an enquiry that ends 'failed' is claimed once for a staff alert (private.claim_failure_alerts).
-- Text lengths: the limits of 20261121080100_enquiries.sql count Unicode code points (char_length), and so does the
-- shared schema (zod 4 measures strings in code points), so every maximum holds exactly in both. (That migration's
-- header says zod counts UTF-16 units; it does not.)

alter table public.enquiries
  add column notification_message_id text check (char_length(notification_message_id) <= 200),
  add column acknowledgement_message_id text check (char_length(acknowledgement_message_id) <= 200),
  -- When the message was last started; set with no matching notified_at/acknowledged_at it is a send in doubt.
  add column notification_attempted_at timestamptz,
  add column acknowledgement_attempted_at timestamptz,
  add column failure_alerted_at timestamptz;

alter table public.enquiries drop constraint enquiries_acknowledgement_skipped_check;
alter table public.enquiries add constraint enquiries_acknowledgement_skipped_check
  check (acknowledgement_skipped in ('recipient_daily', 'client_hourly', 'site_hourly', 'undeliverable'));

comment on column public.enquiries.first_name is 'At most 100 characters (Unicode code points, as char_length counts).';
comment on column public.enquiries.last_name is 'At most 100 characters (Unicode code points, as char_length counts).';
comment on column public.enquiries.company is 'At most 200 characters (Unicode code points, as char_length counts).';
comment on column public.enquiries.message is 'At most 5000 characters (Unicode code points, as char_length counts).';
comment on column public.enquiries.failure_alerted_at is
  'When staff were alerted that this enquiry failed (once per failure; re-queueing clears it).';

-- The address acknowledgements are counted on: lower case, without a sub-address (+tag), and for the providers that
-- ignore dots in the local part (Gmail) without them.
create function private.normalized_email(p_email text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select case
           when domain in ('gmail.com', 'googlemail.com') then replace(local, '.', '') || '@gmail.com'
           else local || '@' || domain
         end
    from (select split_part(substring(lower(p_email) from '^(.*)@[^@]*$'), '+', 1) as local,
                 substring(lower(p_email) from '@([^@]*)$') as domain) as parts;
$$;

drop index public.enquiries_ack_recipient_idx;
create index enquiries_ack_recipient_idx on public.enquiries (private.normalized_email(email), created_at)
  where acknowledgement_skipped is null;
create index enquiries_ack_client_idx on public.enquiries (client_hash, created_at)
  where acknowledgement_skipped is null;
create index enquiries_failed_unalerted_idx on public.enquiries (id)
  where status = 'failed' and failure_alerted_at is null;

drop function private.submit_enquiry(
  uuid, text, text, text, text, text, text, text, integer, integer, integer, integer, integer
);

-- As before (20261123090000), with the acknowledgement ceilings counted on the normalized address, and per client
-- address per hour (p_ack_per_client_hour) before the site-wide one.
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
    insert into private.rate_limits (client_hash) values (p_client_hash) on conflict (client_hash) do nothing;
    perform 1 from private.rate_limits r where r.client_hash = p_client_hash for update;
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
       where private.normalized_email(e.email) = private.normalized_email(p_email)
         and e.acknowledgement_skipped is null and e.created_at > now() - interval '1 day')
     >= greatest(p_ack_per_recipient_day, 0) then
    acknowledgement_skipped := 'recipient_daily';
  elsif (select count(*) from public.enquiries e
          where e.client_hash = p_client_hash and e.acknowledgement_skipped is null
            and e.created_at > now() - interval '1 hour')
        >= greatest(p_ack_per_client_hour, 0) then
    acknowledgement_skipped := 'client_hourly';
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

-- Before sending one message ('notification' or 'acknowledgement') under the caller's lease: record the attempt and
-- keep the message's Message-ID (the first one offered stays for good). `in_doubt`: an earlier attempt started and was
-- never recorded as sent, so the message may already have been delivered. An attempt in doubt that started less than
-- p_doubt_wait_ms ago may still be recorded by its sender (who keeps trying while the database is away): `go` is false
-- and nothing changes; later the message is sent again, with the same Message-ID. No row: the lease is lost.
create function private.begin_send(
  p_id bigint, p_lease_token uuid, p_message text, p_message_id text, p_doubt_wait_ms integer
) returns table (message_id text, in_doubt boolean, go boolean)
language plpgsql security invoker set search_path = '' as $$
declare
  previous timestamptz;
  done timestamptz;
begin
  if p_message not in ('notification', 'acknowledgement') then
    raise exception 'unknown message %', p_message;
  end if;
  select case when p_message = 'notification' then e.notification_attempted_at else e.acknowledgement_attempted_at end,
         case when p_message = 'notification' then e.notified_at else e.acknowledged_at end
    into previous, done
    from public.enquiries e
   where e.id = p_id and e.lease_token = p_lease_token and e.status = 'pending'
     for update;
  if not found then
    return;
  end if;
  in_doubt := previous is not null and done is null;
  go := not (in_doubt and previous > now() - make_interval(secs => p_doubt_wait_ms / 1000.0));
  if go then
    update public.enquiries e set
      notification_message_id = case when p_message = 'notification'
        then coalesce(e.notification_message_id, p_message_id) else e.notification_message_id end,
      acknowledgement_message_id = case when p_message = 'acknowledgement'
        then coalesce(e.acknowledgement_message_id, p_message_id) else e.acknowledgement_message_id end,
      notification_attempted_at =
        case when p_message = 'notification' then now() else e.notification_attempted_at end,
      acknowledgement_attempted_at =
        case when p_message = 'acknowledgement' then now() else e.acknowledgement_attempted_at end
     where e.id = p_id;
  end if;
  select case when p_message = 'notification' then e.notification_message_id else e.acknowledgement_message_id end
    into message_id from public.enquiries e where e.id = p_id;
  return next;
end
$$;

-- Record that one message went out (or that the acknowledgement can never be delivered; or, '<message>_not_sent', that
-- its attempt failed before anything was handed over, so the next attempt need not wait for it). That it was sent is a fact
-- whoever holds the lease now, so it is recorded on any pending row (a sender that kept trying while the database was
-- away, and whose lease ran out, still records its send); the result says whether the caller still holds the lease.
create or replace function private.mark_sent(p_id bigint, p_lease_token uuid, p_message text) returns boolean
language plpgsql security invoker set search_path = '' as $$
declare
  holder uuid;
begin
  update public.enquiries e set
    notified_at = case when p_message = 'notification' then coalesce(e.notified_at, now()) else e.notified_at end,
    acknowledged_at =
      case when p_message = 'acknowledgement' then coalesce(e.acknowledged_at, now()) else e.acknowledged_at end,
    acknowledgement_skipped =
      case when p_message = 'acknowledgement_undeliverable' then 'undeliverable' else e.acknowledgement_skipped end,
    notification_attempted_at =
      case when p_message = 'notification_not_sent' then null else e.notification_attempted_at end,
    acknowledgement_attempted_at =
      case when p_message = 'acknowledgement_not_sent' then null else e.acknowledgement_attempted_at end
   where e.id = p_id and e.status = 'pending'
  returning e.lease_token into holder;
  return found and holder is not distinct from p_lease_token;
end
$$;

-- Claim up to p_limit failed enquiries staff have not been alerted of (marked at once: an alert goes out at most once;
-- private.release_failure_alerts gives them back when the alert could not be sent).
create function private.claim_failure_alerts(p_limit integer)
returns setof public.enquiries language sql security invoker set search_path = '' as $$
  update public.enquiries e set failure_alerted_at = now()
   where e.id in (
     select d.id from public.enquiries d
      where d.status = 'failed' and d.failure_alerted_at is null
      order by d.id
      limit p_limit
      for update skip locked
   )
  returning e.*;
$$;

create function private.release_failure_alerts(p_ids bigint[]) returns void
language sql security invoker set search_path = '' as $$
  update public.enquiries e set failure_alerted_at = null where e.id = any(p_ids) and e.status = 'failed';
$$;

-- Staff: put failed enquiries (all, or the given ids) back in the queue with a fresh attempt budget; a new failure
-- alerts again.
--   select private.requeue_enquiries();            select private.requeue_enquiries(array[42, 43]);
create or replace function private.requeue_enquiries(p_ids bigint[] default null) returns integer
language sql security invoker set search_path = '' as $$
  with requeued as (
    update public.enquiries e
       set status = 'pending', failed_at = null, attempts = 0, next_attempt_at = now(), lease_token = null,
           failure_alerted_at = null
     where e.status = 'failed' and (p_ids is null or e.id = any(p_ids))
    returning 1
  )
  select count(*)::integer from requeued;
$$;

revoke all on function private.normalized_email, private.submit_enquiry, private.begin_send, private.mark_sent,
  private.claim_failure_alerts, private.release_failure_alerts, private.requeue_enquiries
  from public, anon, authenticated;
