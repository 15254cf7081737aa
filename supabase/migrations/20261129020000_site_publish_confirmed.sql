-- A publish that finishes. Published content has a version (private.site_publish.content_version, raised by every
-- change that changes something); the site is published up to published_version, which only a build's own report of
-- success raises (private.site_published: the build read that version before it read the rows, so its pages hold at
-- least that content). A change is due while content_version > published_version, whatever failed in between:
--   * the deploy hook is called by whichever comes first once the content has been quiet for the quiet period: the
--     save's own check, or the scheduled retry path (every minute on Supabase, every few seconds locally);
--   * a claim (private.claim_site_build) marks a build under way for a version until its report or its timeout, and
--     calls to the hook are at least p_min_interval_ms apart (changes in between go into the next build);
--   * a failed build (reported, or no report by its timeout, or the hook refused) is tried again after
--     p_retry_base_ms × 2^(attempts−1) (capped), for good; after p_max_attempts failures staff are alerted once
--     (private.site_publish_alert) until a build succeeds.
-- The earlier columns stay: changed_at (the last change, for the quiet period), requested_at (the last hook call).
alter table private.site_publish
  add column content_version bigint not null default 0,
  add column published_version bigint not null default 0,
  add column requested_version bigint,
  add column building_until timestamptz,
  add column attempts integer not null default 0,
  add column next_attempt_at timestamptz,
  add column last_error text,
  add column alerted boolean not null default false;

-- A change the old machinery had not yet requested is due now; one it had requested counts as published.
update private.site_publish
   set content_version = 1
 where changed_at is not null and (requested_changed_at is null or requested_changed_at < changed_at);

-- A save that changes nothing (the same words saved again) changes nothing: the row keeps who changed it last and
-- when (the sitemap's lastmod comes from updated_at), and publishes nothing.
create or replace function private.faqs_touch() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if (to_jsonb(new) - 'updated_at' - 'updated_by') = (to_jsonb(old) - 'updated_at' - 'updated_by') then
    new.updated_at := old.updated_at;
    new.updated_by := old.updated_by;
    return new;
  end if;
  new.updated_at := now();
  new.updated_by := auth.jwt() ->> 'sub';
  return new;
end
$$;
revoke all on function private.faqs_touch() from public;

create or replace function private.positions_touch() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and new.closed_at is not null then
    new.closed_at := coalesce(old.closed_at, now());
  end if;
  if tg_op = 'UPDATE'
     and (to_jsonb(new) - 'updated_at' - 'updated_by') = (to_jsonb(old) - 'updated_at' - 'updated_by') then
    new.updated_at := old.updated_at;
    new.updated_by := old.updated_by;
    return new;
  end if;
  new.updated_at := now();
  new.updated_by := auth.jwt() ->> 'sub';
  return new;
end
$$;
revoke all on function private.positions_touch() from public;

create or replace function private.mark_site_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and (to_jsonb(old) - 'updated_at' - 'updated_by') = (to_jsonb(new) - 'updated_at' - 'updated_by') then
    return null;
  end if;
  update private.site_publish set changed_at = clock_timestamp(), content_version = content_version + 1;
  return null;
end
$$;
revoke all on function private.mark_site_changed() from public;

-- The build that is due, claimed: 'claimed' with the version to build; 'wait' with the milliseconds until one may be
-- (quiet period, a build under way, back-off, the hook's minimum interval); 'none' when the site is up to date.
-- A build under way past its timeout counts as failed (its attempt was counted at its claim).
create function private.claim_site_build(
  p_quiet_ms integer, p_min_interval_ms integer, p_build_timeout_ms integer
) returns table (outcome text, wait_ms integer, version bigint, attempt integer)
language plpgsql security invoker set search_path = '' as $$
declare
  state private.site_publish;
  now_at timestamptz := clock_timestamp();
  ready_at timestamptz;
begin
  select * into state from private.site_publish for update;
  if state.content_version <= state.published_version then
    return query select 'none'::text, 0, state.content_version, state.attempts;
    return;
  end if;
  if state.building_until is not null and state.building_until <= now_at then
    update private.site_publish s
       set building_until = null, last_error = coalesce(s.last_error, 'the build did not report within its timeout')
     where true;
    state.building_until := null;
  end if;
  ready_at := greatest(
    state.changed_at + make_interval(secs => p_quiet_ms / 1000.0),
    coalesce(state.building_until, '-infinity'),
    coalesce(state.next_attempt_at, '-infinity'),
    coalesce(state.requested_at + make_interval(secs => p_min_interval_ms / 1000.0), '-infinity')
  );
  if ready_at > now_at then
    return query select 'wait'::text, ceil(extract(epoch from (ready_at - now_at)) * 1000)::integer,
      state.content_version, state.attempts;
    return;
  end if;
  update private.site_publish
     set requested_at = now_at, requested_version = state.content_version, attempts = state.attempts + 1,
         building_until = now_at + make_interval(secs => p_build_timeout_ms / 1000.0), next_attempt_at = null,
         last_error = null;
  return query select 'claimed'::text, 0, state.content_version, state.attempts + 1;
end
$$;

-- A build's report of success: the site now holds at least p_version.
create function private.site_published(p_version bigint) returns void
language sql security invoker set search_path = '' as $$
  update private.site_publish s
     set published_version = greatest(s.published_version, p_version),
         building_until = case when p_version >= coalesce(s.requested_version, 0) then null else s.building_until end,
         attempts = 0, next_attempt_at = null, last_error = null, alerted = false
   where p_version <= s.content_version;
$$;

-- A build's (or the hook's) failure for the version it was claimed for: tried again after the back-off.
create function private.site_build_failed(
  p_version bigint, p_error text, p_retry_base_ms integer, p_retry_max_ms integer
) returns void
language sql security invoker set search_path = '' as $$
  update private.site_publish s
     set building_until = null, last_error = left(p_error, 2000),
         next_attempt_at = clock_timestamp() + make_interval(secs => least(
           p_retry_max_ms::double precision, p_retry_base_ms * power(2, greatest(s.attempts - 1, 0))) / 1000.0)
   where s.requested_version = p_version and s.published_version < p_version;
$$;

-- Once per run of failures: the state to alert staff with, when p_max_attempts builds in a row have failed (or timed
-- out) and no alert was given since the last success.
create function private.site_publish_alert(p_max_attempts integer)
returns table (attempts integer, content_version bigint, published_version bigint, last_error text)
language sql security invoker set search_path = '' as $$
  update private.site_publish s set alerted = true
   where not s.alerted and s.content_version > s.published_version
     and s.attempts >= p_max_attempts and (s.building_until is null or s.building_until <= clock_timestamp())
  returning s.attempts, s.content_version, s.published_version,
    coalesce(s.last_error, 'the build did not report within its timeout');
$$;

-- The version the build reads with the rows (GET /faqs answers it), for its report.
create function public.site_content_version() returns bigint
language sql stable security definer set search_path = '' as $$
  select content_version from private.site_publish;
$$;
revoke all on function public.site_content_version() from public;
grant execute on function public.site_content_version() to anon, authenticated;

revoke all on function private.claim_site_build(integer, integer, integer), private.site_published(bigint),
  private.site_build_failed(bigint, text, integer, integer), private.site_publish_alert(integer)
  from public, anon, authenticated;

-- The earlier claim marked a change requested before its build ran; nothing may call the hook by it any more (the
-- optional pg_cron job of sql/schedule-site-publish.sql is replaced by the scheduled retry path).
drop function private.claim_site_deploy(integer);
drop function private.release_site_deploy(uuid);
