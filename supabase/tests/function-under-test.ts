// One edge function under test on a local stack of its own (real Deno, on PGlite or Postgres 15), with a stand-in for
// the project's signing key (test-project-key.ts): call it inside a describe block; the stack starts before the
// block's tests and stops after them.
import { afterAll, beforeAll } from "vitest";
import { siteOrigin, startTestStack, type TestStack } from "./helpers.ts";
import type { stackTargets } from "./targets.ts";
import { startTestProjectKey, type TestProjectKey } from "./test-project-key.ts";

type StackTarget = ReturnType<typeof stackTargets>[number];

/** An answer as the tests read it: its status and its JSON body ({} when it has none, as a 204). */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export interface FunctionUnderTest {
  /** The stack (once started): its functions' address, its logs. */
  readonly stack: TestStack;
  /** The function's address: <functions>/<name>. */
  readonly url: string;
  /** A token of a signed-in user with app_metadata.role = appRole (none when null), as `email` (or the default). */
  sign(appRole: string | null, email?: string): Promise<string>;
  /** A call as the site makes it: its origin, the publishable key, the token when there is one, a JSON body. */
  call(method: string, path: string, token: string | null, body?: unknown): Promise<Answer>;
}

export function functionUnderTest(
  target: StackTarget,
  name: string,
  options: { email?: string } = {},
): FunctionUnderTest {
  let stack: TestStack | undefined;
  let key: TestProjectKey | undefined;
  beforeAll(async () => {
    key = await startTestProjectKey();
    stack = await startTestStack({
      databaseUrl: await target.databaseUrl(),
      functionEnv: { SUPABASE_URL: key.supabaseUrl },
    });
  });
  afterAll(async () => {
    await stack?.dispose();
    await key?.close();
  });
  const started = () => {
    if (!stack || !key) throw new Error(`the ${name} stack is not started: use it inside the describe block's tests`);
    return { stack, key };
  };
  return {
    get stack() {
      return started().stack;
    },
    get url() {
      return `${started().stack.functionsUrl}/${name}`;
    },
    sign: (appRole, email = options.email) => started().key.sign(appRole, email),
    async call(method, path, token, body) {
      const headers: Record<string, string> = { origin: siteOrigin, apikey: "sb_publishable_test" };
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers["content-type"] = "application/json";
      const response = await fetch(`${started().stack.functionsUrl}/${name}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
    },
  };
}
