// The staff roles the database's policies know (supabase/migrations), with no zod: the site's staff pages read it.

/** FAQ editors, recruiters, positions editors: `app_metadata.role` / `app_metadata.roles` of a staff account. */
export const staffRoles = ["editor", "recruiter", "positions_editor"] as const;
export type StaffRole = (typeof staffRoles)[number];
