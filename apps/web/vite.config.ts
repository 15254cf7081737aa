// The site's Vite build (React Router); a production build must name its backend.
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";
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

/** The client entry and the root route: every page loads them and what they import statically. */
const shellEntries = /[\\/]app[\\/](entry\.client|root)\.tsx(\?|$)/;
/** The public pages' route modules (not the staff pages'). */
const publicRoutes = /[\\/]app[\\/]routes[\\/](?!staff-)[^\\/]+\.tsx(\?|$)/;

/** Whether a module (not itself one `from` matches) is reached from one by static imports, in Rolldown's graph. */
function reachedFrom(from: RegExp, id: string, chunking: Rolldown.ChunkingContext): boolean {
  const seen = new Set<string>();
  const reaches = (moduleId: string): boolean => {
    if (from.test(moduleId)) return true;
    if (seen.has(moduleId)) return false;
    seen.add(moduleId);
    return (chunking.getModuleInfo(moduleId)?.importers ?? []).some(reaches);
  };
  return !from.test(id) && reaches(id);
}

/** `app-shell`: what the client entry and the root route import statically (React, React Router, header, footer). */
const shellChunk = (id: string, chunking: Rolldown.ChunkingContext) =>
  reachedFrom(shellEntries, id, chunking) ? "app-shell" : null;
/** `page-parts`: what public pages' route modules import statically (with minShareCount 2: what two or more share). */
const pagePartsChunk = (id: string, chunking: Rolldown.ChunkingContext) =>
  !shellEntries.test(id) && reachedFrom(publicRoutes, id, chunking) ? "page-parts" : null;

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
  // The analytics collector's two build settings (app/lib/analytics.ts), read as packages/content/src/site.ts reads them.
  define: {
    "import.meta.env.SITE_SUPABASE_URL": JSON.stringify(process.env.SITE_SUPABASE_URL?.trim() ?? ""),
    "import.meta.env.SITE_BOOKING_URL": JSON.stringify(process.env.SITE_BOOKING_URL?.trim() ?? ""),
  },
  build: {
    // No module imports CSS: the one site-wide stylesheet is linked by the root (see SiteStylesheet in app/root.tsx)
    // and its rules a page uses are inlined into the page at build time.
    cssCodeSplit: true,
    // No modulepreload links for what an on-demand chunk imports: the few on-demand chunks (mobile menu, band
    // contents, search, staff editor) are small and load by their own imports. (Vite's preload helper still wraps
    // each dynamic import, vitejs/vite#18551: about 0.9 KB gzip of every first load, left as Vite writes it.)
    modulePreload: false,
    rolldownOptions: {
      output: {
        // A page's first load in few files: React Router names each in a modulepreload link, and Lighthouse's
        // simulated phone counts those requests before the first paint (/: 26 links to 7, LCP 2.4 s to 2.0 s).
        // Both groups take only modules a page already loads statically; what one page alone uses, route modules and
        // on-demand imports (staff pages, dialog, search index) stay in Rolldown's own chunks.
        codeSplitting: {
          groups: [
            { name: shellChunk, priority: 2 },
            { name: pagePartsChunk, priority: 1, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
