/** @type {import("prettier").Config} */
export default {
  printWidth: 120,
  plugins: ["prettier-plugin-tailwindcss"],
  tailwindStylesheet: "./packages/ui/src/styles.css",
  tailwindFunctions: ["cn", "cva"],
};
