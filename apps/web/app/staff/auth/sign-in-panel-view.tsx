// What the staff sign-in page shows, from what the panel knows: the account once signed in, else the way to sign in
// that this build offers. No session read and no calls: staff-sign-in-panel.tsx passes them; the stories give fixtures.
import type { StaffPage } from "@solvix/content/pages/staff-room";
import type { StaffSignInTexts } from "@solvix/content/pages/staff-sign-in";
import { DevelopmentTokenForm } from "./development-token-form.tsx";
import { PasswordForm, type SignIn } from "./password-form.tsx";
import { SignedInCard } from "./signed-in-card.tsx";
import type { StaffSessionHint } from "./staff-session.ts";

/** How this build signs staff in: Supabase Auth, a development token (embedded local backend), or not at all. */
export type SignInMethod = "password" | "development-token" | "none";

export type SignInPanelViewProps = {
  /** The signed-in account, if any. */
  session: StaffSessionHint | undefined;
  method: SignInMethod;
  copy: StaffSignInTexts;
  /** The staff room's pages, for the way to each role's page. */
  pages: readonly StaffPage[];
  /** False while prerendered and hydrating: the forms' buttons wait for React. */
  ready: boolean;
  /** E-mail and password sign-in; rejects with an error whose `reason` is "unreachable" or "rejected". */
  signIn: SignIn;
  /** Why a development token handed over in the address could not be used, or nothing. */
  addressTokenError: string;
};

export function SignInPanelView({
  session,
  method,
  copy,
  pages,
  ready,
  signIn,
  addressTokenError,
}: SignInPanelViewProps) {
  // Signing out is the staff navigation's (staff/layout/staff-nav.tsx), on every staff page.
  if (session) return <SignedInCard session={session} copy={copy} pages={pages} />;
  if (method === "password") return <PasswordForm copy={copy} disabled={!ready} signIn={signIn} />;
  if (method === "development-token") {
    return <DevelopmentTokenForm texts={copy.developmentToken} disabled={!ready} initialError={addressTokenError} />;
  }
  // Unreachable in a build the build-time check lets through; said plainly rather than offering any sign-in.
  return (
    <p className="rounded-xl border border-ink-200 bg-white px-4 py-3 text-ink-800" role="status">
      {copy.notConfigured}
    </p>
  );
}
