// The backend the browser talks to, as a route's loader hands it over: shared by the public forms and the staff pages.

/** Where the browser sends its calls: the Supabase project, or (empty URL) the embedded backend on this origin. */
export interface BackendSettings {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** A build for the embedded local backend: staff sign in with a development token (no auth server). */
  developmentSignIn?: boolean;
}
