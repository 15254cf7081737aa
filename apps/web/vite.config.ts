// The site's Vite build (React Router); a production build must name its backend.
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { localBackendBuild, missingSupabaseUrl } from "./app/lib/published-content-rules.ts";
import { publishedContent } from "./server/published-content.ts";

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
  plugins: [
    requireBackendTarget(),
    // The FAQs staff edit, from the database (a build that cannot read them stops).
    publishedContent(process.env.WEB_BUILD_DIR ?? "build"),
    tailwindcss(),
    reactRouter(),
  ],
  // Workspace packages ship TypeScript source: bundle them into the prerender build instead of leaving
  // them for Node to load at build time.
  ssr: { noExternal: [/^@solvix\//] },
  build: {
    // No module imports CSS: the one site-wide stylesheet is linked by the root (see SiteStylesheet in app/root.tsx)
    // and its rules a page uses are inlined into the page at build time.
    cssCodeSplit: true,
    // No modulepreload links for what an on-demand chunk imports: the few on-demand chunks (mobile menu, band
    // contents, search, staff editor) are small and load by their own imports. (Vite's preload helper still wraps
    // each dynamic import, vitejs/vite#18551: about 0.9 KB gzip of every first load, left as Vite writes it.)
    modulePreload: false,
  },
});
