// One CRM hand-off: the enquiry POSTed as JSON, signed as the Standard Webhooks specification says (the maintained
// `standardwebhooks` package: webhook-id = the enquiry's id, webhook-timestamp, webhook-signature v1 HMAC-SHA256 with
// the whsec_ secret CRM_WEBHOOK_SECRET), following redirects on the same host only.
import { Webhook } from "standardwebhooks";
import type { Attribution } from "./attribution.ts";
import { sourceOf } from "./attribution.ts";
import { type CrmSettings, refusedHost } from "./crm-settings.ts";
import type { EnquiryRecord } from "./enquiries.ts";
import { errorKind } from "./log.ts";

/** An enquiry due for the CRM, with the claim this worker holds. */
export interface CrmRow extends EnquiryRecord {
  attribution: Attribution | null;
  crm_lease_token: string;
  crm_attempts: number;
}

/** The JSON a receiver gets: the enquiry, its source and attribution. */
export function crmPayload(row: CrmRow): string {
  return JSON.stringify({
    type: "enquiry.created",
    timestamp: new Date(row.created_at).toISOString(),
    data: {
      id: Number(row.id),
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      contactNumber: row.contact_number,
      company: row.company,
      message: row.message,
      createdAt: new Date(row.created_at).toISOString(),
      source: sourceOf(row.attribution),
      attribution: row.attribution,
    },
  });
}

export class CrmError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** One POST, following at most three redirects on the same host; throws CrmError. */
export async function postToCrm(row: CrmRow, settings: CrmSettings): Promise<number> {
  const body = crmPayload(row);
  // One time for the signature and its header: the library signs whole seconds of this moment.
  const at = new Date();
  const signature = new Webhook(settings.secret).sign(row.id, at, body);
  let url = settings.url;
  for (let hop = 0; hop < 4; hop++) {
    const refused = await refusedHost(url, settings);
    if (refused) throw new CrmError(`not sent: ${refused} (CRM_WEBHOOK_ALLOW_PRIVATE is not 1)`, true);
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/json",
          "webhook-id": row.id,
          "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
          "webhook-signature": signature,
          "user-agent": "Solvix-Website-CRM-Webhook/1",
        },
        body,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new CrmError(`no answer: ${errorKind(error)}`, false);
    }
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return response.status;
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get("location");
      const next = location ? new URL(location, url) : null;
      if (!next || next.host !== settings.url.host || next.protocol !== settings.url.protocol) {
        throw new CrmError(`redirected to ${next ? next.origin : "nowhere"}: another host is never followed`, true);
      }
      url = next;
      continue;
    }
    const retryable = response.status >= 500 || [408, 409, 425, 429].includes(response.status);
    throw new CrmError(`answered ${response.status}`, !retryable);
  }
  throw new CrmError("more than three redirects", true);
}
