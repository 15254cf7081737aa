// DEVELOPMENT ONLY: mints an access token signed with the local development key in <repo>/.data, for trying FAQ
// editing against the local stack without a Supabase project. Tokens from this script are useless against a real
// project, whose functions verify against the project's own JWKS.
//   node supabase/scripts/mint-dev-token.ts [--email you@example.com] [--role editor|recruiter|positions_editor|sales|marketing|none] [--hours 8]
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ensureDevSigningKey, signToken } from "../local/dev-auth.ts";
import { repoRoot } from "../local/stack.ts";

const { values } = parseArgs({
  options: {
    email: { type: "string", default: "editor@example.com" },
    role: { type: "string", default: "editor" },
    hours: { type: "string", default: "8" },
    "data-dir": { type: "string", default: join(repoRoot, ".data") },
  },
});

const key = await ensureDevSigningKey(values["data-dir"]);
const token = await signToken(key.privateJwk, {
  email: values.email,
  appRole: values.role === "none" ? null : values.role,
  expiresInSeconds: Number(values.hours) * 3600,
});
console.error(
  `DEVELOPMENT-ONLY token for ${values.email} (app_metadata.role=${values.role}), valid ${values.hours} h, signed with ${key.jwksFile.replace("dev-jwks", "dev-signing-key")}:`,
);
console.log(token);
