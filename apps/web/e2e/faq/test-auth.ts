/*
 * Supabase's hosted auth server cannot run here; the test plays its JWKS endpoint. A TEST signing key (ES256, made
 * fresh for each run, never used anywhere else) signs the tokens the tests hand to the browser, and its public half
 * is served as a JWKS document at the URL the faqs function is told to trust (SUPABASE_JWKS_URL). The function's
 * own verification, the database roles and row-level security are the real ones.
 */
import { generateKeyPairSync, randomUUID, sign, type KeyObject } from "node:crypto";
import { createServer, type Server } from "node:http";

export const testIssuer = "https://e2e-test-auth.invalid/auth/v1";

export interface TestAuth {
  /** The JWKS document's URL. */
  jwksUrl: string;
  /** A token as Supabase Auth would issue it, signed with the test key (or with `signWith`, to forge one). */
  token(options?: {
    role?: string;
    /** app_metadata.roles: several staff roles at once. */
    roles?: string[];
    email?: string;
    expiresIn?: number;
    signWith?: KeyObject;
  }): string;
  /** A key that the JWKS does not list (for forged tokens). */
  strangerKey: KeyObject;
  close(): Promise<void>;
}

const base64url = (value: unknown) =>
  Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");

export async function startTestAuth(): Promise<TestAuth> {
  const kid = `e2e-test-${randomUUID()}`;
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const strangerKey = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
  const jwks = JSON.stringify({ keys: [{ ...publicKey.export({ format: "jwk" }), kid, alg: "ES256", use: "sig" }] });

  const server: Server = createServer((req, res) => {
    if (req.url === "/auth/v1/.well-known/jwks.json") {
      res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "public, max-age=600" }).end(jwks);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    jwksUrl: `http://127.0.0.1:${port}/auth/v1/.well-known/jwks.json`,
    strangerKey,
    token({ role, roles, email = "editor@example.com", expiresIn = 3600, signWith = privateKey } = {}) {
      const now = Math.floor(Date.now() / 1000);
      const header = { alg: "ES256", typ: "JWT", kid };
      const claims = {
        iss: testIssuer,
        aud: "authenticated",
        sub: randomUUID(),
        email,
        role: "authenticated",
        aal: "aal1",
        session_id: randomUUID(),
        iat: now,
        exp: now + expiresIn,
        app_metadata: {
          provider: "email",
          providers: ["email"],
          ...(role ? { role } : {}),
          ...(roles ? { roles } : {}),
        },
        user_metadata: {},
        is_anonymous: false,
      };
      const input = `${base64url(header)}.${base64url(claims)}`;
      const signature = sign("sha256", Buffer.from(input), { key: signWith, dsaEncoding: "ieee-p1363" });
      return `${input}.${signature.toString("base64url")}`;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
