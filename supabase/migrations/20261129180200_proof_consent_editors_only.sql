-- The consent record of a proof row (who at the client agreed, when, how) is for editors only (issue 44). Until now
-- any signed-in account (a recruiter, sales) could read every column of the published rows, the consent record
-- among them, straight from the database: only the proof function kept its desk to editors. Signed-in accounts now
-- read the columns visitors read, and who saved; editors read the consent record through public.proof_consents(),
-- which answers nothing for anyone else. Writing is unchanged (the policies let only editors write).
-- Named after 20261129180100_proof_images.sql, whose table it changes (the migrations run in name order).
revoke select on table public.proof_items from authenticated;
grant select (id, kind, name, role, company, quote, country, field, issuer, year, image_id, state, sort_order,
  updated_at, updated_by) on table public.proof_items to authenticated;

-- Every row's consent record for an editor (app_metadata.role 'editor', or 'editor' among app_metadata.roles), as
-- the policies of 20261129180000_proof.sql name them; no row for anyone else.
create function public.proof_consents()
returns table (id bigint, consent_by text, consent_at date, consent_how text)
language sql stable security definer set search_path = '' as $$
  select p.id, p.consent_by, p.consent_at, p.consent_how
    from public.proof_items p
   where (auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
      or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false);
$$;
revoke all on function public.proof_consents() from public, anon;
grant execute on function public.proof_consents() to authenticated, service_role;
