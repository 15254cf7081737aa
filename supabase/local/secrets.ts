// The stack's local secrets (rate-limit salt, retry secret): made once per data folder and kept there, private.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { readOrCreatePrivateJson } from "./private-file.ts";

export interface LocalSecrets {
  rateLimitSalt: string;
  retrySecret: string;
}

export async function localSecrets(dataDir: string): Promise<LocalSecrets> {
  return readOrCreatePrivateJson<LocalSecrets>(join(dataDir, "local-secrets.json"), () => ({
    rateLimitSalt: randomBytes(32).toString("hex"),
    retrySecret: randomBytes(32).toString("hex"),
  }));
}
