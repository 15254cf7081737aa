-- What a Supabase project's database has before its first migration, for databases that lack it (PGlite, a plain
-- Postgres): NOT a migration, production already has all of this and owns it. Modelled on Supabase's image,
-- github.com/supabase/postgres migrations/db/init-scripts/00000000000000-initial-schema.sql (API roles,
-- authenticator) and 00000000000001-auth-schema.sql (auth schema, usage for the API roles); auth.jwt() as Supabase
-- Auth defines it. Applied by local/migrate.ts only where auth.jwt() is absent.
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
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;
-- The connecting role (postgres, as on a hosted project) switches to the API roles to run a caller's queries.
grant anon, authenticated, service_role to current_user;
grant usage on schema public to anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;
grant execute on function auth.jwt() to anon, authenticated, service_role;
