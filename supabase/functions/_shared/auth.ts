// Who is calling: verifies a bearer access token against the project's JWKS (Supabase's asymmetric signing keys) and
// returns the database role and claims the queries must run with. A publishable key (not a JWT) or no token is anon.
import { createLocalJWKSet, createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload } from "jose";
import type postgres from "postgres";
import { bearer } from "./http.ts";

export type Caller = { role: "anon"; claims: null } | { role: "authenticated"; claims: JWTPayload };

export class AuthError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const asymmetric = ["ES256", "RS256", "EdDSA"];
const jwtShape = /^[\w-]+\.[\w-]+\.[\w-]*$/;

type KeySet = Parameters<typeof jwtVerify>[1];

/** Clock difference tolerated between Supabase Auth and this function when checking `exp`, `nbf` and `iat`. */
export const clockToleranceSeconds = 30;

/**
 * SUPABASE_JWKS_URL (or <SUPABASE_URL>/auth/v1/.well-known/jwks.json on Supabase) is the key set. LOCAL_JWKS_FILE is the
 * local stack's development-only key set (see supabase/local/dev-auth.ts), read on every call so a new key is seen.
 * The token's `iss` must be JWT_ISSUER, by default <SUPABASE_URL>/auth/v1 (what Supabase Auth writes); `exp` and `sub`
 * are required. Without an issuer no token is accepted.
 */
export function createCallerResolver(env: Deno.Env = Deno.env): (req: Request) => Promise<Caller> {
  const supabaseUrl = env.get("SUPABASE_URL");
  const jwksUrl =
    env.get("SUPABASE_JWKS_URL") ?? (supabaseUrl ? `${supabaseUrl}/auth/v1/.well-known/jwks.json` : undefined);
  const localFile = env.get("LOCAL_JWKS_FILE");
  const issuer = env.get("JWT_ISSUER") || (supabaseUrl ? `${supabaseUrl.replace(/\/+$/, "")}/auth/v1` : undefined);
  const remote = jwksUrl ? createRemoteJWKSet(new URL(jwksUrl), { cacheMaxAge: 10 * 60_000 }) : undefined;

  const keySet = async (): Promise<KeySet> => {
    if (!issuer) throw new AuthError(401, "Signing in is not configured for this service.");
    if (remote) return remote;
    if (localFile) return createLocalJWKSet(JSON.parse(await Deno.readTextFile(localFile)));
    throw new AuthError(401, "Signing in is not configured for this service.");
  };

  return async (req) => {
    const token = bearer(req);
    if (!token || !jwtShape.test(token)) return { role: "anon", claims: null };

    let algorithm: string | undefined;
    try {
      algorithm = decodeProtectedHeader(token).alg;
    } catch {
      throw new AuthError(401, "Your session is invalid or has expired. Please sign in again.");
    }
    if (!algorithm || !asymmetric.includes(algorithm)) {
      // A legacy symmetric anon key claims nothing beyond what anon already has; anything else is refused.
      const payload = token.split(".")[1] ?? "";
      let role: unknown;
      try {
        role = (JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { role?: unknown }).role;
      } catch {
        role = undefined;
      }
      if (role === "anon") return { role: "anon", claims: null };
      throw new AuthError(401, "Your session is invalid or has expired. Please sign in again.");
    }

    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(token, await keySet(), {
        algorithms: asymmetric,
        audience: "authenticated",
        issuer,
        requiredClaims: ["exp", "sub", "iss"],
        clockTolerance: clockToleranceSeconds,
      }));
    } catch (error) {
      if (error instanceof AuthError) throw error;
      throw new AuthError(401, "Your session is invalid or has expired. Please sign in again.");
    }
    if (claims.role === "anon") return { role: "anon", claims: null };
    if (claims.role !== "authenticated") throw new AuthError(403, "This token cannot be used here.");
    return { role: "authenticated", claims };
  };
}

/**
 * Runs `fn` in a transaction as the caller's database role (anon or authenticated) with the caller's verified claims
 * in request.jwt.claims, exactly as PostgREST would, so that row-level security decides what the caller may do.
 */
export function asCaller<T>(
  sql: postgres.Sql,
  caller: Caller,
  fn: (tx: postgres.TransactionSql) => Promise<T>,
): Promise<T> {
  return sql.begin(async (tx) => {
    await tx`select set_config('role', ${caller.role}, true),
                    set_config('request.jwt.claims', ${caller.claims ? JSON.stringify(caller.claims) : ""}, true)`;
    return fn(tx);
  }) as Promise<T>;
}
