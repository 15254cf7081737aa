/**
 * What the page can tell about a staff session without loading supabase-js: supabase-js keeps its session as JSON in
 * local storage under our storage key, and the access token's claims carry the user's staff roles (`app_metadata.role`, `app_metadata.roles`).
 * This is only a hint for the UI (show edit controls, load the editor); the database decides every write.
 */
import { staffRoles, type StaffRole } from "@solvix/content/staff-roles";
import { useMemo, useSyncExternalStore } from "react";

/** supabase-js `auth.storageKey` of the staff client, the same for a Supabase project and the local stack. */
export const staffSessionKey = "solvix-staff-auth";

export const editorRole = "editor";

/** The staff roles the policies know (supabase/migrations), from the content package. */
export { staffRoles, type StaffRole };

export interface StaffClaims {
  sub: string;
  email?: string;
  /** Seconds since epoch. */
  exp: number;
  role?: string;
  app_metadata?: { role?: unknown; roles?: unknown; [name: string]: unknown };
  [name: string]: unknown;
}

export interface StaffSessionHint {
  email: string;
  /** The staff roles it holds: `app_metadata.role` and the entries of `app_metadata.roles`, as the policies read them. */
  roles: StaffRole[];
  isEditor: boolean;
  /** The access token's expiry (ms since epoch); supabase-js refreshes it before then. */
  expiresAt: number;
  /** A development token minted with the local signing key (no refresh token, no auth server). */
  development: boolean;
}

/** The refresh token stored with a development token: there is no auth server to refresh it. */
export const developmentRefreshToken = "development-only-no-refresh";

function base64UrlDecode(part: string): string {
  const base64 = part
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(part.length / 4) * 4, "=");
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads a JWT's claims without verifying it (the backend verifies), or undefined when it is not a JWT. */
export function decodeClaims(token: string): StaffClaims | undefined {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const claims = JSON.parse(base64UrlDecode(parts[1])) as unknown;
    if (typeof claims !== "object" || claims === null) return undefined;
    const { sub, exp } = claims as Partial<StaffClaims>;
    if (typeof sub !== "string" || typeof exp !== "number") return undefined;
    return claims as StaffClaims;
  } catch {
    return undefined;
  }
}

/** The staff roles of a token's claims: `app_metadata.role`, and each of `app_metadata.roles` (a person may hold
 * several), in the order of `staffRoles`. user_metadata, which users write themselves, never counts. */
export function staffRolesOf(claims: StaffClaims): StaffRole[] {
  const held = new Set<unknown>([claims.app_metadata?.role]);
  const many = claims.app_metadata?.roles;
  if (Array.isArray(many)) for (const role of many) held.add(role);
  return staffRoles.filter((role) => held.has(role));
}

/** The hint of a stored supabase-js session (its JSON text), or undefined when there is none usable. */
export function sessionHint(stored: string | null): StaffSessionHint | undefined {
  if (!stored) return undefined;
  let session: unknown;
  try {
    session = JSON.parse(stored);
  } catch {
    return undefined;
  }
  const { access_token, refresh_token } = (session ?? {}) as { access_token?: unknown; refresh_token?: unknown };
  if (typeof access_token !== "string" || typeof refresh_token !== "string") return undefined;
  const claims = decodeClaims(access_token);
  if (!claims) return undefined;
  const development = refresh_token === developmentRefreshToken;
  // An expired development token cannot be refreshed; a real session can.
  if (development && claims.exp * 1000 <= Date.now()) return undefined;
  const roles = staffRolesOf(claims);
  return {
    email: typeof claims.email === "string" ? claims.email : "",
    roles,
    isEditor: roles.includes(editorRole),
    expiresAt: claims.exp * 1000,
    development,
  };
}

const listeners = new Set<() => void>();

/** Calls `listener` when the stored session changes: in another tab (storage event) or here (`staffSessionChanged`). */
export function subscribeStaffSession(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** Tell this page's subscribers that the session was written or removed (same-tab writes fire no storage event). */
export function staffSessionChanged(): void {
  for (const listener of [...listeners]) listener();
}

function storedSession(): string | null {
  try {
    return window.localStorage.getItem(staffSessionKey);
  } catch {
    // Storage disabled (privacy settings): no session.
    return null;
  }
}

const noSubscription = () => () => {};
const noSession = () => null;

/**
 * The staff session stored in this browser, if any. Prerendering and hydration see none, so the first client render
 * matches the prerendered page; the stored one follows right after. With `read` false it is none, and neither
 * storage nor its events are touched: a part that can wait asks a task later (the first read of local storage and the
 * first storage listener of a page cost a few milliseconds, four times that on a slow phone).
 */
export function useStaffSession(read = true): StaffSessionHint | undefined {
  const stored = useSyncExternalStore(
    read ? subscribeStaffSession : noSubscription,
    read ? storedSession : noSession,
    noSession,
  );
  return useMemo(() => sessionHint(stored), [stored]);
}
