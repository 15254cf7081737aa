-- Optional backstop, run once in the SQL editor of the Supabase project (NOT a migration: it needs the deploy hook's
-- URL, a secret, and pg_cron/pg_net exist only on Supabase). After a FAQ save the faqs function itself calls the static
-- host's deploy hook once the edits have stopped (supabase/functions/_shared/deploy-hook.ts). Should the instance that
-- was waiting be stopped first, the change stays due in private.site_publish; this job calls the hook for it within a
-- minute. It claims the deploy exactly as the function does (private.claim_site_deploy), so the two never both call.
-- Keep 15000 equal to the function's SITE_DEPLOY_HOOK_QUIET_MS.
--
-- Store the hook's URL in Vault, then schedule the check:
create extension if not exists pg_cron;
create extension if not exists pg_net;

select vault.create_secret('<the deploy hook URL>', 'site_deploy_hook_url');

select cron.schedule(
  'site-publish-backstop',
  '* * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'site_deploy_hook_url'),
    body := '{}'::jsonb
  )
  from private.claim_site_deploy(15000)
  where outcome = 'claimed';
  $$
);
