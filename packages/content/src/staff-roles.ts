// The staff roles the database's policies know (supabase/migrations), with no zod: the site's staff pages read it.

/** FAQ (and article) editors, recruiters, positions editors, sales staff (the leads), marketing staff (the analytics):
 * `app_metadata.role` / `app_metadata.roles` of a staff account. */
export const staffRoles = ["editor", "recruiter", "positions_editor", "sales", "marketing"] as const;
export type StaffRole = (typeof staffRoles)[number];
