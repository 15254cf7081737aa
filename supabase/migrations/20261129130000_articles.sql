-- Articles (/resources/blog/<slug>) and case studies (/case-studies) staff write (issue 48). The fields' rules are
-- packages/content/src/article-rules.ts (zod, the function's authority; the checks here are loose backstops).
--   - Visitors (anon) read only what is live: published rows, and scheduled rows whose time has come (the scheduled
--     path also turns those into published: public.publish_due_content). Drafts and unpublished rows stay with staff.
--   - Editors (app_metadata.role 'editor', or 'editor' among app_metadata.roles) read, add and change every row.
--     Nobody deletes one: unpublishing keeps the row and makes its address answer 410.
--   - The slug is free until the first publication; a published row renamed leaves its old address answering 301 to
--     the new one, and an unpublished one 410 (public.retired_addresses, which everyone reads: the build writes them
--     into _redirects).
--   - Every change is kept in public.content_revisions with who made it (the token's sub and email).
create table public.articles (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) between 3 and 80),
  title text not null check (char_length(title) between 2 and 120),
  summary text not null check (char_length(summary) between 10 and 300),
  body text not null check (char_length(body) between 20 and 60000),
  category text not null check (char_length(category) between 2 and 60),
  author text not null check (char_length(author) between 2 and 80),
  tags text[] not null default '{}' check (cardinality(tags) <= 12 and array_position(tags, null) is null),
  state text not null default 'draft' check (state in ('draft', 'scheduled', 'published', 'unpublished')),
  publish_at timestamptz check (state <> 'scheduled' or publish_at is not null),
  first_published_at timestamptz,
  updated_at timestamptz not null default now(),
  updated_by text
);

create table public.case_studies (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) between 3 and 80),
  client text not null check (char_length(client) between 2 and 80),
  location text not null check (char_length(location) between 2 and 60),
  focus text not null check (char_length(focus) between 2 and 120),
  team_size integer not null check (team_size between 1 and 500),
  team_countries text[] not null check (cardinality(team_countries) between 1 and 8),
  challenge text not null check (char_length(challenge) between 20 and 1000),
  solution text not null check (char_length(solution) between 20 and 1000),
  -- [{"value": "70%", "label": "Cost reduction"}, …]
  results jsonb not null check (jsonb_typeof(results) = 'array' and jsonb_array_length(results) between 3 and 6),
  tags text[] not null default '{}' check (cardinality(tags) <= 12 and array_position(tags, null) is null),
  state text not null default 'draft' check (state in ('draft', 'scheduled', 'published', 'unpublished')),
  publish_at timestamptz check (state <> 'scheduled' or publish_at is not null),
  first_published_at timestamptz,
  updated_at timestamptz not null default now(),
  updated_by text
);

create table public.retired_addresses (
  kind text not null check (kind in ('article', 'case-study')),
  slug text not null,
  status integer not null check (status in (301, 410)),
  target text check ((status = 301) = (target is not null)),
  primary key (kind, slug)
);

create table public.content_revisions (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('article', 'case-study')),
  row_id bigint not null,
  saved_at timestamptz not null default now(),
  -- The token's sub and email; null for the seed and the scheduled job.
  saved_by text,
  saved_by_email text,
  state text not null,
  snapshot jsonb not null
);
create index content_revisions_row on public.content_revisions (kind, row_id, saved_at desc);

comment on table public.articles is 'Blog articles. Live rows for all; every row for editors; never deleted.';
comment on table public.case_studies is 'Case studies. Live rows for all; every row for editors; never deleted.';
comment on table public.retired_addresses is 'Old addresses of articles and case studies: 301 to the new slug, or 410.';
comment on table public.content_revisions is 'Every saved version of an article or case study, with who saved it.';

alter table public.articles enable row level security;
alter table public.case_studies enable row level security;
alter table public.retired_addresses enable row level security;
alter table public.content_revisions enable row level security;

revoke all on table public.articles, public.case_studies, public.retired_addresses, public.content_revisions
  from public, anon, authenticated;
grant select on table public.articles, public.case_studies, public.retired_addresses to anon, authenticated;
grant select on table public.content_revisions to authenticated;
-- The dates and the audit columns are the database's (the column grants leave them out).
grant insert (slug, title, summary, body, category, author, tags, state, publish_at) on table public.articles
  to authenticated;
grant update (slug, title, summary, body, category, author, tags, state, publish_at) on table public.articles
  to authenticated;
grant insert (slug, client, location, focus, team_size, team_countries, challenge, solution, results, tags, state,
  publish_at) on table public.case_studies to authenticated;
grant update (slug, client, location, focus, team_size, team_countries, challenge, solution, results, tags, state,
  publish_at) on table public.case_studies to authenticated;
grant all on table public.articles, public.case_studies, public.retired_addresses, public.content_revisions
  to service_role;

create policy "Everyone reads live articles" on public.articles for select to anon, authenticated
  using (state = 'published' or (state = 'scheduled' and publish_at <= now()) or ((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));
create policy "Editors add articles" on public.articles for insert to authenticated
  with check (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));
create policy "Editors change articles" on public.articles for update to authenticated
  using (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false))) with check (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));

create policy "Everyone reads live case studies" on public.case_studies for select to anon, authenticated
  using (state = 'published' or (state = 'scheduled' and publish_at <= now()) or ((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));
create policy "Editors add case studies" on public.case_studies for insert to authenticated
  with check (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));
create policy "Editors change case studies" on public.case_studies for update to authenticated
  using (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false))) with check (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));

create policy "Everyone reads retired addresses" on public.retired_addresses for select to anon, authenticated
  using (true);
create policy "Editors read the history" on public.content_revisions for select to authenticated
  using (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));

-- Before a save: the dates and who. A row becomes published at its first publication (first_published_at is set
-- once); a scheduled row keeps its time.
create function private.content_touch() returns trigger language plpgsql security invoker set search_path = '' as $$
begin
  if new.state = 'published' and new.first_published_at is null then
    new.first_published_at := coalesce(new.publish_at, now());
  end if;
  if tg_op = 'UPDATE' then
    new.first_published_at := coalesce(old.first_published_at, new.first_published_at);
  end if;
  -- A row the seed inserts (no caller) keeps the date it was given: the date of the content it comes from.
  if tg_op = 'UPDATE' or auth.jwt() ->> 'sub' is not null then
    new.updated_at := now();
  end if;
  new.updated_by := auth.jwt() ->> 'sub';
  return new;
end
$$;
revoke all on function private.content_touch() from public;

-- After a save: the history row, and the addresses a published row leaves behind (as the table's owner: visitors
-- and editors only read public.retired_addresses). A slug that is live again is no longer retired.
create function private.content_record() returns trigger language plpgsql security definer set search_path = '' as $$
declare
  v_kind text := case tg_table_name when 'articles' then 'article' else 'case-study' end;
begin
  insert into public.content_revisions (kind, row_id, saved_by, saved_by_email, state, snapshot)
    values (v_kind, new.id, auth.jwt() ->> 'sub', auth.jwt() ->> 'email', new.state,
            to_jsonb(new) - 'id' - 'updated_by');
  if new.first_published_at is not null then
    if tg_op = 'UPDATE' and old.slug <> new.slug and old.first_published_at is not null then
      insert into public.retired_addresses (kind, slug, status, target) values (v_kind, old.slug, 301, new.slug)
        on conflict (kind, slug) do update set status = 301, target = excluded.target;
      -- Earlier names of this row point at the new one directly (no chains of redirects).
      update public.retired_addresses set target = new.slug
        where retired_addresses.kind = v_kind and status = 301 and target = old.slug;
    end if;
    if new.state = 'unpublished' then
      insert into public.retired_addresses (kind, slug, status, target) values (v_kind, new.slug, 410, null)
        on conflict (kind, slug) do update set status = 410, target = null;
      update public.retired_addresses set status = 410, target = null
        where retired_addresses.kind = v_kind and status = 301 and target = new.slug;
    else
      delete from public.retired_addresses where retired_addresses.kind = v_kind
        and retired_addresses.slug = new.slug;
    end if;
  end if;
  return null;
end
$$;
revoke all on function private.content_record() from public;

create trigger articles_touch before insert or update on public.articles
  for each row execute function private.content_touch();
create trigger case_studies_touch before insert or update on public.case_studies
  for each row execute function private.content_touch();
create trigger articles_record after insert or update on public.articles
  for each row execute function private.content_record();
create trigger case_studies_record after insert or update on public.case_studies
  for each row execute function private.content_record();

-- A change is published as a change of FAQs is (private.site_publish, 20261126100000_site_publish.sql).
create trigger articles_mark_site_changed after insert or update on public.articles
  for each row execute function private.mark_site_changed();
create trigger case_studies_mark_site_changed after insert or update on public.case_studies
  for each row execute function private.mark_site_changed();

-- The scheduled path: scheduled rows whose time has come become published (which marks the site changed, so the
-- deploy hook rebuilds it). Returns how many.
create function public.publish_due_content() returns integer language plpgsql security definer set search_path = ''
as $$
declare
  articles integer;
  studies integer;
begin
  update public.articles set state = 'published' where state = 'scheduled' and publish_at <= now();
  get diagnostics articles = row_count;
  update public.case_studies set state = 'published' where state = 'scheduled' and publish_at <= now();
  get diagnostics studies = row_count;
  return articles + studies;
end
$$;
revoke all on function public.publish_due_content() from public, anon, authenticated;
grant execute on function public.publish_due_content() to service_role;
