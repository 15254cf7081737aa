-- Proof staff enter (issue 49): testimonials, client logos, team members and certifications, one row each. The fields'
-- rules are packages/content/src/proof-rules.ts (zod, the `proof` function's authority; the checks here are
-- backstops). Nothing is seeded: the site shows a band only when editors have published a row for it.
--   - Visitors (anon) read published rows, without the consent record (the column grants leave it out).
--   - Editors (app_metadata.role 'editor', or 'editor' among app_metadata.roles) read, add, change and delete every
--     row: a client who withdraws their agreement is deleted, not hidden.
--   - A testimonial and a client logo cannot be stored without the client's agreement: who agreed, when, how.
create table public.proof_items (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('testimonial', 'logo', 'team', 'certification')),
  -- The person quoted, the team member, or the certification's name.
  name text check (char_length(name) between 2 and 120),
  role text check (char_length(role) between 2 and 80),
  company text check (char_length(company) between 2 and 80),
  quote text check (char_length(quote) between 20 and 600),
  country text check (char_length(country) between 2 and 60),
  -- The landing page of a testimonial's field: '/industries/<slug>' or '/sectors/<slug>'.
  field text check (field ~ '^/(industries|sectors)/[a-z0-9]+(-[a-z0-9]+)*$'),
  issuer text check (char_length(issuer) between 2 and 120),
  year integer check (year between 1950 and 2100),
  -- An uploaded image's reference (photo, logo or badge).
  image text check (char_length(image) between 1 and 300),
  consent_by text check (char_length(consent_by) between 2 and 120),
  consent_at date,
  consent_how text check (char_length(consent_how) between 5 and 300),
  state text not null default 'draft' check (state in ('draft', 'published')),
  sort_order integer not null default 0 check (sort_order between 0 and 999),
  updated_at timestamptz not null default now(),
  updated_by text,
  constraint proof_items_fields check (case kind
    when 'testimonial' then quote is not null and name is not null and role is not null and company is not null
    when 'logo' then company is not null
    when 'team' then name is not null and role is not null and country is not null
    else name is not null and issuer is not null end),
  constraint proof_items_consent check (kind not in ('testimonial', 'logo')
    or (consent_by is not null and consent_at is not null and consent_how is not null))
);
create index proof_items_published on public.proof_items (kind, sort_order, id) where state = 'published';

comment on table public.proof_items is 'Testimonials, client logos, team, certifications. Published rows for all; every row for editors.';
comment on column public.proof_items.consent_by is 'Who at the client agreed to be quoted or shown (staff only).';
comment on column public.proof_items.consent_at is 'When they agreed (staff only).';
comment on column public.proof_items.consent_how is 'How they agreed and where the record is kept (staff only).';

alter table public.proof_items enable row level security;

revoke all on table public.proof_items from public, anon, authenticated;
grant select (id, kind, name, role, company, quote, country, field, issuer, year, image, state, sort_order, updated_at)
  on table public.proof_items to anon;
grant select on table public.proof_items to authenticated;
grant insert (kind, name, role, company, quote, country, field, issuer, year, image, consent_by, consent_at,
  consent_how, state, sort_order) on table public.proof_items to authenticated;
grant update (kind, name, role, company, quote, country, field, issuer, year, image, consent_by, consent_at,
  consent_how, state, sort_order) on table public.proof_items to authenticated;
grant delete on table public.proof_items to authenticated;
grant all on table public.proof_items to service_role;

create policy "Everyone reads published proof; editors every row" on public.proof_items for select
  to anon, authenticated using (state = 'published' or ((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));
create policy "Editors add proof" on public.proof_items for insert to authenticated with check (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));
create policy "Editors change proof" on public.proof_items for update to authenticated
  using (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false))) with check (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));
create policy "Editors delete proof" on public.proof_items for delete to authenticated using (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));

-- Before a save: when and who.
create function private.proof_touch() returns trigger language plpgsql security invoker set search_path = '' as $$
begin
  new.updated_at := now();
  new.updated_by := auth.jwt() ->> 'sub';
  return new;
end
$$;
revoke all on function private.proof_touch() from public;
create trigger proof_items_touch before insert or update on public.proof_items
  for each row execute function private.proof_touch();

-- A change is published as a change of FAQs is (private.site_publish, 20261126100000_site_publish.sql).
create trigger proof_items_mark_site_changed after insert or update or delete on public.proof_items
  for each row execute function private.mark_site_changed();
