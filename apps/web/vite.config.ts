import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { localBackendBuild, missingSupabaseUrl } from "./app/features/faq-editing/build-target.ts";

/**
 * A production build names its Supabase project, or says explicitly that it is served with the embedded local
 * backend (npm start, the end-to-end tests): never a public build whose staff sign-in takes pasted tokens. Checked
 * when a build starts (not when the config is only read, e.g. by `react-router typegen`).
 */
function requireBackendTarget(): Plugin {
  return {
    name: "solvix:require-backend-target",
    apply: "build",
    buildStart() {
      if (!process.env.SITE_SUPABASE_URL && !localBackendBuild(process.env)) this.error(missingSupabaseUrl);
    },
  };
}

export default defineConfig({
  plugins: [requireBackendTarget(), tailwindcss(), reactRouter()],
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
