// Stories of the staff room: a signed-in session for the parts that read it (a fixture in this frame's local storage,
// as the sign-in stores it; nothing is sent anywhere), removed when the story ends.
import { staffSessionChanged, staffSessionKey, type StaffRole } from "./auth/staff-session.ts";

const base64Url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** Stores a session of `email` holding `roles` (unsigned: only the page's own hint reads it); returns its removal. */
export function signInForStory(roles: readonly StaffRole[], email = "staff@example.com"): () => void {
  const claims = { sub: "story", email, exp: Math.floor(Date.now() / 1000) + 3600, app_metadata: { roles } };
  const token = [base64Url('{"alg":"none"}'), base64Url(JSON.stringify(claims)), "story"].join(".");
  window.localStorage.setItem(staffSessionKey, JSON.stringify({ access_token: token, refresh_token: "story" }));
  staffSessionChanged();
  return () => {
    window.localStorage.removeItem(staffSessionKey);
    staffSessionChanged();
  };
}
