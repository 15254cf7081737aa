// The staff sign-in panel: Supabase Auth, or a development token in a local build; the account once signed in.
import type { StaffPage } from "@solvix/content/pages/staff-room";
import type { StaffSignInTexts } from "@solvix/content/pages/staff-sign-in";
import { useHydrated } from "@solvix/ui/lib/use-hydrated";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { storeDevelopmentToken, type TokenErrorTexts } from "./dev-token.ts";
import { loadStaffAuth } from "./load-staff-auth.ts";
import { SignInPanelView } from "./sign-in-panel-view.tsx";
import { staffSessionChanged, subscribeStaffSession, useStaffSession } from "./staff-session.ts";

/** A development token handed over in the address, e.g. /staff/sign-in#token=eyJ… (what the mint script prints). */
function tokenFromHash(hash: string): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  return params.get("token") ?? params.get("access_token") ?? undefined;
}

/** The outcome of a token handed over in the address, kept outside React like the session it leads to. */
let hashTokenError = "";

/** Reads a development token from the address once, stores it, and takes it out of the address and history. */
function takeTokenFromAddress(errors: TokenErrorTexts): void {
  const token = tokenFromHash(window.location.hash);
  if (!token) return;
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  try {
    storeDevelopmentToken(token, errors);
    hashTokenError = "";
  } catch (error) {
    hashTokenError = error instanceof Error ? error.message : String(error);
    staffSessionChanged();
  }
}

/**
 * Staff sign-in (spec section 6): Supabase Auth e-mail and password when the build names a Supabase project; the
 * session lives in local storage and supabase-js refreshes it. A build for the embedded local backend has no auth
 * server, so the page says so and offers the development-only path: a token minted with the local signing key.
 */
export function StaffSignInPanel({
  backend,
  copy,
  pages,
}: {
  backend: BackendSettings;
  copy: StaffSignInTexts;
  /** The staff room's pages, for the way to each role's page. */
  pages: readonly StaffPage[];
}) {
  const session = useStaffSession();
  // False while prerendered and hydrating: the forms' buttons wait for React.
  const hydrated = useHydrated();
  const hashError = useSyncExternalStore(
    subscribeStaffSession,
    () => hashTokenError,
    () => "",
  );

  const tokenErrors = copy.developmentToken.errors;
  useEffect(() => {
    if (backend.developmentSignIn) takeTokenFromAddress(tokenErrors);
  }, [backend.developmentSignIn, tokenErrors]);

  // supabase-js loads on the first sign-in (never with the page).
  const signIn = useCallback(
    async (email: string, password: string) => (await loadStaffAuth()).signInWithPassword(backend, email, password),
    [backend],
  );

  return (
    <SignInPanelView
      session={session}
      method={backend.supabaseUrl ? "password" : backend.developmentSignIn ? "development-token" : "none"}
      copy={copy}
      pages={pages}
      ready={hydrated}
      signIn={signIn}
      addressTokenError={hashError}
    />
  );
}
