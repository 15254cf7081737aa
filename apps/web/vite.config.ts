import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Workspace packages ship TypeScript source: bundle them into the prerender build instead of leaving
  // them for Node to load at build time.
  ssr: { noExternal: [/^@solvix\//] },
  build: {
    // Keep one CSS file per build: the site's whole stylesheet is small and cached across pages.
    cssCodeSplit: false,
    // No preload helper (0.8 KB gzip on every page): the few on-demand chunks (mobile menu, band contents, search,
    // staff editor) are small and load by their own imports.
    modulePreload: false,
  },
});
