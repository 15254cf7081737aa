-- Careers positions staff run: everyone reads them (the build shows the open ones on /careers, their pages and
-- JobPosting data, the sitemap and the search index; a closed one is answered 404/410), and only a signed-in user
-- whose app_metadata.role is 'positions_editor' (or who holds it among app_metadata.roles) adds, edits, closes or
-- opens one again. Nobody deletes a position: its slug is the key of the applications it received, which stay with
-- staff under its title. Lengths mirror positionFieldLimits in packages/content/src/position-rules.ts (the function,
-- zod, is the authority; Postgres counts code points, so the minimums are loose).
create table public.positions (
  slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) between 3 and 80),
  title text not null check (char_length(title) between 2 and 120 and title = btrim(title) and title !~ '[\r\n]'),
  location text not null check (location in ('Remote', 'Hybrid', 'On-site')),
  type text not null check (type in ('Full-time', 'Part-time', 'Contract')),
  description text not null
    check (char_length(description) between 10 and 2000 and description = btrim(description)),
  tags text[] not null check (cardinality(tags) between 1 and 12 and array_position(tags, null) is null),
  -- When it opened (JobPosting datePosted): the time of the insert, never set by staff.
  date_posted timestamptz not null default now(),
  -- Until when it takes applications (JobPosting validThrough), when staff give one.
  valid_through timestamptz,
  -- Set (to the time of the save) when staff close it; null while open.
  closed_at timestamptz,
  -- The order of the careers page among positions posted at the same time (the seed): the order they were added.
  added bigint generated always as identity,
  updated_at timestamptz not null default now(),
  -- `sub` of the editor's token; null for the seeded rows.
  updated_by text
);

comment on table public.positions is
  'Careers positions (/careers, /careers/<slug>). Read for all; insert and update for positions editors; never deleted.';

alter table public.positions enable row level security;

revoke all on table public.positions from public, anon, authenticated;
grant select (slug, title, location, type, description, tags, date_posted, valid_through, closed_at, added, updated_at)
  on table public.positions to anon, authenticated;
-- Column-level grants: the slug is set once (the URL, the applications' key); the dates and audit columns are the
-- database's.
grant insert (slug, title, location, type, description, tags, valid_through) on table public.positions to authenticated;
grant update (title, location, type, description, tags, valid_through, closed_at) on table public.positions
  to authenticated;
grant all on table public.positions to service_role;

create policy "Everyone can read positions" on public.positions
  for select to anon, authenticated
  using (true);

create policy "Positions editors add positions" on public.positions
  for insert to authenticated
  with check (
    (auth.jwt() -> 'app_metadata' ->> 'role') = 'positions_editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'positions_editor', false)
  );

create policy "Positions editors change positions" on public.positions
  for update to authenticated
  using (
    (auth.jwt() -> 'app_metadata' ->> 'role') = 'positions_editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'positions_editor', false)
  ) with check (
    (auth.jwt() -> 'app_metadata' ->> 'role') = 'positions_editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'positions_editor', false)
  );

-- The database keeps the dates (staff may not insert date_posted or closed_at: the column grants): a close is dated by
-- the save that made it, whatever time was sent, a position closed again keeps its first closing time, and every
-- change records who and when.
create function private.positions_touch() returns trigger language plpgsql security invoker set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and new.closed_at is not null then
    new.closed_at := coalesce(old.closed_at, now());
  end if;
  new.updated_at := now();
  new.updated_by := auth.jwt() ->> 'sub';
  return new;
end
$$;
revoke all on function private.positions_touch() from public;

create trigger positions_touch before insert or update on public.positions
  for each row execute function private.positions_touch();

-- A change of positions is published as a change of FAQs is: the deploy hook, once the edits have stopped
-- (private.site_publish, 20261126100000_site_publish.sql).
create trigger positions_mark_site_changed after insert or update or delete on public.positions
  for each row execute function private.mark_site_changed();
