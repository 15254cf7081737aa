-- Run once in the SQL editor of the Supabase project (NOT a migration: it needs the project's URL and a secret, and
-- pg_cron/pg_net exist only on Supabase). Every minute, Postgres calls the retry paths of send-contact-email (below:
-- and of submit-application, which also deletes applications past their retention). The enquiries' one
-- delivers pending enquiry e-mails with exponential backoff (MAIL_RETRY_BASE_MS doubling up to MAIL_RETRY_MAX_MS), up to
-- MAIL_MAX_ATTEMPTS attempts (then status 'failed', see docs/backend.md and docs/operating.md); it also runs the site's
-- analytics catch-up (the daily roll-up, docs/analytics.md).
-- Locally, supabase/local/stack.ts does the same every 5 seconds.
--
-- 1. Set the function secret:  supabase secrets set RETRY_SECRET=<long random string>
-- 2. Store the same value and the project URL in Vault, then schedule the call:
create extension if not exists pg_cron;
create extension if not exists pg_net;

select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
select vault.create_secret('<the RETRY_SECRET value>', 'enquiry_retry_secret');

select cron.schedule(
  'send-contact-email-retry',
  '* * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
           || '/functions/v1/send-contact-email/retry',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'enquiry_retry_secret')
    ),
    body := '{}'::jsonb,
    -- One call claims rows for up to MAIL_RETRY_BUDGET_MS (20 s) and finishes the row in hand (two messages at
    -- MAIL_SEND_DEADLINE_MS, 30 s each): wait long enough to see its answer. Overlapping calls are safe (rows are
    -- claimed one at a time with SKIP LOCKED).
    timeout_milliseconds := 120000
  );
  $$
);

-- The same for applications (submit-application): pending application e-mails, and the retention's deletions
-- (applications older than applicationRetentionMonths in packages/content/src/application.ts, their CVs included).
select cron.schedule(
  'submit-application-retry',
  '* * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
           || '/functions/v1/submit-application/retry',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'enquiry_retry_secret')
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 120000
  );
  $$
);
