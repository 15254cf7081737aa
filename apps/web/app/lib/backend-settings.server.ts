// The backend settings a route hands the browser, read from the build settings.
import { site } from "@solvix/content/site";
import type { BackendSettings } from "./backend-settings.ts";
import { localBackendBuild } from "./published-content-rules.ts";

/** The backend the browser talks to, read at build time for a route's loader data (empty URL: this origin's proxy). */
export function backendSettings(): BackendSettings {
  return {
    supabaseUrl: site.supabaseUrl,
    supabaseAnonKey: site.supabaseAnonKey,
    // The development-token sign-in: only in builds for the embedded local backend, never next to a real project.
    developmentSignIn: !site.supabaseUrl && localBackendBuild(process.env),
  };
}
