-- Contact enquiries: stored before the visitor is told "sent", then notified by e-mail with retries.
-- Lengths mirror contactFieldLimits in packages/content/src/contact.ts (checked by supabase/tests/migrations.test.ts).
-- zod counts UTF-16 code units and Postgres counts code points (never more), so every maximum holds exactly; for the
-- free-text minimums the function (zod) is the authority and the table only refuses empty values.

-- Private schema for tables and functions that the public API (PostgREST) never exposes.
create schema if not exists private;
revoke all on schema private from public;

create table public.enquiries (
  id bigint generated always as identity primary key,
  idempotency_key uuid not null unique,
  first_name text not null check (char_length(first_name) between 1 and 100 and first_name !~ '[\r\n]'),
  last_name text not null check (char_length(last_name) between 1 and 100 and last_name !~ '[\r\n]'),
  email text not null check (char_length(email) between 3 and 254 and email !~ '[\r\n\s]' and position('@' in email) > 1),
  contact_number text not null check (char_length(contact_number) between 8 and 32 and contact_number ~ '^\+?[0-9 ().-]*$'),
  company text not null check (char_length(company) between 1 and 200 and company !~ '[\r\n]'),
  message text not null check (char_length(message) between 5 and 5000),
  client_hash text not null check (client_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  -- Notification state. 'pending' until the company notification and the visitor acknowledgement have both gone out;
  -- each records its own time so that a retry never sends a delivered message again.
  status text not null default 'pending' check (status in ('pending', 'sent')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_error text check (char_length(last_error) <= 500),
  notified_at timestamptz,
  acknowledged_at timestamptz,
  sent_at timestamptz,
  check ((status = 'sent') = (sent_at is not null))
);

create index enquiries_due_idx on public.enquiries (next_attempt_at) where status = 'pending';

comment on table public.enquiries is 'Contact enquiries. Only the service connection (the edge function) reads or writes them.';
comment on column public.enquiries.client_hash is 'HMAC-SHA-256 of the client address with a secret salt; the address itself is never stored.';

-- Row-level security with no policy: anon and authenticated can do nothing, even if a grant slips in later.
alter table public.enquiries enable row level security;
revoke all on table public.enquiries from public, anon, authenticated;
grant all on table public.enquiries to service_role;

-- Rate limit: a sliding window per salted client hash. `hits` keeps the times of accepted enquiries in the window.
create table private.rate_limits (
  client_hash text primary key check (client_hash ~ '^[0-9a-f]{64}$'),
  hits timestamptz[] not null default '{}',
  updated_at timestamptz not null default now()
);
alter table private.rate_limits enable row level security;
revoke all on table private.rate_limits from public, anon, authenticated;

-- Store an enquiry atomically: same idempotency key -> 'duplicate' (nothing new stored, nothing counted);
-- over the limit -> 'rate_limited'; otherwise the row is inserted and its id returned with 'created'.
-- The new row is leased to the caller for p_lease_ms so that the scheduled retry leaves its first delivery alone.
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
  out outcome text,
  out enquiry_id bigint,
  out created_at timestamptz
) language plpgsql security invoker set search_path = '' as $$
declare
  recent timestamptz[];
begin
  select e.id into enquiry_id from public.enquiries e where e.idempotency_key = p_idempotency_key;
  if found then
    outcome := 'duplicate';
    return;
  end if;

  -- p_limit <= 0 switches the limit off (RATE_LIMIT_MAX=0, for load tests only).
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

  insert into public.enquiries (
    idempotency_key, client_hash, first_name, last_name, email, contact_number, company, message, next_attempt_at
  ) values (
    p_idempotency_key, p_client_hash, p_first_name, p_last_name, p_email, p_contact_number, p_company, p_message,
    now() + make_interval(secs => p_lease_ms / 1000.0)
  )
  on conflict (idempotency_key) do nothing
  returning id, enquiries.created_at into enquiry_id, created_at;
  if enquiry_id is null then
    -- A concurrent submission with the same key won the race: one row, both answered with success.
    outcome := 'duplicate';
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

-- Claim up to p_limit enquiries whose notification is due, leasing them for p_lease_ms and counting the attempt.
create function private.claim_due_enquiries(p_limit integer, p_lease_ms integer)
returns setof public.enquiries language sql security invoker set search_path = '' as $$
  update public.enquiries e
     set next_attempt_at = now() + make_interval(secs => p_lease_ms / 1000.0)
   where e.id in (
     select d.id from public.enquiries d
      where d.status = 'pending' and d.next_attempt_at <= now()
      order by d.next_attempt_at
      limit p_limit
      for update skip locked
   )
  returning e.*;
$$;

-- Record one delivery attempt. Backoff: p_base_ms * 2^(attempts-1), capped at p_max_ms.
create function private.record_delivery(
  p_id bigint,
  p_notified boolean,
  p_acknowledged boolean,
  p_error text,
  p_base_ms integer,
  p_max_ms integer
) returns public.enquiries language plpgsql security invoker set search_path = '' as $$
declare
  row public.enquiries;
begin
  update public.enquiries e set
    attempts = e.attempts + 1,
    notified_at = case when p_notified then coalesce(e.notified_at, now()) else e.notified_at end,
    acknowledged_at = case when p_acknowledged then coalesce(e.acknowledged_at, now()) else e.acknowledged_at end,
    last_error = left(p_error, 500)
  where e.id = p_id
  returning e.* into row;

  if row.notified_at is not null and row.acknowledged_at is not null then
    update public.enquiries e set status = 'sent', sent_at = coalesce(e.sent_at, now()), last_error = null
     where e.id = p_id returning e.* into row;
  else
    update public.enquiries e set next_attempt_at = now() + make_interval(
      secs => least(p_max_ms::double precision, p_base_ms * power(2, greatest(row.attempts - 1, 0))) / 1000.0
    ) where e.id = p_id returning e.* into row;
  end if;
  return row;
end
$$;

-- Forget rate-limit entries whose newest hit left the window (called by the scheduled retry).
create function private.prune_rate_limits(p_window_ms integer) returns integer
language sql security invoker set search_path = '' as $$
  with gone as (
    delete from private.rate_limits r
     where r.updated_at < now() - make_interval(secs => p_window_ms / 1000.0)
    returning 1
  )
  select count(*)::integer from gone;
$$;

revoke all on function private.submit_enquiry, private.claim_due_enquiries, private.record_delivery,
  private.prune_rate_limits from public, anon, authenticated;
