// Proves the ESLint rule that keeps the design system presentational (eslint.config.ts `uiBoundaries`) catches
// every way a shipped source could pull in content values, zod or supabase-js — and leaves type imports alone.
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { uiBoundaries } from "../eslint.config.ts";

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
