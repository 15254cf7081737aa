// A stand-in for a Supabase project's signing key: an ES256 key and a local HTTP server serving its public half as
// https://<project>.supabase.co/auth/v1/.well-known/jwks.json would. Tokens it signs carry iss = <supabaseUrl>/auth/v1.
import { exportJWK, generateKeyPair } from "jose";
import { createServer } from "node:http";
import { signToken } from "../local/dev-auth.ts";

export interface TestProjectKey {
  /** Pass as SUPABASE_URL to the functions: the key set and the issuer derive from it. */
  supabaseUrl: string;
  /** A token of a signed-in user with app_metadata.role = appRole (none when null), and `email` when given. */
  sign(appRole: string | null, email?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startTestProjectKey(): Promise<TestProjectKey> {
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  const key = { ...(await exportJWK(privateKey)), kid: "project-key", alg: "ES256" };
  const { d: _d, ...publicKey } = key;
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [publicKey] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const supabaseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    supabaseUrl,
    sign: (appRole, email) =>
      signToken(key, { issuer: `${supabaseUrl}/auth/v1`, appRole, ...(email ? { email } : {}) }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
