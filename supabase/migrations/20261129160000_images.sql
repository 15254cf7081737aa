-- Images staff upload for articles, case studies and proof items (issue 48): the bytes in Postgres (bytea, at most
-- 10 MB; the local stack has no object storage, and one statement stores an image whole), with their type, size and
-- required alt text, who uploaded them and when, and the row they belong to (owner_kind, owner_id).
--   - An image is private until its owner is live: visitors (anon), and so the build, read only images whose owning
--     article or case study is published (or scheduled and due) or whose proof item is published
--     (private.image_owner_live). Editors read every image.
--   - Editors upload (the `images` function checks the bytes first: PNG, JPEG or WebP, decoded) and change the alt
--     text; the bytes never change. Nobody deletes one.
--   - An article's and a case study's cover is the column cover_image_id, saved with the row: only an image of that
--     same row can be its cover (a foreign key on the image, its owner kind and its owner id).
create table public.images (
  id bigint generated always as identity primary key,
  owner_kind text not null check (owner_kind in ('article', 'case-study', 'proof')),
  owner_id bigint not null check (owner_id > 0),
  mime text not null check (mime in ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea not null check (octet_length(bytes) between 1 and 10485760),
  -- As displayed (after the EXIF orientation).
  width integer not null check (width between 1 and 20000),
  height integer not null check (height between 1 and 20000),
  alt text not null check (char_length(btrim(alt)) between 1 and 300),
  uploaded_at timestamptz not null default now(),
  -- The token's sub and email.
  uploaded_by text,
  uploaded_by_email text,
  unique (id, owner_kind, owner_id)
);
create index images_owner on public.images (owner_kind, owner_id);

comment on table public.images is 'Uploaded images (bytes, type, size, alt). Editors read all; others those of live rows.';

-- True when the owning row is live. Proof items (public.proof_items, issue 49) count once that table exists.
create function private.image_owner_live(p_kind text, p_id bigint) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  live boolean := false;
begin
  if p_kind = 'article' then
    select exists (select 1 from public.articles a where a.id = p_id
      and (a.state = 'published' or (a.state = 'scheduled' and a.publish_at <= now()))) into live;
  elsif p_kind = 'case-study' then
    select exists (select 1 from public.case_studies c where c.id = p_id
      and (c.state = 'published' or (c.state = 'scheduled' and c.publish_at <= now()))) into live;
  elsif p_kind = 'proof' and to_regclass('public.proof_items') is not null then
    execute 'select exists (select 1 from public.proof_items p where p.id = $1 and p.state = ''published'')'
      into live using p_id;
  end if;
  return live;
end
$$;
revoke all on function private.image_owner_live(text, bigint) from public;
grant execute on function private.image_owner_live(text, bigint) to anon, authenticated, service_role;

-- True when the owning row exists (an upload names a row that is there).
create function private.image_owner_exists(p_kind text, p_id bigint) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  found boolean := false;
begin
  if p_kind = 'article' then
    select exists (select 1 from public.articles a where a.id = p_id) into found;
  elsif p_kind = 'case-study' then
    select exists (select 1 from public.case_studies c where c.id = p_id) into found;
  elsif p_kind = 'proof' and to_regclass('public.proof_items') is not null then
    execute 'select exists (select 1 from public.proof_items p where p.id = $1)' into found using p_id;
  end if;
  return found;
end
$$;
revoke all on function private.image_owner_exists(text, bigint) from public;
grant execute on function private.image_owner_exists(text, bigint) to authenticated, service_role;

alter table public.images enable row level security;
revoke all on table public.images from public, anon, authenticated;
grant select on table public.images to anon, authenticated;
grant insert (owner_kind, owner_id, mime, bytes, width, height, alt) on table public.images to authenticated;
grant update (alt) on table public.images to authenticated;
grant all on table public.images to service_role;

create policy "Everyone reads images of live rows; editors all" on public.images for select to anon, authenticated
  using (private.image_owner_live(owner_kind, owner_id) or ((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));
create policy "Editors upload images of existing rows" on public.images for insert to authenticated
  with check (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false))
    and private.image_owner_exists(owner_kind, owner_id));
create policy "Editors change the alt text" on public.images for update to authenticated
  using (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)))
  with check (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));

-- Who uploaded it and when are the database's.
create function private.image_touch() returns trigger language plpgsql security invoker set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    new.uploaded_at := now();
    new.uploaded_by := auth.jwt() ->> 'sub';
    new.uploaded_by_email := auth.jwt() ->> 'email';
  end if;
  return new;
end
$$;
revoke all on function private.image_touch() from public;
create trigger images_touch before insert or update on public.images
  for each row execute function private.image_touch();
-- A changed alt text of a live image changes its pages.
create trigger images_mark_site_changed after update on public.images
  for each row execute function private.mark_site_changed();

-- The covers: an image of the same row, or none.
alter table public.articles
  add column image_owner_kind text not null generated always as ('article') stored,
  add column cover_image_id bigint,
  add constraint articles_cover foreign key (cover_image_id, image_owner_kind, id)
    references public.images (id, owner_kind, owner_id);
alter table public.case_studies
  add column image_owner_kind text not null generated always as ('case-study') stored,
  add column cover_image_id bigint,
  add constraint case_studies_cover foreign key (cover_image_id, image_owner_kind, id)
    references public.images (id, owner_kind, owner_id);
grant insert (cover_image_id), update (cover_image_id) on table public.articles, public.case_studies to authenticated;
