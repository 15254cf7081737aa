// Which backend a build serves, decided at build time: a Supabase project (SITE_SUPABASE_URL), or the embedded local
// backend (SITE_LOCAL_BACKEND=1, or the dev server), the only builds where the development-token sign-in exists.
type Env = Record<string, string | undefined>;

/** True for builds served with the embedded local backend: `npm start`, the end-to-end tests, the dev server. */
export function localBackendBuild(env: Env): boolean {
  return env.SITE_LOCAL_BACKEND === "1" || env.NODE_ENV === "development";
}

export const missingSupabaseUrl =
  "SITE_SUPABASE_URL is not set. A production build names its Supabase project (SITE_SUPABASE_URL and " +
  "SITE_SUPABASE_ANON_KEY), so that staff sign in with Supabase Auth. A build served with the embedded local backend " +
  "(npm start, the end-to-end tests) sets SITE_LOCAL_BACKEND=1 instead.";
