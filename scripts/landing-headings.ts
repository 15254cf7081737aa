/**
 * How much of each landing page's outline it shares with the others: for every industry and sector page (canonical
 * URL), the headings (`h2`-`h4`) of its prerendered `<main>` (not the header's and footer's), and how many of them also head another landing page.
 * A page written for its field shares few; the specification's common titles (the outsourcing cards, the twelve tasks)
 * are shared by design.
 *
 *   node scripts/landing-headings.ts [build/client folder]   (default: apps/web/build/client; build first)
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { listLandingPages } from "../packages/content/src/landing.ts";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: " " };

/** The text of every `h2`-`h4` in a page's `<main>`, tags stripped, entities decoded, spaces collapsed. */
export function headingsOf(html: string): string[] {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return [...main.matchAll(/<h([2-4])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((match) =>
    (match[2] ?? "")
      .replace(/<[^>]+>/g, "")
      .replace(/&([#\w]+);/g, (entity, name: string) => entities[name] ?? entity)
      .replace(/\s+/g, " ")
      .trim(),
  );
}

/** Per page: its headings, and those another page has too. */
export function sharedHeadings(pages: Map<string, string[]>): Map<string, { total: number; shared: string[] }> {
  const pagesWith = new Map<string, number>();
  for (const headings of pages.values()) {
    for (const heading of new Set(headings)) pagesWith.set(heading, (pagesWith.get(heading) ?? 0) + 1);
  }
  return new Map(
    [...pages].map(([path, headings]) => [
      path,
      { total: headings.length, shared: headings.filter((heading) => (pagesWith.get(heading) ?? 0) > 1) },
    ]),
  );
}

if (import.meta.main) {
  const client = resolve(process.argv[2] ?? "apps/web/build/client");
  const pages = new Map<string, string[]>();
  for (const page of listLandingPages()) {
    const file = join(client, page.canonicalPath, "index.html");
    if (!existsSync(file))
      throw new Error(`${file} is missing: build the site first (SITE_LOCAL_BACKEND=1 scripts/pnpm build)`);
    pages.set(page.canonicalPath, headingsOf(readFileSync(file, "utf8")));
  }
  const counts = sharedHeadings(pages);
  let shared = 0;
  let total = 0;
  console.log(`${"landing page".padEnd(40)} shared / headings`);
  for (const [path, count] of counts) {
    console.log(`${path.padEnd(40)} ${String(count.shared.length).padStart(6)} / ${count.total}`);
    shared += count.shared.length;
    total += count.total;
  }
  console.log(`${"all landing pages".padEnd(40)} ${String(shared).padStart(6)} / ${total}`);
}
