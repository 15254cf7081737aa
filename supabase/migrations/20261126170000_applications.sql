-- Candidates' applications (an open position or the talent pool) and their CVs, stored together before the candidate
-- is told "sent"; the staff notification and the candidate's acknowledgement go out with the enquiries' delivery
-- guarantees (one lease per claim, each message recorded when sent, backoff, attempt cap, 'failed' for staff).
--
-- The CV lives in Postgres (bytea, at most 5 MB) next to its application, not in Storage: one transaction stores both
-- (nothing half-stored), row-level security decides who reads it, deleting the application deletes the file
-- (on delete cascade), and it runs the same on PGlite (npm start, tests), Postgres 15 and a hosted project.
-- Lengths mirror applicationFieldLimits in packages/content/src/application.ts (the function, zod, is the authority).
-- Over 250 lines: an applied migration (its meaning must not change); tables, policies and the delivery functions of
-- applications were created together in one step.

create table public.applications (
  id bigint generated always as identity primary key,
  idempotency_key uuid not null unique,
  -- What it applies to: an open position (its slug) or the talent pool (a role category).
  position_slug text check (position_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(position_slug) <= 100),
  category text check (category in (
    'information-technology', 'customer-support', 'creative-design', 'marketing', 'backoffice-administration'
  )),
  check ((position_slug is null) <> (category is null)),
  name text not null check (char_length(name) between 1 and 100 and name !~ '[\r\n]'),
  email text not null check (char_length(email) between 3 and 254 and email !~ '[\r\n\s]' and position('@' in email) > 1),
  country text not null check (char_length(country) between 1 and 60 and country !~ '[\r\n]'),
  check (category is null or country in ('Philippines', 'Indonesia', 'Vietnam', 'India')),
  phone text check (char_length(phone) between 8 and 32 and phone ~ '^\+?[0-9 ().-]*$'),
  profile_url text check (char_length(profile_url) <= 300 and profile_url ~* '^https?://'),
  note text not null check (char_length(note) between 5 and 2000),
  client_hash text not null check (client_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  -- Staff's review.
  review_status text not null default 'new' check (review_status in ('new', 'reviewed', 'shortlisted', 'declined')),
  reviewed_at timestamptz,
  reviewed_by text,
  -- Mail delivery, as public.enquiries (see 20261123090000_enquiry_delivery_limits.sql).
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  lease_token uuid,
  last_error text check (char_length(last_error) <= 500),
  notified_at timestamptz,
  acknowledged_at timestamptz,
  acknowledgement_skipped text
    check (acknowledgement_skipped in ('recipient_daily', 'client_hourly', 'site_hourly', 'undeliverable')),
  -- Each message's Message-ID and last start, recorded before it is sent (as public.enquiries since
  -- 20261126090000_enquiry_delivery_once.sql): started and not recorded as sent is a send in doubt.
  notification_message_id text check (char_length(notification_message_id) <= 200),
  acknowledgement_message_id text check (char_length(acknowledgement_message_id) <= 200),
  notification_attempted_at timestamptz,
  acknowledgement_attempted_at timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  check ((status = 'sent') = (sent_at is not null)),
  check ((status = 'failed') = (failed_at is not null))
);

create index applications_list_idx on public.applications (created_at desc);
create index applications_due_idx on public.applications (next_attempt_at) where status = 'pending';
create index applications_ack_recipient_idx on public.applications (private.normalized_email(email), created_at)
  where acknowledgement_skipped is null;
create index applications_ack_client_idx on public.applications (client_hash, created_at)
  where acknowledgement_skipped is null;

comment on table public.applications is
  'Candidates'' applications. Recruiters (app_metadata role recruiter) read, review and delete them; the edge function stores them.';

create table public.application_files (
  application_id bigint primary key references public.applications (id) on delete cascade,
  -- The candidate's file name, for the download only (the type comes from the content).
  file_name text not null check (char_length(file_name) between 1 and 200 and file_name !~ '[\r\n"\\/]'),
  media_type text not null check (media_type in (
    'application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  )),
  size integer not null check (size between 1 and 5242880),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  content bytea not null check (octet_length(content) = size)
);

comment on table public.application_files is 'The CV of each application (one file). Recruiters read it; nobody else.';

alter table public.applications enable row level security;
alter table public.application_files enable row level security;
revoke all on table public.applications, public.application_files from public, anon, authenticated;
grant all on table public.applications, public.application_files to service_role;

-- Recruiters read everything but the client hash and the delivery bookkeeping's lease, change the review status only,
-- and delete (the PDPA's withdrawal of consent); the file goes with its application.
grant select (
  id, position_slug, category, name, email, country, phone, profile_url, note, created_at, review_status, reviewed_at,
  reviewed_by, status
) on table public.applications to authenticated;
grant update (review_status) on table public.applications to authenticated;
grant delete on table public.applications to authenticated;
grant select (application_id, file_name, media_type, size, sha256, content) on table public.application_files
  to authenticated;

-- Recruiters: app_metadata.role = 'recruiter', or 'recruiter' among app_metadata.roles (a person may hold several
-- staff roles); users cannot change app_metadata themselves.
create policy "Recruiters read applications" on public.applications
  for select to authenticated using (
    (auth.jwt() -> 'app_metadata' ->> 'role') = 'recruiter'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'recruiter', false)
  );
create policy "Recruiters review applications" on public.applications
  for update to authenticated
  using (
    (auth.jwt() -> 'app_metadata' ->> 'role') = 'recruiter'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'recruiter', false)
  ) with check (
    (auth.jwt() -> 'app_metadata' ->> 'role') = 'recruiter'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'recruiter', false)
  );
create policy "Recruiters delete applications" on public.applications
  for delete to authenticated using (
    (auth.jwt() -> 'app_metadata' ->> 'role') = 'recruiter'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'recruiter', false)
  );
create policy "Recruiters read CVs" on public.application_files
  for select to authenticated using (
    (auth.jwt() -> 'app_metadata' ->> 'role') = 'recruiter'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'recruiter', false)
  );

-- Who reviewed, and when: set by the database from the verified claims.
create function private.applications_reviewed() returns trigger language plpgsql security invoker set search_path = ''
as $$
begin
  if new.review_status is distinct from old.review_status then
    new.reviewed_at := now();
    new.reviewed_by := auth.jwt() ->> 'sub';
  end if;
  return new;
end
$$;
revoke all on function private.applications_reviewed() from public;
create trigger applications_reviewed before update on public.applications
  for each row execute function private.applications_reviewed();

-- One hit of a per-client sliding window (private.rate_limits, shared with the enquiries under another key):
-- true when the hit is counted, false when the client is over the limit. p_limit <= 0 switches it off.
create function private.take_rate_limit(p_client_hash text, p_limit integer, p_window_ms integer) returns boolean
language plpgsql security invoker set search_path = '' as $$
declare
  recent timestamptz[];
begin
  if p_limit <= 0 then
    return true;
  end if;
  insert into private.rate_limits (client_hash) values (p_client_hash) on conflict (client_hash) do nothing;
  select coalesce(array_agg(h order by h), '{}') into recent
    from private.rate_limits r, unnest(r.hits[greatest(1, cardinality(r.hits) - p_limit + 1):]) as h
   where r.client_hash = p_client_hash and h > now() - make_interval(secs => p_window_ms / 1000.0);
  if cardinality(recent) >= p_limit then
    return false;
  end if;
  update private.rate_limits
     set hits = (recent || now())[greatest(1, cardinality(recent) + 2 - p_limit):], updated_at = now()
   where client_hash = p_client_hash;
  return true;
end
$$;

-- Store an application and its CV in one transaction: 'duplicate' for a known idempotency key (nothing stored or
-- counted), 'rate_limited' over the per-client limit, else 'created' with the row claimed for its first delivery
-- (attempt 1, leased for p_lease_ms under lease_token), and the acknowledgement ceilings applied as for enquiries.
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
  p_ack_per_client_hour integer,
  p_ack_site_hour integer,
  out outcome text,
  out application_id bigint,
  out created_at timestamptz,
  out lease_token uuid,
  out acknowledgement_skipped text
) language plpgsql security invoker set search_path = '' as $$
begin
  perform 1 from public.applications a where a.idempotency_key = p_idempotency_key;
  if found then
    outcome := 'duplicate';
    return;
  end if;
  -- Serialises one client's submissions (the counter row's lock lasts to the end of the transaction).
  if not private.take_rate_limit(p_client_hash, p_limit, p_window_ms) then
    outcome := 'rate_limited';
    return;
  end if;

  perform pg_advisory_xact_lock(hashtext('private.application_acknowledgements'));
  if (select count(*) from public.applications a
       where private.normalized_email(a.email) = private.normalized_email(p_email)
         and a.acknowledgement_skipped is null and a.created_at > now() - interval '1 day')
     >= greatest(p_ack_per_recipient_day, 0) then
    acknowledgement_skipped := 'recipient_daily';
  elsif (select count(*) from public.applications a
          where a.client_hash = p_client_hash and a.acknowledgement_skipped is null
            and a.created_at > now() - interval '1 hour')
        >= greatest(p_ack_per_client_hour, 0) then
    acknowledgement_skipped := 'client_hourly';
  elsif (select count(*) from public.applications a
          where a.acknowledgement_skipped is null and a.created_at > now() - interval '1 hour')
        >= greatest(p_ack_site_hour, 0) then
    acknowledgement_skipped := 'site_hourly';
  end if;

  insert into public.applications as a (
    idempotency_key, client_hash, position_slug, category, name, email, country, phone, profile_url, note,
    attempts, next_attempt_at, lease_token, acknowledgement_skipped
  ) values (
    p_idempotency_key, p_client_hash, p_position_slug, p_category, p_name, p_email, p_country,
    nullif(p_phone, ''), nullif(p_profile_url, ''), p_note,
    1, now() + make_interval(secs => p_lease_ms / 1000.0), gen_random_uuid(), submit_application.acknowledgement_skipped
  )
  on conflict (idempotency_key) do nothing
  returning a.id, a.created_at, a.lease_token into application_id, created_at, lease_token;
  if application_id is null then
    outcome := 'duplicate';
    acknowledgement_skipped := null;
    return;
  end if;
  insert into public.application_files (application_id, file_name, media_type, size, sha256, content)
  values (application_id, p_file_name, p_media_type, octet_length(p_content), p_sha256, p_content);
  outcome := 'created';
end
$$;

-- Delivery of an application's two e-mails: the same steps as the enquiries' claim_due_enquiry, begin_send, mark_sent
-- and finish_attempt (20261126090000_enquiry_delivery_once.sql), on this table.
create function private.claim_due_application(p_lease_ms integer, p_max_attempts integer)
returns setof public.applications language plpgsql security invoker set search_path = '' as $$
begin
  update public.applications a
     set status = 'failed', failed_at = now(), lease_token = null,
         last_error = left(coalesce(a.last_error || '; ', '') || 'attempt limit reached', 500)
   where a.status = 'pending' and a.next_attempt_at <= now() and a.attempts >= p_max_attempts;

  return query
  update public.applications a
     set attempts = a.attempts + 1, lease_token = gen_random_uuid(),
         next_attempt_at = now() + make_interval(secs => p_lease_ms / 1000.0)
   where a.id = (
     select d.id from public.applications d
      where d.status = 'pending' and d.next_attempt_at <= now()
      order by d.next_attempt_at
      limit 1
      for update skip locked
   )
  returning a.*;
end
$$;

create function private.begin_application_send(
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
  select case when p_message = 'notification' then a.notification_attempted_at else a.acknowledgement_attempted_at end,
         case when p_message = 'notification' then a.notified_at else a.acknowledged_at end
    into previous, done
    from public.applications a
   where a.id = p_id and a.lease_token = p_lease_token and a.status = 'pending'
     for update;
  if not found then
    return;
  end if;
  in_doubt := previous is not null and done is null;
  go := not (in_doubt and previous > now() - make_interval(secs => p_doubt_wait_ms / 1000.0));
  if go then
    update public.applications a set
      notification_message_id = case when p_message = 'notification'
        then coalesce(a.notification_message_id, p_message_id) else a.notification_message_id end,
      acknowledgement_message_id = case when p_message = 'acknowledgement'
        then coalesce(a.acknowledgement_message_id, p_message_id) else a.acknowledgement_message_id end,
      notification_attempted_at =
        case when p_message = 'notification' then now() else a.notification_attempted_at end,
      acknowledgement_attempted_at =
        case when p_message = 'acknowledgement' then now() else a.acknowledgement_attempted_at end
     where a.id = p_id;
  end if;
  select case when p_message = 'notification' then a.notification_message_id else a.acknowledgement_message_id end
    into message_id from public.applications a where a.id = p_id;
  return next;
end
$$;

create function private.mark_application_sent(p_id bigint, p_lease_token uuid, p_message text) returns boolean
language plpgsql security invoker set search_path = '' as $$
declare
  holder uuid;
begin
  update public.applications a set
    notified_at = case when p_message = 'notification' then coalesce(a.notified_at, now()) else a.notified_at end,
    acknowledged_at =
      case when p_message = 'acknowledgement' then coalesce(a.acknowledged_at, now()) else a.acknowledged_at end,
    acknowledgement_skipped =
      case when p_message = 'acknowledgement_undeliverable' then 'undeliverable' else a.acknowledgement_skipped end,
    notification_attempted_at =
      case when p_message = 'notification_not_sent' then null else a.notification_attempted_at end,
    acknowledgement_attempted_at =
      case when p_message = 'acknowledgement_not_sent' then null else a.acknowledgement_attempted_at end
   where a.id = p_id and a.status = 'pending'
  returning a.lease_token into holder;
  return found and holder is not distinct from p_lease_token;
end
$$;

create function private.finish_application_attempt(
  p_id bigint,
  p_lease_token uuid,
  p_error text,
  p_permanent boolean,
  p_base_ms integer,
  p_max_ms integer,
  p_max_attempts integer
) returns setof public.applications language plpgsql security invoker set search_path = '' as $$
declare
  done boolean;
begin
  select a.notified_at is not null and (a.acknowledged_at is not null or a.acknowledgement_skipped is not null)
    into done from public.applications a where a.id = p_id;
  return query
  update public.applications a set
    lease_token = null,
    status = case when done then 'sent' when p_permanent or a.attempts >= p_max_attempts then 'failed' else 'pending' end,
    sent_at = case when done then now() end,
    failed_at = case when done then null when p_permanent or a.attempts >= p_max_attempts then now() end,
    last_error = case when done then null else left(p_error, 500) end,
    next_attempt_at = now() + make_interval(
      secs => least(p_max_ms::double precision, p_base_ms * power(2, greatest(a.attempts - 1, 0))) / 1000.0
    )
   where a.id = p_id and a.lease_token = p_lease_token and a.status = 'pending'
  returning a.*;
end
$$;

-- Retention: applications older than p_months are deleted, their CVs with them (called by the scheduled retry path).
create function private.delete_expired_applications(p_months integer) returns integer
language sql security invoker set search_path = '' as $$
  with gone as (
    delete from public.applications a where a.created_at < now() - make_interval(months => p_months) returning 1
  )
  select count(*)::integer from gone;
$$;

-- Staff: put failed applications (all, or the given ids) back in the delivery queue with a fresh attempt budget.
create function private.requeue_applications(p_ids bigint[] default null) returns integer
language sql security invoker set search_path = '' as $$
  with requeued as (
    update public.applications a
       set status = 'pending', failed_at = null, attempts = 0, next_attempt_at = now(), lease_token = null
     where a.status = 'failed' and (p_ids is null or a.id = any(p_ids))
    returning 1
  )
  select count(*)::integer from requeued;
$$;

revoke all on function private.take_rate_limit, private.submit_application, private.claim_due_application,
  private.begin_application_send, private.mark_application_sent, private.finish_application_attempt, private.delete_expired_applications,
  private.requeue_applications from public, anon, authenticated;
