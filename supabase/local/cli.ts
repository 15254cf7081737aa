// The local backend on its own (`scripts/pnpm --filter @solvix/supabase start`): starts the stack with its defaults,
// prints where each service answers, and stops it on Ctrl+C.
import { holdDataFolder } from "./data-folder.ts";
import { defaultDataDir, startStack } from "./stack.ts";

holdDataFolder(defaultDataDir, "stack");
const stack = await startStack();
console.log(`
Solvix local backend is running (Ctrl+C to stop):
supabaseUrl      ${stack.supabaseUrl}
contact function ${stack.functionsUrl}/send-contact-email
faqs function    ${stack.functionsUrl}/faqs
database         ${stack.databaseUrl}
received mail    ${stack.mailUrl}
SMTP             127.0.0.1:${stack.smtpPort}
editor token     scripts/pnpm --filter @solvix/supabase token:dev   (development only; --role for another role)
`);
const shutdown = () => {
  stack
    .stop()
    .catch((error: unknown) => console.error("stack: stopping failed:", error))
    .finally(() => process.exit(0));
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
