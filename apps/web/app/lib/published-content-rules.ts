// The rules the build and the pages share about published content, with no UI in them (the build plugin and
// vite.config.ts import only this; scripts/ui-boundaries.test.ts holds the boundary): which backend a build serves,
// decided at build time — a Supabase project (SITE_SUPABASE_URL), or the embedded local backend
// (SITE_LOCAL_BACKEND=1, or the dev server), the only builds where the development-token sign-in exists — and what
// an FAQ row is.
type Env = Record<string, string | undefined>;

/** True for builds served with the embedded local backend: `npm start`, the end-to-end tests, the dev server. */
export function localBackendBuild(env: Env): boolean {
  return env.SITE_LOCAL_BACKEND === "1" || env.NODE_ENV === "development";
}

export const missingSupabaseUrl =
  "SITE_SUPABASE_URL is not set. A production build names its Supabase project (SITE_SUPABASE_URL and " +
  "SITE_SUPABASE_ANON_KEY), so that staff sign in with Supabase Auth. A build served with the embedded local backend " +
  "(npm start, the end-to-end tests) sets SITE_LOCAL_BACKEND=1 instead.";

/** An FAQ row as the `faqs` edge function returns it. */
export interface Faq {
  id: number;
  question: string;
  answer: string;
}

export function isFaq(value: unknown): value is Faq {
  const row = value as Partial<Faq> | null;
  return (
    typeof row === "object" &&
    row !== null &&
    Number.isInteger(row.id) &&
    typeof row.question === "string" &&
    typeof row.answer === "string"
  );
}
