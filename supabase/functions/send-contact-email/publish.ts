// The site's publish backstop, run by the scheduled retry path (pg_cron every minute on Supabase, the local stack's
// scheduler every few seconds): a change not yet published whose build is due now (the save's own check never ran, the
// database was away, a build failed or never reported) gets its deploy hook call; and once a run of failed builds
// reaches SITE_PUBLISH_MAX_ATTEMPTS, staff get one alert by mail (and an error line in the log).
import type postgres from "postgres";
import { publishAlertDue, publishDue, type DeployHookSettings, type PublishAlert } from "../_shared/deploy-hook.ts";
import type { MailSettings } from "../_shared/enquiries.ts";
import { errorKind, log } from "../_shared/log.ts";
import type { MailMessage, MailProvider } from "../_shared/mail/provider.ts";

export function publishAlertMail(alert: PublishAlert, mail: MailSettings): MailMessage {
  return {
    from: mail.from,
    to: mail.companyInbox,
    subject: `The website could not be published (${alert.attempts} builds failed)`,
    text: [
      `The website has changes that are not published: ${alert.attempts} builds in a row failed.`,
      `The site shows content version ${alert.published_version}; the database holds version ${alert.content_version}.`,
      ``,
      `The last failure: ${alert.last_error}`,
      ``,
      `The build is tried again on its own (at most every hour); once one succeeds, the change is published.`,
      `This alert is sent once until then.`,
    ].join("\n"),
    idempotencyKey: `site-publish-alert-${alert.content_version}-${alert.attempts}`,
  };
}

export async function publishBackstop(
  settings: DeployHookSettings | undefined,
  sql: () => postgres.Sql,
  mailer: () => MailProvider,
  mail: MailSettings,
): Promise<string> {
  if (!settings?.url) return "off";
  try {
    const alert = await publishAlertDue(settings, sql);
    if (alert) {
      await mailer()
        .send(publishAlertMail(alert, mail))
        .catch((error: unknown) => log("error", "site.publish_alert_not_sent", { error: errorKind(error) }));
    }
    return await publishDue(settings, sql);
  } catch (error) {
    log("error", "site.publish_check_failed", { error: errorKind(error) });
    return "failed";
  }
}
