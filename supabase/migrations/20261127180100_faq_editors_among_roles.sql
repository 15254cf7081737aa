-- A FAQ editor is a user whose app_metadata.role is 'editor', or who holds it among app_metadata.roles, as recruiters
-- and positions editors are (20261126170000_applications.sql, 20261126200000_positions.sql): a person may hold several
-- staff roles, e.g. '{"roles":["editor","recruiter"]}'. Before, only app_metadata.role counted here, so such a person
-- was refused every FAQ change.

alter policy "Editors can update FAQs" on public.faqs
  using (
    (auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)
  )
  with check (
    (auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)
  );
