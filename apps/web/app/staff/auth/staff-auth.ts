/*
 * The staff side of Supabase Auth, loaded only by staff parts (signing in and out, the FAQ editor, the staff pages'
 * calls): never part of a page's first-load JavaScript. One supabase-js client per page keeps the session in local
 * storage (`staffSessionKey`) and refreshes the access token before it expires (spec section 6).
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { staffSessionChanged, staffSessionKey } from "./staff-session.ts";

/** supabase-js refuses an empty key; the local stack checks none. */
const localKey = "sb_publishable_local_development_only";

let client: SupabaseClient | undefined;

export function staffClient(backend: BackendSettings): SupabaseClient {
  client ??= createClient(backend.supabaseUrl || window.location.origin, backend.supabaseAnonKey || localKey, {
    auth: {
      storageKey: staffSessionKey,
      storage: window.localStorage,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
    },
  });
  return client;
}

/** The current access token (refreshed first when it is about to expire), or undefined when nobody is signed in. */
export async function staffAccessToken(backend: BackendSettings): Promise<string | undefined> {
  const { data } = await staffClient(backend).auth.getSession();
  return data.session?.access_token;
}

export class SignInError extends Error {
  readonly reason: "unreachable" | "rejected";
  constructor(reason: "unreachable" | "rejected", message: string) {
    super(message);
    this.name = "SignInError";
    this.reason = reason;
  }
}

/** E-mail and password sign-in with Supabase Auth; throws a SignInError. */
export async function signInWithPassword(backend: BackendSettings, email: string, password: string): Promise<void> {
  const { error } = await staffClient(backend).auth.signInWithPassword({ email, password });
  staffSessionChanged();
  if (!error) return;
  throw new SignInError(error.name === "AuthRetryableFetchError" ? "unreachable" : "rejected", error.message);
}

/** Signs out of this browser. A development session has no server side: removing it is all there is. */
export async function signOut(backend: BackendSettings, development: boolean): Promise<void> {
  if (!development) await staffClient(backend).auth.signOut({ scope: "local" });
  window.localStorage.removeItem(staffSessionKey);
  staffSessionChanged();
}
