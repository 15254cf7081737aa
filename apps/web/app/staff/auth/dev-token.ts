// Development tokens of the local stack, stored as supabase-js stores a session (development builds only).
import type { StaffSignInTexts } from "@solvix/content/pages/staff-sign-in";
import {
  decodeClaims,
  developmentRefreshToken,
  sessionHint,
  staffSessionChanged,
  staffSessionKey,
  type StaffSessionHint,
} from "./staff-session.ts";

/** Why a pasted token cannot be used (`staffSignInPage.developmentToken.errors` of the content package). */
export type TokenErrorTexts = StaffSignInTexts["developmentToken"]["errors"];

/**
 * The supabase-js session object for a development token (the shape supabase-js stores), so the one staff client
 * reads it like a real session. Throws an Error with a message for the person pasting the token.
 */
export function developmentSession(token: string, errors: TokenErrorTexts, now = Date.now()) {
  const trimmed = token.trim();
  const claims = decodeClaims(trimmed);
  if (!claims) throw new Error(errors.notAToken);
  const expiresAt = claims.exp;
  if (expiresAt * 1000 <= now) throw new Error(errors.expired);
  return {
    access_token: trimmed,
    token_type: "bearer",
    expires_in: Math.round(expiresAt - now / 1000),
    expires_at: expiresAt,
    refresh_token: developmentRefreshToken,
    user: {
      id: claims.sub,
      aud: typeof claims.aud === "string" ? claims.aud : "authenticated",
      role: typeof claims.role === "string" ? claims.role : "authenticated",
      email: claims.email,
      app_metadata: claims.app_metadata ?? {},
      user_metadata: {},
      created_at: new Date(now).toISOString(),
    },
  };
}

/**
 * Development only: stores a token minted by `supabase/scripts/mint-dev-token.ts` (the local signing key) as the
 * supabase-js session, so the editor reads it like a real one. Throws an Error describing a bad token.
 */
export function storeDevelopmentToken(token: string, errors: TokenErrorTexts): StaffSessionHint {
  const session = JSON.stringify(developmentSession(token, errors));
  const hint = sessionHint(session);
  if (!hint) throw new Error(errors.unusable);
  window.localStorage.setItem(staffSessionKey, session);
  staffSessionChanged();
  return hint;
}
