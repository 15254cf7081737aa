// The prices staff published at /staff/pricing reach the build here (issue 49), from the same places as the articles
// (published-source.ts): the project's `pricing` function, the running stack's, or the embedded database. The answer is parsed with the content package's schema; a build that cannot read it stops with the
// reason. Read once per build process, by the loaders of /pricing and /savings-calculator (app/lib/pricing.server.ts).
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type * as embeddedDatabase from "../../../supabase/local/published-pricing.ts";
import { publishedPricingSchema, type PublishedPricing } from "@solvix/content/pricing-rules";
import { fetchPublished, readPublished } from "./published-source.ts";

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
  const { source, value } = await readPublished(env, {
    what: "the published prices",
    stale: "prices that may be out of date",
    path: "pricing",
    fromFunctions: async (url, key) => parsePublishedPricing(await fetchPublished(url, key)),
    fromDatabase: async (settings) => {
      const embedded = pathToFileURL(embeddedModule(fileURLToPath(import.meta.url))).href;
      const { readEmbeddedPricing } = (await import(/* @vite-ignore */ embedded)) as typeof embeddedDatabase;
      return parsePublishedPricing(await readEmbeddedPricing(settings));
    },
  });
  return { source, ...value };
}

const thisBuild = Symbol.for("solvix.published-pricing");

/** The published pricing of the build running in this process, read once. */
export function publishedPricingOfThisBuild(): Promise<PublishedPricing & { source: string }> {
  const store = globalThis as { [thisBuild]?: Promise<PublishedPricing & { source: string }> };
  return (store[thisBuild] ??= readPublishedPricing());
}
