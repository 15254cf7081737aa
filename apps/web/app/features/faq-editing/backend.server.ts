import { site } from "@solvix/content/site";
import type { BackendSettings } from "../../lib/enquiry-client.ts";

/** The backend the browser talks to, read at build time for a route's loader data (empty URL: this origin's proxy). */
export function backendSettings(): BackendSettings {
  return { supabaseUrl: site.supabaseUrl, supabaseAnonKey: site.supabaseAnonKey };
}
