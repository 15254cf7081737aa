// The prices staff published at /staff/pricing reach the build here (issue 49), from the same places as the articles
// (published-articles.ts): a production build from the project's `pricing` function (SITE_SUPABASE_URL), npm start's
// rebuild from the running stack's functions (SITE_PUBLISHED_FUNCTIONS_URL), a build for the embedded backend from
// its database. The answer is parsed with the content package's schema; a build that cannot read it stops with the
// reason. Read once per build process, by the loaders of /pricing and /savings-calculator (app/lib/pricing.server.ts).
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type * as embeddedDatabase from "../../../supabase/local/published-pricing.ts";
import { publishedPricingSchema, type PublishedPricing } from "@solvix/content/pricing-rules";
import { localBackendBuild } from "../app/lib/published-content-rules.ts";

type Env = Record<string, string | undefined>;

/**
 * supabase/local/published-pricing.ts, found from this module's folder upwards: the routes' loaders read the prices
 * from the server bundle (build/server/…), where a fixed relative path would miss it.
 */
function embeddedModule(from: string): string {
  for (let folder = dirname(from); ; folder = dirname(folder)) {
    const candidate = join(folder, "supabase/local/published-pricing.ts");
    if (existsSync(candidate)) return candidate;
    if (dirname(folder) === folder) throw new Error(`no supabase/local/published-pricing.ts above ${from}`);
  }
}

/** The published pricing of an answer, or an error naming the first field that is not as the site draws it. */
export function parsePublishedPricing(body: unknown): PublishedPricing {
  const parsed = publishedPricingSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Error(`${issue.path.join(".") || "the answer"}: ${issue.message}`);
}

export async function readPublishedPricing(env: Env = process.env): Promise<PublishedPricing & { source: string }> {
  const supabaseUrl = env.SITE_SUPABASE_URL?.replace(/\/+$/, "");
  const localFunctions = env.SITE_PUBLISHED_FUNCTIONS_URL?.replace(/\/+$/, "");
  let source: string;
  let read: () => Promise<PublishedPricing>;
  if (supabaseUrl || localFunctions) {
    source = `${supabaseUrl ? `${supabaseUrl}/functions/v1` : localFunctions}/pricing`;
    read = async () => {
      const key = supabaseUrl ? env.SITE_SUPABASE_ANON_KEY : undefined;
      const response = await fetch(source, {
        headers: key ? { apikey: key } : {},
        signal: AbortSignal.timeout(20_000),
      });
      if (!response.ok) throw new Error(`${source} answered HTTP ${response.status}`);
      return parsePublishedPricing(await response.json());
    };
  } else if (localBackendBuild(env)) {
    const { DATABASE_URL: databaseUrl, SITE_PUBLISHED_DATA_DIR: dataDir } = env;
    source = databaseUrl
      ? "the database of DATABASE_URL"
      : dataDir
        ? `the embedded database in ${dataDir}`
        : "a new embedded database holding the seed";
    read = async () => {
      const embedded = pathToFileURL(embeddedModule(fileURLToPath(import.meta.url))).href;
      const { readEmbeddedPricing } = (await import(/* @vite-ignore */ embedded)) as typeof embeddedDatabase;
      return parsePublishedPricing(await readEmbeddedPricing({ dataDir, databaseUrl }));
    };
  } else {
    throw new Error("No backend to read the published prices from: set SITE_SUPABASE_URL.");
  }
  try {
    return { source, ...(await read()) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new Error(
      `Could not read the published prices from ${source}: ${error instanceof Error ? error.message : String(error)}${cause ? ` (${cause})` : ""}. ` +
        "The build stops rather than publish prices that may be out of date.",
    );
  }
}

const thisBuild = Symbol.for("solvix.published-pricing");

/** The published pricing of the build running in this process, read once. */
export function publishedPricingOfThisBuild(): Promise<PublishedPricing & { source: string }> {
  const store = globalThis as { [thisBuild]?: Promise<PublishedPricing & { source: string }> };
  return (store[thisBuild] ??= readPublishedPricing());
}
