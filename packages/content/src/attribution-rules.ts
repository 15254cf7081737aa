// Where a visit came from: the campaign parameters a landing address may carry and how long each kept value may be.
// One source for the site (app/lib/visit-attribution.ts cuts what it keeps for the visit) and the backend (a generated
// copy in supabase/functions/_shared/content/: attribution.ts bounds what an enquiry or application brings, the
// collect function what an analytics event does). Imports nothing: the site's every page loads it.

/** The five campaign parameters of a landing address. */
export const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type Utm = Partial<Record<(typeof utmKeys)[number], string>>;

/** The longest value kept, in characters: each UTM parameter, a path, a referrer (origin and path). */
export const attributionLimits = { utm: 100, path: 200, referrer: 300 } as const;
