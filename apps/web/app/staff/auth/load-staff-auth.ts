// supabase-js and the staff side of Supabase Auth, loaded when a staff member signs in or out (never on first load).
export const loadStaffAuth = () => import("./staff-auth.ts");
