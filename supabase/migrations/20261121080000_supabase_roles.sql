-- Supabase provides the API roles and auth.jwt(); a plain Postgres (PGlite, a local Postgres 15 cluster) does not.
-- Create them only when absent, so the same migrations run unchanged locally, in tests and on Supabase.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- Let the connecting (owner) role switch to the API roles, as Supabase's `authenticator` does.
grant anon, authenticated, service_role to current_user;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

do $$
begin
  if not exists (
    select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'auth' and p.proname = 'jwt'
  ) then
    -- Same definition as Supabase's: the verified claims the caller's request put in `request.jwt.claims`.
    execute $fn$
      create function auth.jwt() returns jsonb language sql stable as $body$
        select coalesce(
          nullif(current_setting('request.jwt.claim', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')
        )::jsonb
      $body$
    $fn$;
    grant execute on function auth.jwt() to anon, authenticated, service_role;
  end if;
end
$$;

-- Private schema for tables and functions that the public API (PostgREST) never exposes.
create schema if not exists private;
revoke all on schema private from public;
