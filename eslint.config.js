import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    files: ["supabase/functions/**"],
    languageOptions: { globals: { Deno: "readonly" } },
  },
);
