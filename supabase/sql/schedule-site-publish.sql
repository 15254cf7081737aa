-- No longer needed: the publish backstop is part of the scheduled retry path (sql/schedule-enquiry-retry.sql calls
-- POST /functions/v1/send-contact-email/retry every minute, which also calls the deploy hook for a change not yet
-- published, tries failed builds again with back-off and alerts staff once; functions/send-contact-email/publish.ts).
-- The earlier backstop claimed builds with private.claim_site_deploy, which migration 20261129020000 removed. If it was
-- scheduled on a project, remove it once in the SQL editor:
select cron.unschedule('site-publish-backstop')
 where exists (select 1 from cron.job where jobname = 'site-publish-backstop');
