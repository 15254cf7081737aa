-- Publishing: a change to public.faqs asks the static host for a new build of the site (its deploy hook). The state
-- of that request lives here, in the database, not in a function instance (hosted functions are stopped between
-- requests and several run at once):
--   * changed_at: the last change of published content, set by a trigger, whoever made it (the faqs function or
--     the SQL editor);
--   * requested_at: when the deploy hook was last called (claimed), for the content as of requested_changed_at.
-- A deploy is due when content changed after the last request and nothing changed for the quiet period; one caller
-- claims it with private.claim_site_deploy (one row, one update: two callers never both win).
create table private.site_publish (
  id boolean primary key default true check (id),
  changed_at timestamptz,
  requested_at timestamptz,
  requested_changed_at timestamptz,
  -- The last claim, so that only its own caller gives it back.
  claim uuid
);
insert into private.site_publish (id) values (true);

comment on table private.site_publish is
  'One row: when published content last changed and when the static host was last asked to rebuild (deploy hook).';

revoke all on table private.site_publish from public, anon, authenticated;

-- Runs as its owner: editors may not write private.site_publish themselves, only through a change to the FAQs.
create function private.mark_site_changed() returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update private.site_publish set changed_at = clock_timestamp();
  return null;
end
$$;
revoke all on function private.mark_site_changed() from public;

-- Per row: an update that row-level security filtered down to no row changes nothing, and marks nothing.
create trigger faqs_mark_site_changed after insert or update or delete on public.faqs
  for each row execute function private.mark_site_changed();

-- The deploy that is due, claimed: returns the change it covers when the content changed after the last request and
-- has been quiet for p_quiet_ms; otherwise 'wait' with the milliseconds left, or 'none'. Called by the function as
-- its own (privileged) role, never by visitors.
create function private.claim_site_deploy(p_quiet_ms integer)
returns table (outcome text, wait_ms integer, changed_at timestamptz, claim uuid)
language plpgsql security invoker set search_path = '' as $$
declare
  state private.site_publish;
  now_at timestamptz := clock_timestamp();
begin
  select * into state from private.site_publish for update;
  if state.changed_at is null
     or (state.requested_changed_at is not null and state.requested_changed_at >= state.changed_at) then
    return query select 'none'::text, 0, state.changed_at, null::uuid;
    return;
  end if;
  if state.changed_at + make_interval(secs => p_quiet_ms / 1000.0) > now_at then
    return query select 'wait'::text,
      ceil(extract(epoch from (state.changed_at + make_interval(secs => p_quiet_ms / 1000.0) - now_at)) * 1000)::integer,
      state.changed_at, null::uuid;
    return;
  end if;
  state.claim := gen_random_uuid();
  update private.site_publish
     set requested_at = now_at, requested_changed_at = state.changed_at, claim = state.claim;
  return query select 'claimed'::text, 0, state.changed_at, state.claim;
end
$$;
revoke all on function private.claim_site_deploy(integer) from public, anon, authenticated;

-- A deploy hook call that failed: the claim is given back (only if no newer claim replaced it), so the next check
-- calls again.
create function private.release_site_deploy(p_claim uuid) returns void
language sql security invoker set search_path = '' as $$
  update private.site_publish set requested_changed_at = null, claim = null where claim = p_claim;
$$;
revoke all on function private.release_site_deploy(uuid) from public, anon, authenticated;
