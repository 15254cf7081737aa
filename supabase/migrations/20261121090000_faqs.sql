-- FAQs: everyone reads; only a signed-in user whose app_metadata.role is 'editor' updates; nobody inserts or deletes
-- through the public API. Maximums mirror faqEntrySchema in packages/content/src/pages/faqs.ts; zod counts UTF-16
-- units and Postgres code points, so the minimums here are half of zod's and the function (zod) is the authority.
create table public.faqs (
  id integer primary key check (id > 0),
  question text not null check (char_length(question) between 3 and 300 and question = btrim(question)),
  answer text not null check (char_length(answer) between 5 and 3000 and answer = btrim(answer)),
  updated_at timestamptz not null default now(),
  -- `sub` of the editor's token; null for the seeded rows.
  updated_by text
);

comment on table public.faqs is 'FAQ items shown on /faqs. Row-level security: read for all, update for editors only.';

alter table public.faqs enable row level security;

revoke all on table public.faqs from public, anon, authenticated;
grant select on table public.faqs to anon, authenticated;
-- Column-level grant: even an editor can change only the text, never the id or the audit columns directly.
grant update (question, answer) on table public.faqs to authenticated;
grant all on table public.faqs to service_role;

create policy "Everyone can read FAQs" on public.faqs
  for select to anon, authenticated
  using (true);

create policy "Editors can update FAQs" on public.faqs
  for update to authenticated
  using ((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor')
  with check ((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');

-- Audit columns are set by the database, from the verified claims of the request.
create function private.faqs_touch() returns trigger language plpgsql security invoker set search_path = '' as $$
begin
  new.updated_at := now();
  new.updated_by := auth.jwt() ->> 'sub';
  return new;
end
$$;
revoke all on function private.faqs_touch() from public;

create trigger faqs_touch before update on public.faqs
  for each row execute function private.faqs_touch();
