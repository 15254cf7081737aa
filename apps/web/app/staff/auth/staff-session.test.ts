// What the page reads from a stored staff session without supabase-js.
import { staffSignInPage } from "@solvix/content/pages/staff-sign-in";
import { describe, expect, it } from "vitest";
import { developmentSession as developmentSessionWith } from "./dev-token.ts";
import { decodeClaims, developmentRefreshToken, sessionHint } from "./staff-session.ts";

/** An unsigned JWT-shaped string: the page never verifies tokens (the backend does), it only reads the claims. */
function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "ES256", typ: "JWT" })}.${part(claims)}.signature`;
}

const developmentSession = (pasted: string, now?: number) =>
  developmentSessionWith(pasted, staffSignInPage.developmentToken.errors, now);

const inAnHour = Math.floor(Date.now() / 1000) + 3600;
const editorClaims = {
  sub: "u1",
  exp: inAnHour,
  email: "ed@example.com",
  role: "authenticated",
  app_metadata: { role: "editor" },
};

describe("the staff session hint", () => {
  it("reads the claims of a token, including non-ASCII text", () => {
    expect(decodeClaims(token({ ...editorClaims, email: "zoë@example.com" }))).toMatchObject({
      sub: "u1",
      email: "zoë@example.com",
    });
  });

  it("rejects what is not a JWT with a subject and an expiry", () => {
    expect(decodeClaims("not-a-token")).toBeUndefined();
    expect(decodeClaims("a.b.c")).toBeUndefined();
    expect(decodeClaims(token({ exp: inAnHour }))).toBeUndefined();
  });

  it("says an editor is an editor, and an authenticated user without the role is not", () => {
    const stored = (claims: Record<string, unknown>) =>
      JSON.stringify({ access_token: token(claims), refresh_token: "r", expires_at: inAnHour });
    expect(sessionHint(stored(editorClaims))).toMatchObject({
      email: "ed@example.com",
      roles: ["editor"],
      isEditor: true,
      development: false,
    });
    expect(sessionHint(stored({ ...editorClaims, app_metadata: {} }))).toMatchObject({ isEditor: false, roles: [] });
    // user_metadata is writable by the user: it never makes an editor.
    expect(
      sessionHint(stored({ ...editorClaims, app_metadata: {}, user_metadata: { role: "editor" } }))?.isEditor,
    ).toBe(false);
  });

  it("reads every staff role: app_metadata.role and the entries of app_metadata.roles, never user_metadata", () => {
    const stored = (app_metadata: unknown, extra: Record<string, unknown> = {}) =>
      JSON.stringify({
        access_token: token({ ...editorClaims, app_metadata, ...extra }),
        refresh_token: "r",
        expires_at: inAnHour,
      });
    expect(sessionHint(stored({ role: "recruiter" }))).toMatchObject({ roles: ["recruiter"], isEditor: false });
    expect(sessionHint(stored({ role: "positions_editor" }))).toMatchObject({ roles: ["positions_editor"] });
    expect(sessionHint(stored({ roles: ["recruiter", "editor"] }))).toMatchObject({
      roles: ["editor", "recruiter"],
      isEditor: true,
    });
    expect(
      sessionHint(stored({ role: "recruiter", roles: ["recruiter", "positions_editor", "admin"] }))?.roles,
    ).toEqual(["recruiter", "positions_editor"]);
    expect(sessionHint(stored({ roles: "editor" }))?.roles).toEqual([]);
    expect(sessionHint(stored({}, { user_metadata: { role: "recruiter", roles: ["editor"] } }))?.roles).toEqual([]);
  });

  it("has no session for empty, broken or incomplete storage", () => {
    expect(sessionHint(null)).toBeUndefined();
    expect(sessionHint("{not json")).toBeUndefined();
    expect(sessionHint(JSON.stringify({ access_token: token(editorClaims) }))).toBeUndefined();
  });

  it("stores a development token as the session shape supabase-js reads back", () => {
    const now = Date.now();
    const session = developmentSession(`  ${token(editorClaims)}\n`, now);
    expect(session).toMatchObject({
      access_token: token(editorClaims),
      token_type: "bearer",
      expires_at: inAnHour,
      refresh_token: developmentRefreshToken,
      user: { id: "u1", email: "ed@example.com", app_metadata: { role: "editor" } },
    });
    expect(sessionHint(JSON.stringify(session))).toMatchObject({ isEditor: true, development: true });
  });

  it("refuses a pasted token that is not one or has expired, saying why", () => {
    expect(() => developmentSession("hello")).toThrow(/not a token/);
    expect(() => developmentSession(token({ ...editorClaims, exp: 1000 }))).toThrow(/expired/);
  });
});
