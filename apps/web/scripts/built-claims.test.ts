/**
 * The one account of savings in the REAL build's heads (apps/web/build/client, `scripts/pnpm --filter @solvix/web
 * build` first): every prerendered page's description, Open Graph and Twitter texts (title, description, the image's
 * alternative text) keep to it, as the content's strings do (packages/content/src/claims.test.ts): a percentage with
 * its basis, a savings figure "up to" the cap or typical, never above it. The heads of articles and case studies come
 * from database rows, which the content test does not read.
 */
import { existsSync, globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { claimProblems } from "@solvix/content/claims-check";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeEntities } from "../app/lib/search/extract.ts";

const client = new URL("../build/client/", import.meta.url).pathname;

/** The head's texts a search result or a shared link shows. */
const SHARED_TEXTS = new Set([
  "description",
  "og:title",
  "og:description",
  "og:image:alt",
  "twitter:title",
  "twitter:description",
]);

/** Each shared text of a page's head, with the tag that carries it. */
export function headTexts(html: string): { tag: string; text: string }[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<meta\s[^>]*>/g)].flatMap(([tag]) => {
    const key = /\s(?:name|property)="([^"]*)"/.exec(tag)?.[1];
    const content = /\scontent="([^"]*)"/.exec(tag)?.[1];
    return key && content !== undefined && SHARED_TEXTS.has(key) ? [{ tag: key, text: decodeEntities(content) }] : [];
  });
}

let files: string[];

beforeAll(() => {
  if (!existsSync(join(client, "index.html")))
    throw new Error(`No build in ${client}: run \`scripts/pnpm --filter @solvix/web build\` first.`);
  files = globSync("**/index.html", { cwd: client }).sort();
});

describe("savings in the built pages' heads", () => {
  it("reads a head's description, Open Graph and Twitter texts", () => {
    const html =
      '<html><head><meta name="description" content="Up to 80% less than hiring locally"><meta property="og:title" ' +
      'content="A &amp; B"><meta name="viewport" content="width=device-width"></head><body></body></html>';
    expect(headTexts(html)).toEqual([
      { tag: "description", text: "Up to 80% less than hiring locally" },
      { tag: "og:title", text: "A & B" },
    ]);
    expect(claimProblems(headTexts(html)[0]!.text, false)).toEqual([
      "a savings percentage that does not say it is of costs",
    ]);
  });

  it("every page's head keeps to the one account", () => {
    const read = files.map((file) => ({ file, texts: headTexts(readFileSync(join(client, file), "utf8")) }));
    expect(read.find(({ file }) => file === "industries/legal/index.html")?.texts.map(({ tag }) => tag)).toEqual(
      expect.arrayContaining(["description", "og:description", "twitter:description"]),
    );
    const problems = read.flatMap(({ file, texts }) =>
      texts.flatMap(({ tag, text }) =>
        // A case study's texts rest on that client's case.
        claimProblems(text, file.startsWith("case-studies/")).map(
          (problem) => `${file} ${tag}: ${problem}  ←  ${text}`,
        ),
      ),
    );
    expect(problems).toEqual([]);
  });
});
