-- Leases held by a named functions process (FUNCTIONS_INSTANCE: the local stack names its one Deno process, which it
-- starts again after it dies). A process started again under the same name gives back the leases its predecessor held
-- (private.release_instance_leases), so their mail goes at the next retry run instead of a lease (120 s) later. A
-- message whose send had begun stays in doubt for its lease all the same (private.doubt_ends): only mail not yet
-- started is hurried. Hosted functions run many instances at once and set no name: nothing is recorded there.
create table private.lease_holders (
  lease_token uuid primary key,
  instance text not null,
  taken_at timestamptz not null default now()
);
create index lease_holders_instance on private.lease_holders (instance);
alter table private.lease_holders enable row level security;
revoke all on table private.lease_holders from public, anon, authenticated;

-- The leases of p_instance's predecessor, given back: their rows are due now. Returns how many rows.
create function private.release_instance_leases(p_instance text) returns integer
language sql security invoker set search_path = '' as $$
  with mine as (
    delete from private.lease_holders h where h.instance = p_instance returning h.lease_token
  ), enquiries as (
    update public.enquiries e set next_attempt_at = now()
     where e.status = 'pending' and e.lease_token in (select lease_token from mine) returning 1
  ), applications as (
    update public.applications a set next_attempt_at = now()
     where a.status = 'pending' and a.lease_token in (select lease_token from mine) returning 1
  )
  select ((select count(*) from enquiries) + (select count(*) from applications))::integer;
$$;
revoke all on function private.release_instance_leases(text) from public, anon, authenticated;
