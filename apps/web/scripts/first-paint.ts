/**
 * Nothing but the page itself before its first paint. React Router's prerendered pages list every module of the first
 * load as `<link rel="modulepreload">` in the head and import them from a module script: on a slow phone those
 * twenty-odd requests share the link with the document and hold back the paint. Here the links go, and the module
 * script waits for the first paint, then preloads the same modules (flat, no import waterfall) and the whole site
 * stylesheet, and starts the app once both are in: what only scripts render (menus, dialogs, messages) is styled from
 * its first frame. Without JavaScript nothing changes: the page is complete as prerendered, with its inline rules.
 */

/** The module script React Router writes for a prerendered page (the route modules, then the client entry). */
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The page without its modulepreload links (the first-load modules are preloaded by the bootstrap instead). */
export function withoutModulePreloads(html: string): { html: string; modules: string[] } {
  const modules: string[] = [];
  const stripped = html.replace(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g, (_link, href: string) => {
    modules.push(href);
    return "";
  });
  return { html: stripped, modules };
}

/**
 * React Router's bootstrap rewritten to start after the first paint: its static imports become dynamic ones, loaded
 * together once a frame has been painted (or after half a second, should frames not run, as in a background tab).
 * Fails the build when the script no longer has the shape this expects, rather than shipping a page that never
 * hydrates.
 */
export function bootstrapAfterFirstPaint(html: string, preload: string[], stylesheet: string): string {
  const script = BOOTSTRAP.exec(html);
  if (!script) throw new Error("postbuild: no React Router module script found in a prerendered page");
  const code = script[1] ?? "";
  const imports = [...code.matchAll(/^import (?:\* as ([\w$]+) from )?("[^"\n]+");$/gm)];
  const rest = code.replace(/^import (?:\* as [\w$]+ from )?"[^"\n]+";$/gm, "").trim();
  if (!imports.length || !/^window\.__reactRouterRouteModules = \{[^\n]*\};\s*import\("[^"]+"\);$/.test(rest)) {
    throw new Error(`postbuild: React Router's module script changed shape; update scripts/first-paint.ts:\n${code}`);
  }
  const bindings = imports.map((match) => match[1] ?? "");
  const rewritten = [
    "await new Promise((go) => { requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 500); });",
    `const sheet = Object.assign(document.createElement("link"), { rel: "stylesheet", href: ${JSON.stringify(stylesheet)} });`,
    "const styled = new Promise((done) => { sheet.onload = sheet.onerror = done; });",
    "document.head.append(sheet);",
    `for (const href of ${JSON.stringify(preload)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${bindings.join(", ")}] = await Promise.all([${imports.map((match) => `import(${match[2]})`).join(", ")}]);`,
    "await styled;",
    rest,
  ].join("\n");
  return html.replace(script[0], () => `<script type="module" async="">${rewritten}</script>`);
}
