// The settings of submit-application: the enquiry function's (origins, rate limit, salt, client address,
// acknowledgement ceilings, mail and its retries, from the same secrets) plus what only applications have.
import { applicationMaxBodyBytes, applicationRetentionMonths } from "../_shared/content/application.ts";
import { configFromEnv as enquiryConfigFromEnv, type Config as EnquiryConfig } from "../_shared/enquiry-config.ts";
import type { ApplicationMailSettings } from "./mails.ts";

export interface Config extends Omit<EnquiryConfig, "mail"> {
  mail: ApplicationMailSettings;
  /** Months an application is kept (the consent line states it; packages/content/src/application.ts). */
  retentionMonths: number;
}

export function configFromEnv(env: Deno.Env = Deno.env): Config {
  const base = enquiryConfigFromEnv(env);
  // The staff page the notification links to: STAFF_APPLICATIONS_URL, else the site's (first allowed) origin.
  const site = [...base.origins][0] ?? "";
  return {
    ...base,
    maxBodyBytes: applicationMaxBodyBytes,
    retentionMonths: applicationRetentionMonths,
    mail: {
      ...base.mail,
      companyInbox: (env.get("APPLICATIONS_MAIL_TO") || "").trim()
        ? (env.get("APPLICATIONS_MAIL_TO") ?? "")
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : base.mail.companyInbox,
      staffUrl: env.get("STAFF_APPLICATIONS_URL") || `${site}/staff/applications`,
      retentionMonths: applicationRetentionMonths,
    },
  };
}
