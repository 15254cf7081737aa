// Byte budgets of the build: each route's first-load JS, CSS and HTML (gzip) stay within their limits.
import { readFileSync } from "node:fs";
import { listRoutes } from "@solvix/content/routes";
import { afterAll, describe, expect, it } from "vitest";
import { budgets, formatTable, measureRoute, staticImports, type RouteWeight } from "./measure.ts";

const client = new URL("../build/client", import.meta.url).pathname;
const rows: RouteWeight[] = [];

describe("byte budgets per route (gzip)", () => {
  for (const route of [...listRoutes(), { path: "/404" }]) {
    it(`${route.path}: JS ≤ 125 KB, CSS ≤ 20 KB (inline; the rest of the stylesheet too), HTML ≤ 30 KB, no zod/content/supabase-js in the first load`, () => {
      const weight = measureRoute(client, route.path);
      rows.push(weight);
      expect(weight.js, "first-load JS").toBeGreaterThan(0);
      expect(weight.js, "first-load JS").toBeLessThanOrEqual(budgets.js);
      expect(weight.css, "CSS").toBeGreaterThan(0);
      expect(weight.css, "CSS").toBeLessThanOrEqual(budgets.css);
      expect(weight.stylesheet, "rest of the stylesheet").toBeGreaterThan(0);
      expect(weight.stylesheet, "rest of the stylesheet").toBeLessThanOrEqual(budgets.css);
      expect(weight.html, "HTML").toBeLessThanOrEqual(budgets.html);
      const code = weight.jsFiles.map((file) => readFileSync(client + file, "utf8")).join("\n");
      expect(code, "zod in first-load JS").not.toMatch(/ZodError|_zod\b|\$ZodType/);
      expect(code, "supabase-js in first-load JS").not.toMatch(/FunctionsClient|GoTrueClient|supabase-js/);
    });
  }
  afterAll(() => {
    console.log(`\nByte budgets (gzip, level 9)\n${formatTable(rows.sort((a, b) => a.path.localeCompare(b.path)))}\n`);
  });
});

describe("the first-load measurement", () => {
  it("follows static imports and leaves dynamic imports out", () => {
    expect(
      staticImports(
        `import{a as b}from"./chunk-a.js";import"./side.js";const c=()=>import("./lazy.js");export*from"./re.js"`,
      ),
    ).toEqual(["./chunk-a.js", "./side.js", "./re.js"]);
  });
});
