// The site's Vite build (React Router); a production build must name its backend.
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { localBackendBuild, missingSupabaseUrl } from "./app/features/faq-editing/build-target.ts";
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

/**
 * Vite wraps every dynamic import in its preload helper (0.9 KB gzip on every page) even with `modulePreload: false`
 * (vitejs/vite#18551); with one stylesheet for the whole site the helper never has anything to preload (its list of
 * dependencies is always empty). This unwraps `helper(() => import(x)…, deps)` back to the plain import and drops the
 * helper chunk once nothing imports it. A call with a dependency list of its own would be left as it is.
 */
function unwrapEmptyPreloads(): Plugin {
  return {
    name: "solvix:unwrap-empty-preloads",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const helper = Object.values(bundle).find(
        (file) => file.type === "chunk" && /(^|\/)preload-helper[^/]*\.js$/.test(file.fileName),
      );
      // Only stylesheets of dynamically imported chunks would be preloaded (modulePreload is off): with one site-wide
      // stylesheet there are none. Should a chunk ever import CSS of its own, keep Vite's helper.
      const ownCss = Object.values(bundle).some(
        (file) => file.type === "chunk" && (file.viteMetadata?.importedCss.size ?? 0) > 0,
      );
      if (helper?.type !== "chunk" || ownCss) return;
      // A module merged into the helper's chunk would lose its imports with it (the build config keeps the helper
      // alone): stop the build rather than ship a chunk that calls what it no longer imports.
      const merged = Object.keys(helper.modules).filter((id) => !id.includes("vite/preload-helper"));
      if (merged.length) throw new Error(`unwrap-empty-preloads: ${helper.fileName} also holds ${merged.join(", ")}`);
      const helperFile = helper.fileName.split("/").pop() ?? "";
      let stillUsed = false;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || chunk === helper) continue;
        const binding = new RegExp(
          `import\\{([\\w$]+) as ([\\w$]+)\\}from"\\./${helperFile.replace(/[.$]/g, "\\$&")}";`,
        );
        const match = binding.exec(chunk.code);
        if (!match) continue;
        const local = match[2] ?? "";
        let code = chunk.code.replace(match[0], "");
        code = unwrapCalls(code, local);
        // Short names are reused in inner scopes: only a helper call shape left over means the helper is still needed.
        if (code.includes(`${local}(()=>`) || code.includes(`${local}(async`)) {
          stillUsed = true;
          continue;
        }
        chunk.code = code;
        chunk.imports = chunk.imports.filter((file) => file !== helper.fileName);
      }
      if (!stillUsed) delete bundle[helper.fileName];
    },
  };
}

/** `name(ARROW,deps)` -> `(ARROW)()` for an arrow `()=>…` or `async()=>…`, found by balancing parentheses. */
export function unwrapCalls(code: string, name: string): string {
  const call = new RegExp(`(?<![\\w$.])${name.replace(/\$/g, "\\$")}\\((?=(async)?\\(\\)=>)`, "g");
  let out = "";
  let index = 0;
  for (const match of code.matchAll(call)) {
    if (match.index < index) continue;
    const open = match.index + name.length;
    let depth = 0;
    let end = open;
    for (; end < code.length; end += 1) {
      const char = code[end];
      if (char === "(") depth += 1;
      else if (char === ")" && --depth === 0) break;
    }
    const inner = code.slice(open + 1, end);
    // At this point Vite has not yet put the dependency list in place of its marker.
    const deps = /,(\[\]|__VITE_PRELOAD__)$/.exec(inner);
    if (!deps) continue;
    out += `${code.slice(index, match.index)}(${inner.slice(0, -deps[0].length)})()`;
    index = end + 1;
  }
  return out + code.slice(index);
}

export default defineConfig({
  plugins: [
    requireBackendTarget(),
    // The FAQs staff edit, from the database (a build that cannot read them stops).
    publishedContent(process.env.WEB_BUILD_DIR ?? "build"),
    unwrapEmptyPreloads(),
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
    // No preload helper (0.8 KB gzip on every page): the few on-demand chunks (mobile menu, band contents, search,
    // staff editor) are small and load by their own imports.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Vite's preload helper in a chunk of its own, never merged with a module that shares its importers: the
        // plugin above drops that chunk and every import of it.
        advancedChunks: {
          groups: [
            { name: "preload-helper", test: /^\0vite\/preload-helper/ },
            // What the root imports on every page (the header's parts, the design system's helpers, deferred()) in
            // one chunk, with what they import (React): as seven chunks of 0.2-2.4 KB they made each page's
            // first load 1.3-1.4 KB gzip heavier (measured with the budgets test) and five requests longer. With
            // them whenNearView, which the landing bands and the home page's near-view parts wait on: on its own it
            // was one more request, made only once the bands' chunk had arrived.
            {
              name: "shell",
              test: /packages\/ui\/src\/(lib\/(cn|variants|use-hydrated|use-scroll-to-top-navigate|motion|near-view)\.ts|components\/(button|logo|icon)\.tsx)$|apps\/web\/app\/components\/deferred\.tsx$/,
            },
          ],
        },
      },
    },
  },
});
