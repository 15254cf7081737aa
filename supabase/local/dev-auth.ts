// DEVELOPMENT ONLY. A local ES256 signing key (in <repo>/.data) standing in for a Supabase project's asymmetric JWT
// signing key, so that the faqs function can be exercised without a Supabase project. This is not an auth server: it
// only signs tokens for `supabase/scripts/mint-dev-token.ts` and publishes the public half as a JWKS file that the
// local functions read (LOCAL_JWKS_FILE). Never point a deployed function at it.
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from "jose";
import { mkdir, writeFile } from "node:fs/promises";
import { readOrCreatePrivateJson } from "./private-file.ts";
import { join } from "node:path";

export const devIssuer = "http://127.0.0.1:54321/auth/v1";

export interface DevKey {
  privateJwk: JWK;
  jwks: { keys: JWK[] };
  jwksFile: string;
}

export async function ensureDevSigningKey(dataDir: string): Promise<DevKey> {
  const keyFile = join(dataDir, "dev-signing-key.json");
  const jwksFile = join(dataDir, "dev-jwks.json");
  await mkdir(dataDir, { recursive: true });
  const privateJwk = await readOrCreatePrivateJson<JWK>(keyFile, async () => {
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    return { ...(await exportJWK(privateKey)), kid: `dev-${crypto.randomUUID()}`, alg: "ES256", use: "sig" };
  });
  const { d: _private, ...publicJwk } = privateJwk;
  const jwks = { keys: [publicJwk] };
  await writeFile(jwksFile, JSON.stringify(jwks, null, 2));
  return { privateJwk, jwks, jwksFile };
}

export interface TokenClaims {
  sub?: string;
  email?: string;
  /** app_metadata.role: 'editor' makes the user an FAQ editor. */
  appRole?: string | null;
  expiresInSeconds?: number;
  issuer?: string;
}

/** Signs a Supabase-shaped access token (aud/role 'authenticated') with the given private JWK. */
export async function signToken(privateJwk: JWK, claims: TokenClaims = {}): Promise<string> {
  const key = await importJWK(privateJwk, "ES256");
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    role: "authenticated",
    email: claims.email ?? "editor@example.com",
    app_metadata: claims.appRole ? { provider: "email", role: claims.appRole } : { provider: "email" },
    user_metadata: {},
    aal: "aal1",
    session_id: crypto.randomUUID(),
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: "ES256", kid: privateJwk.kid, typ: "JWT" })
    .setSubject(claims.sub ?? crypto.randomUUID())
    .setAudience("authenticated")
    .setIssuer(claims.issuer ?? devIssuer)
    .setIssuedAt(now)
    .setExpirationTime(now + (claims.expiresInSeconds ?? 3600))
    .sign(key);
}
