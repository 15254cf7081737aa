// Proves the ESLint rule that keeps the design system presentational (eslint.config.ts `uiBoundaries`) catches
// every way a shipped source could pull in content values, zod or supabase-js — and leaves type imports alone; and
// that the build's published-content modules import no UI (`buildBoundaries`), which the real files keep.
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { buildBoundaries, uiBoundaries } from "../eslint.config.ts";

const root = new URL("../", import.meta.url).pathname;
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ["**/*.{ts,tsx}"],
      languageOptions: { parser: tseslint.parser },
      plugins: { "@typescript-eslint": tseslint.plugin },
    },
    uiBoundaries,
    buildBoundaries,
  ],
});

async function problems(code: string, file = "packages/ui/src/components/example.tsx"): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("the design system's import boundary", () => {
  it.each([
    ['import { faqs } from "@solvix/content/pages/faqs";', "a value import of content"],
    ['import { z } from "zod";', "zod"],
    ['export { site } from "@solvix/content/site";', "a re-export of content"],
    ['export * from "@supabase/supabase-js";', "a re-export of supabase-js"],
    ['const faqs = () => import("@solvix/content/pages/faqs");', "import() of content"],
    ['const client = () => import("@supabase/supabase-js");', "import() of supabase-js"],
  ])("rejects %s (%s)", async (code) => {
    expect(await problems(code)).not.toEqual([]);
  });

  it.each([
    'import type { Faq } from "@solvix/content/pages/faqs";',
    'import { type Faq } from "@solvix/content/pages/faqs";',
    'import { clsx } from "clsx";',
  ])("accepts %s", async (code) => {
    expect(await problems(code)).toEqual([]);
  });

  it("leaves stories and tests free to read content", async () => {
    const code = 'import { faqs } from "@solvix/content/pages/faqs";';
    expect(await problems(code, "packages/ui/src/components/example.stories.tsx")).toEqual([]);
  });
});

describe("the build's published-content boundary", () => {
  const rules = "apps/web/app/lib/published-content-rules.ts";
  const plugin = "apps/web/server/published-content.ts";

  it.each([
    [rules, 'import { useState } from "react";'],
    [rules, 'import { Link } from "react-router";'],
    [rules, 'import { Button } from "@solvix/ui/components/button";'],
    [rules, 'import { useStaffSession } from "../staff/auth/staff-session.ts";'],
    [rules, 'export { PageHeader } from "../components/page-header.tsx";'],
    [plugin, 'import { isFaq } from "../app/staff/faqs/faq-list.ts";'],
    [plugin, 'import { loader } from "../app/routes/faqs.tsx";'],
    [plugin, 'const list = () => import("../app/staff/faqs/faq-list.ts");'],
    [plugin, 'const react = () => import("react");'],
    ["apps/web/vite.config.ts", 'import { x } from "./app/staff/faqs/faq-list.ts";'],
  ])("rejects in %s: %s", async (file, code) => {
    expect(await problems(code, file)).not.toEqual([]);
  });

  it.each([
    [plugin, 'import { isFaq, localBackendBuild } from "../app/lib/published-content-rules.ts";'],
    [plugin, 'import { positionTypes } from "@solvix/content/position-rules";'],
    [plugin, 'import { mkdirSync } from "node:fs";'],
    ["apps/web/vite.config.ts", 'import { reactRouter } from "@react-router/dev/vite";'],
  ])("accepts in %s: %s", async (file, code) => {
    expect(await problems(code, file)).toEqual([]);
  });

  it("holds for the modules as they are", async () => {
    const results = await eslint.lintFiles([rules, plugin, "apps/web/vite.config.ts"].map((file) => `${root}${file}`));
    expect(
      results.flatMap((result) => result.messages.map((message) => `${result.filePath}: ${message.message}`)),
    ).toEqual([]);
  });
});
