// One lint configuration for the whole workspace, type-aware, with the design system's import boundary.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import type { Linter } from "eslint";
import tseslint from "typescript-eslint";

/**
 * The design system stays presentational: its shipped sources (not stories, story fixtures, tests or docs) import
 * the content package for types only — a value import would put zod and every page's data into the site's
 * first-load JavaScript — and never zod or supabase-js, statically, re-exported or through import().
 */
// esquery ends a regex at its first slash: "." stands for the slashes of these names.
const heavy = "^(@solvix.content(.*)?|zod|@supabase..*)$";
export const uiBoundaries: Linter.Config = {
  files: ["packages/ui/src/**/*.{ts,tsx}"],
  ignores: ["**/*.stories.tsx", "**/*.test.{ts,tsx}", "**/story-*", "packages/ui/src/docs/**"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: "^@solvix/content(/.*)?$",
            allowTypeImports: true,
            message: "The design system takes content as props: import its types only (import type …).",
          },
          { regex: "^(zod|@supabase/.*)$", message: "No zod or supabase-js in the design system's shipped sources." },
        ],
      },
    ],
    "no-restricted-syntax": [
      "error",
      {
        selector: `ImportExpression[source.value=/${heavy}/]`,
        message: "No import() of content, zod or supabase-js in the design system's shipped sources.",
      },
    ],
  },
};

/**
 * The build reads published content through one module with no UI in it (apps/web/app/lib/published-content-rules.ts):
 * it, the build plugin (apps/web/server/published-content.ts) and vite.config.ts never import React (or its router),
 * the design system, or the site's staff pages, components or routes, statically, re-exported or through import().
 */
const uiPaths =
  "^(react|react-dom|react-router|react-router-dom)(/.*)?$|^@solvix/ui(/.*)?$|" +
  "^\\.{1,2}/(.*/)?(staff|components|routes)(/|$)";
export const buildBoundaries: Linter.Config = {
  files: [
    "apps/web/app/lib/published-content-rules.ts",
    "apps/web/server/published-content.ts",
    "apps/web/vite.config.ts",
  ],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: uiPaths,
            message:
              "The build reads published content without the UI: no React, @solvix/ui, app/staff, app/components or " +
              "app/routes here (put what both need in app/lib/published-content-rules.ts).",
          },
        ],
      },
    ],
    "no-restricted-syntax": [
      "error",
      {
        // esquery ends a regex at its first slash: "." stands for the slashes of these names.
        selector:
          "ImportExpression[source.value=/^(react|react-dom|react-router|react-router-dom|@solvix.ui)(.*)?$|" +
          "(^|.)(staff|components|routes)(.|$)/]",
        message: "No import() of the UI in the build's published-content modules.",
      },
    ],
  },
};

// One lint configuration for the whole workspace.
export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "**/dist/**",
      "**/.react-router/**",
      "storybook-static/**",
      ".tools/**",
      ".data/**",
      "**/.turbo/**",
      "**/test-results/**",
      "**/__screenshots__/**",
      // Generated copies of packages/content (supabase/scripts/generate-content.ts): their source is linted.
      "supabase/functions/_shared/content/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // Scripts, servers, tests and the local stack report to the console by design.
    files: [
      "**/scripts/**",
      "**/server/**",
      "**/*.test.{ts,tsx}",
      "**/e2e/**",
      "**/budgets/**",
      "supabase/**",
      "**/bench/**",
    ],
    rules: { "no-console": "off" },
  },
  {
    // Type-aware rules: a promise is awaited, returned or explicitly voided, never passed where a void callback goes.
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: {
        // One program over every project's files (a program per project parsed and bound the shared sources again
        // in each: the whole lint took 69 CPU-seconds with six, 42 with one).
        project: "tsconfig.lint.json",
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  uiBoundaries,
  buildBoundaries,
  {
    // The copy `scripts/pnpm new-page` leaves for a person to write never ships; the guide's example keeps it.
    files: ["packages/content/src/**/*.ts"],
    ignores: ["packages/content/src/landing/new-page-example.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value=/^TODO: /]",
          message: "Placeholder copy from scripts/pnpm new-page: write the real text before review.",
        },
      ],
    },
  },
  {
    // Edge functions are Deno programs (npm: specifiers), typechecked by `deno check`, not by a Node tsconfig.
    files: ["supabase/functions/**", "supabase/local/functions/**", "supabase/tests/deno/**"],
    rules: tseslint.configs.disableTypeChecked.rules,
    languageOptions: {
      parserOptions: { project: false, program: null, projectService: false },
      globals: { Deno: "readonly" },
    },
  },
);
