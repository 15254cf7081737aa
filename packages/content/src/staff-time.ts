// When something happened, as staff read it: in Singapore time, the company's ("3 Dec 2026, 9:15 pm"; a day
// "3 Dec 2026"; in a file name "2026-12-03"). The staff pages show it as it is; the staff mails (a generated copy in
// supabase/functions/_shared/content/) name the zone, since a reader of the company inbox may be elsewhere.
const zone = "Asia/Singapore";

export const staffTime = (at: Date | string): string =>
  new Date(at).toLocaleString("en-SG", { dateStyle: "medium", timeStyle: "short", timeZone: zone });

export const staffDay = (at: Date | string): string =>
  new Date(at).toLocaleDateString("en-SG", { dateStyle: "medium", timeZone: zone });

const isoParts = new Intl.DateTimeFormat("en-SG", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: zone,
});

/** The Singapore day as a file name or a date field writes it: "2026-12-04" (from 4 Dec 2026, 00:00 Singapore time). */
export const staffIsoDay = (at: Date | string): string => {
  const parts = isoParts.formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
};

/** As a staff mail says it: "3 Dec 2026, 9:15 pm Singapore time". */
export const staffTimeInMail = (at: Date | string): string => `${staffTime(at)} Singapore time`;
