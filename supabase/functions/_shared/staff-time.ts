// When something happened, as the staff's mails say it: Singapore time, in the words the staff pages use
// ("3 Dec 2026, 9:15 pm"), named, since a reader of the company inbox may be elsewhere. The mails said UTC in ISO 8601
// ("2026-12-03T13:15:14.476Z") beside a staff page that shows the same enquiry at 9:15 pm.
const singapore = new Intl.DateTimeFormat("en-SG", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Singapore",
});

export const staffTime = (at: Date | string): string => `${singapore.format(new Date(at))} Singapore time`;
