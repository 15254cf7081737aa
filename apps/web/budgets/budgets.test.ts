// Byte budgets of the build, as served (brotli): each route's whole document and its first-load JS.
import { readFileSync } from "node:fs";
import { listRoutes } from "@solvix/content/routes";
import { afterAll, describe, expect, it } from "vitest";
import { budgets, formatTable, jsHeadroom, measureRoute, staticImports, type RouteWeight } from "./measure.ts";

const client = new URL("../build/client", import.meta.url).pathname;
const rows: RouteWeight[] = [];
const jsCeiling = Math.floor(budgets.js * (1 - jsHeadroom));

describe("byte budgets per route (brotli)", () => {
  for (const route of [...listRoutes(), { path: "/404" }]) {
    it(`${route.path}: document ≤ ${budgets.document} B, first-load JS ≤ ${jsCeiling} B (5% below ${budgets.js}), no zod/content/supabase-js in the first load`, () => {
      const weight = measureRoute(client, route.path);
      rows.push(weight);
      expect(weight.document.br, "document (brotli)").toBeLessThanOrEqual(budgets.document);
      expect(weight.js.br, "first-load JS (brotli)").toBeGreaterThan(0);
      expect(weight.js.br, "first-load JS (brotli), with its headroom").toBeLessThanOrEqual(jsCeiling);
      const code = weight.jsFiles.map((file) => readFileSync(client + file, "utf8")).join("\n");
      expect(code, "zod in first-load JS").not.toMatch(/ZodError|_zod\b|\$ZodType/);
      expect(code, "supabase-js in first-load JS").not.toMatch(/FunctionsClient|GoTrueClient|supabase-js/);
    });
  }
  afterAll(() => {
    console.log(`\nByte budgets\n${formatTable(rows.sort((a, b) => a.path.localeCompare(b.path)))}\n`);
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
