// The words staff read a visit's campaign and timing in: the enquiry and application pages and the staff mails (a
// generated copy in supabase/functions/_shared/content/). Apart from attribution-rules.ts, which every public page
// loads, so that only the staff pages' chunks carry these.
import { type Utm, utmKeys } from "./attribution-rules.ts";

/** A campaign's parameters in their usual order ("source=linkedin, medium=social, campaign=q4"), "" when none: the
 * database hands them back in its own key order (jsonb: "medium" before "source"). */
export const campaignText = (utm: Utm | undefined): string =>
  utm ? utmKeys.flatMap((key) => (utm[key] ? [`${key.slice(4)}=${utm[key]}`] : [])).join(", ") : "";

/** The time from landing to sending: "7 s", "3 min", "1.5 h". */
export const sinceLandingText = (ms: number): string =>
  ms < 60_000
    ? `${Math.round(ms / 1000)} s`
    : ms < 3_600_000
      ? `${Math.round(ms / 60_000)} min`
      : `${(ms / 3_600_000).toFixed(1)} h`;
