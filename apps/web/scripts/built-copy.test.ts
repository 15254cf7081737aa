/**
 * The words of the REAL build (apps/web/build/client, `scripts/pnpm --filter @solvix/web build` first):
 * - every figure a page shows (visible text of every prerendered HTML file, including header, footer, <noscript>,
 *   the <title>, the meta description and aria-labels) is on the sourced list of `@solvix/content/figures`;
 * - no paragraph of 60 characters or more appears in <main> of more than two landing pages.
 * What does not count as a figure, and why, is written beside `findFigures` in packages/content/src/figures.ts:
 * ordinals of numbered sections and steps, the copyright year (the build's, by decision), telephone numbers (a
 * setting), tier names, a law's name, names with digits (GA4, ICD-10, Civil 3D), and the configured street address,
 * e-mail and phone (from the site settings). Years are figures: the founding year and the dated pages are listed.
 * Spelled-out counts ("four steps") are left to the content's count tests; spelled-out durations are read.
 * A calculator's output (figures computed from the visitor's input) is exempt when its element carries
 * data-figures="calculated"; the rates it computes with must still be on the list.
 */
import { existsSync, globSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { figureAwaitsOwner, findFigures, listedFigureKeys } from "@solvix/content/figures";
import { listRoutes } from "@solvix/content/routes";
import { site } from "@solvix/content/site";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeEntities, INLINE, VOID } from "../app/lib/search/extract.ts";

const client = new URL("../build/client/", import.meta.url).pathname;

const SKIPPED = new Set(["script", "style", "svg", "template"]);
/** Marks figures the page computes (a calculator's output from listed rates, a reading time), exempt from the list. */
const CALCULATED = /\sdata-figures="calculated"/;

interface Block {
  text: string;
  /** Inside <main> (not header, footer or navigation). */
  main: boolean;
  /** Inside an element marked data-figures="calculated". */
  calculated: boolean;
}

interface Open {
  tag: string;
  calculated: boolean;
}

/** The text blocks a page shows, in order, plus its title, meta description and aria-labels as blocks of their own. */
function readBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const stack: Open[] = [];
  let current = "";
  const where = () => ({
    main: stack.some((open) => open.tag === "main"),
    calculated: stack.some((open) => open.calculated),
  });
  const skipping = () => stack.some((open) => SKIPPED.has(open.tag));
  const flush = () => {
    const text = current.replace(/\s+/g, " ").trim();
    if (text) blocks.push({ text, ...where() });
    current = "";
  };
  for (const [token] of html.matchAll(/<!--[\s\S]*?-->|<[^>]+>|[^<]+/g)) {
    if (token.startsWith("<!--")) continue;
    if (!token.startsWith("<")) {
      if (!skipping()) current += decodeEntities(token);
      continue;
    }
    const tag = /^<\/?([a-zA-Z][\w-]*)/.exec(token)?.[1]?.toLowerCase();
    if (!tag) continue;
    const closing = token.startsWith("</");
    const open = closing ? stack.map((entry) => entry.tag).lastIndexOf(tag) : -1;
    // A calculated part of a line (a reading time beside a date) is a block of its own, so the line's other figures are
    // still checked.
    const calculatedEdge = closing ? Boolean(stack[open]?.calculated) : CALCULATED.test(token);
    if (!closing && !skipping()) {
      const label = /\saria-label="([^"]*)"/.exec(token)?.[1];
      if (label) blocks.push({ text: decodeEntities(label), ...where() });
      if (tag === "meta" && /\sname="description"/.test(token)) {
        const content = /\scontent="([^"]*)"/.exec(token)?.[1];
        if (content) blocks.push({ text: decodeEntities(content), main: false, calculated: false });
      }
    }
    if (!INLINE.has(tag) || calculatedEdge) flush();
    if (VOID.has(tag) || token.endsWith("/>")) continue;
    if (closing) {
      if (open >= 0) stack.length = open;
    } else {
      stack.push({ tag, calculated: CALCULATED.test(token) });
    }
  }
  flush();
  return blocks;
}

const ignore = [site.address.street, site.address.postalCode, site.email, site.phone];
let files: string[];

beforeAll(() => {
  if (!existsSync(join(client, "index.html")))
    throw new Error(`No build in ${client}: run \`scripts/pnpm --filter @solvix/web build\` first.`);
  files = globSync("**/*.html", { cwd: client }).sort();
});

describe("figures on the built pages", () => {
  it("reads a page as a visitor sees it", () => {
    const html =
      '<html><head><title>4 Steps</title><meta name="description" content="Save 80%"><script>var x = 7;</script></head>' +
      '<body><header><a aria-label="Step 9 of 9" href="/">Home</a></header><main><h2>1<!-- -->. <!-- -->Terms</h2>' +
      '<p>Up to <strong>80</strong>%Compared</p><div data-figures="calculated"><p>You save $1,234</p></div>' +
      '<p>May 1, 2025 · <span data-figures="calculated">2 min read</span></p>' +
      "<svg><text>12</text></svg><noscript>Within 24 hours</noscript></main><footer>© 2026</footer></body></html>";
    expect(readBlocks(html)).toEqual([
      { text: "4 Steps", main: false, calculated: false },
      { text: "Save 80%", main: false, calculated: false },
      { text: "Step 9 of 9", main: false, calculated: false },
      { text: "Home", main: false, calculated: false },
      { text: "1. Terms", main: true, calculated: false },
      { text: "Up to 80%Compared", main: true, calculated: false },
      { text: "You save $1,234", main: true, calculated: true },
      { text: "May 1, 2025 ·", main: true, calculated: false },
      { text: "2 min read", main: true, calculated: true },
      { text: "Within 24 hours", main: true, calculated: false },
      { text: "© 2026", main: false, calculated: false },
    ]);
  });

  it("reads every prerendered page, the not-found page and the SPA fallback", () => {
    expect(files).toEqual(expect.arrayContaining(["index.html", "404.html", "industries/legal/index.html"]));
    expect(files.length).toBeGreaterThanOrEqual(listRoutes().length);
  });

  it("shows only figures from the sourced list", () => {
    const unlisted = files.flatMap((file) =>
      readBlocks(readFileSync(join(client, file), "utf8"))
        .filter((block) => !block.calculated)
        .flatMap(({ text }) =>
          findFigures(text, ignore)
            .filter((figure) => !listedFigureKeys.has(figure) && !figureAwaitsOwner(figure, text))
            .map((figure) => `${relative(".", file)}: ${figure}  ←  ${text}`),
        ),
    );
    expect(unlisted).toEqual([]);
  });

  it("finds the figures it is meant to find (the check can fail)", () => {
    const about = readBlocks(readFileSync(join(client, "case-studies/index.html"), "utf8"));
    const found = about.flatMap(({ text }) => findFigures(text, ignore));
    expect(found).toEqual(expect.arrayContaining(["240k", "420k", "315k", "99.8%", "3 week"]));
    const footer = readBlocks(readFileSync(join(client, "index.html"), "utf8")).filter((block) => !block.main);
    expect(footer.map((block) => block.text).join(" ")).toContain(site.address.postalCode);
  });
});

describe("landing pages do not repeat themselves", () => {
  it("has no paragraph of 60 characters or more in the main content of more than two landing pages", () => {
    const landing = listRoutes().filter((route) => route.kind === "landing");
    expect(landing.length).toBeGreaterThan(10);
    const pagesByText = new Map<string, Set<string>>();
    for (const route of landing) {
      const html = readFileSync(join(client, route.path, "index.html"), "utf8");
      for (const { text } of readBlocks(html).filter((block) => block.main && block.text.length >= 60))
        pagesByText.set(text, (pagesByText.get(text) ?? new Set()).add(route.path));
    }
    expect(pagesByText.size, "main content was read").toBeGreaterThan(landing.length * 10);
    const repeated = [...pagesByText]
      .filter(([, where]) => where.size > 2)
      .map(([text, where]) => `${where.size} pages: ${text}`);
    expect(repeated).toEqual([]);
  });
});
