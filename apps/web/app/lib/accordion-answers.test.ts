/**
 * Every accordion answer of the content package is in its page's prerendered HTML, inside its (closed) panel, hidden
 * until found: readable by crawlers, findable with the browser's find-in-page, there without JavaScript. Reads the
 * REAL build: run `scripts/pnpm --filter @solvix/web build` first.
 */
import { existsSync, readFileSync } from "node:fs";
import { listLandingPages } from "@solvix/content/landing";
import { contentPages } from "@solvix/content/routes";
import { describe, expect, it } from "vitest";

const client = new URL("../../build/client/", import.meta.url).pathname;

type Faq = { question: string; answer: string };

/** Every `{ type: "faq", items }` section anywhere in a page's data. */
function faqSections(value: unknown, found: Faq[][] = []): Faq[][] {
  if (Array.isArray(value)) for (const item of value) faqSections(item, found);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (record.type === "faq" && Array.isArray(record.items)) found.push(record.items as Faq[]);
    else for (const child of Object.values(record)) faqSections(child, found);
  }
  return found;
}

function decode(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const pages = [
  ...contentPages.map((page) => ({ path: page.path, data: page as unknown })),
  ...listLandingPages().map((page) => ({ path: page.canonicalPath, data: page as unknown })),
]
  .map((page) => ({ path: page.path, items: faqSections(page.data).flat() }))
  .filter((page) => page.items.length > 0);

describe("accordion answers in the prerendered HTML", () => {
  it("finds the accordions of the content package (the two service pages at least)", () => {
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(["/services/talent-outsourcing", "/services/employer-of-record"]),
    );
    if (!existsSync(`${client}index.html`))
      throw new Error(`No build in ${client}: run \`scripts/pnpm --filter @solvix/web build\` first.`);
  });

  it.each(pages)("$path: every answer, in a closed panel hidden until found", ({ path, items }) => {
    const html = readFileSync(`${client}${path.slice(1)}/index.html`, "utf8");
    const panels = [...html.matchAll(/<accordion-panel([^>]*)>([\s\S]*?)<\/accordion-panel>/g)].map((match) => ({
      attributes: match[1] ?? "",
      text: decode(match[2] ?? ""),
    }));
    expect(panels).toHaveLength(items.length);
    for (const [index, item] of items.entries()) {
      const panel = panels[index];
      expect(panel?.text, `answer to "${item.question}"`).toBe(item.answer);
      expect(panel?.attributes).toContain('hidden="until-found"');
      expect(panel?.attributes).toContain('role="region"');
    }
  });
});
