// When something happened, as staff read it: in Singapore time, the company's ("3 Dec 2026, 9:15 pm"; a day
// "3 Dec 2026"). The staff pages show it as it is; the staff mails (a generated copy in
// supabase/functions/_shared/content/) name the zone, since a reader of the company inbox may be elsewhere.
const zone = "Asia/Singapore";

export const staffTime = (at: Date | string): string =>
  new Date(at).toLocaleString("en-SG", { dateStyle: "medium", timeStyle: "short", timeZone: zone });

export const staffDay = (at: Date | string): string =>
  new Date(at).toLocaleDateString("en-SG", { dateStyle: "medium", timeZone: zone });

/** As a staff mail says it: "3 Dec 2026, 9:15 pm Singapore time". */
export const staffTimeInMail = (at: Date | string): string => `${staffTime(at)} Singapore time`;
