// The docs name only what exists (scripts/docs-check.ts): paths, links, package scripts and gates; they count the edge
// functions there are; and the README reads in five minutes. A doc that names a moved or deleted file fails here; fix the doc.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkDoc, docFiles, readRepo, readmeMaxWords, slug } from "./docs-check.ts";

const root = new URL("../", import.meta.url).pathname;
const repo = readRepo(root);

describe("the docs", () => {
  it("are README.md, supabase/README.md and docs/*.md", () => {
    expect(docFiles(root)).toEqual(expect.arrayContaining(["README.md", "supabase/README.md", "docs/testing.md"]));
  });

  it.each(docFiles(root))("%s names only what exists", (file) => {
    expect(checkDoc(repo, file, readFileSync(join(root, file), "utf8"))).toEqual([]);
  });
});

describe("the docs check", () => {
  const check = (text: string, file = "docs/example.md") => checkDoc(repo, file, text);

  it("reads the gates from scripts/test.ts", () => {
    expect([...repo.gates]).toEqual(expect.arrayContaining(["lint", "unit", "build", "e2e", "backend", "stories"]));
  });

  it("accepts paths, scripts and gates that exist", () => {
    const text = [
      "`apps/web/server/serve.ts`, `scripts/`, `serve.ts`, [the README](../README.md), `apps/web/build/client`",
      // Made by an install or a run (the backend's Deno cache, the first e2e run's output): absent in a fresh clone.
      "`supabase/node_modules/.cache/not-made-yet`, `apps/web/test-results/not-made-yet/`",
      "`scripts/pnpm build`, `scripts/pnpm --filter @solvix/supabase token:dev`, `npm start`, `pnpm exec vitest`",
      "```sh\nnpm test -- --only=unit,e2e\nnode supabase/bench/faults.ts\n```",
    ].join("\n");
    expect(check(text)).toEqual([]);
  });

  it("accepts paths below supabase/ in supabase/README.md", () => {
    expect(check("`functions/faqs/handler.ts`, `migrations/`", "supabase/README.md")).toEqual([]);
    expect(check("`functions/faqs/nope.ts`", "supabase/README.md")).toEqual(["no such path: functions/faqs/nope.ts"]);
  });

  it.each([
    ["`apps/web/server/serv.ts`", "no such path: apps/web/server/serv.ts"],
    ["see `scripts/no-such-folder/`.", "no such path: scripts/no-such-folder/"],
    ["`no-such-file.ts`", "no file is named no-such-file.ts"],
    ["[testing](no-such.md)", "a link to a missing file: no-such.md"],
    ["[the README](../README.md#no-such-heading)", "a link to a missing heading: ../README.md#no-such-heading"],
    ["`scripts/pnpm no-such-script`", 'no script "no-such-script" in the root package.json'],
    ["`npm run nope`", 'no script "nope" in the root package.json'],
    ["`scripts/pnpm --filter @solvix/supabase nope`", 'no script "nope" in @solvix/supabase package.json'],
    ["`npm test -- --only=unit,nope`", 'no gate "nope" in scripts/test.ts'],
  ])("fails on %s", (text, problem) => {
    expect(check(text)).toEqual([problem]);
  });

  it("fails on a count of the edge functions that is not theirs", () => {
    const three = { ...repo, functions: ["collect", "faqs", "proof"] };
    expect(checkDoc(three, "docs/example.md", "Postgres and three Deno edge functions; 3 edge functions")).toEqual([]);
    expect(checkDoc(three, "README.md", "Postgres and Two edge functions.")).toEqual([
      '"Two edge functions", but supabase/functions has 3: collect, faqs, proof',
    ]);
  });

  it(`fails on a README of more than ${readmeMaxWords} words`, () => {
    const words = "word ".repeat(readmeMaxWords + 1);
    expect(check(words, "README.md")).toEqual([`${readmeMaxWords + 1} words, more than ${readmeMaxWords}`]);
    expect(check(words, "docs/long.md")).toEqual([]);
  });

  it("makes anchors as GitHub does", () => {
    expect(slug("What `npm test` runs")).toBe("what-npm-test-runs");
    expect(slug("Staff: careers positions")).toBe("staff-careers-positions");
  });
});
