// The bootstrap rewrite and the modulepreload strip, on React Router's real page shape and on shapes it must refuse.
import { describe, expect, it } from "vitest";
import { bootstrapAfterFirstPaint, withoutModulePreloads } from "./first-paint.ts";

const bootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/landing-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/landing":route1};

import("/assets/entry.client-4.js");`;
const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js" integrity="sha384-a"/><link rel="modulepreload" href="/assets/root-2.js" integrity="sha384-b"/></head><body><p>Text</p><script type="module" async="">${bootstrap}</script></body></html>`;

describe("first paint", () => {
  it("takes the modulepreload links out and lists their modules", () => {
    const { html, modules } = withoutModulePreloads(page);
    expect(html).not.toContain("modulepreload");
    expect(modules).toEqual(["/assets/manifest-1.js", "/assets/root-2.js"]);
  });

  it("starts the app after a painted frame, with the same modules, preloads and the whole stylesheet", () => {
    const html = bootstrapAfterFirstPaint(page, ["/assets/root-2.js"], "/assets/styles-5.css");
    const code = /<script type="module" async="">([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(code).not.toMatch(/^import /m);
    expect(code.indexOf("requestAnimationFrame")).toBeLessThan(code.indexOf("import("));
    expect(code).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/landing-3.js")]);',
    );
    expect(code).toContain('href: "/assets/styles-5.css"');
    expect(code).toContain('["/assets/root-2.js"]');
    expect(code.indexOf("await styled;")).toBeLessThan(code.indexOf("window.__reactRouterRouteModules"));
    expect(code.trim().endsWith('import("/assets/entry.client-4.js");')).toBe(true);
  });

  it("refuses a bootstrap of another shape rather than ship a page that never starts", () => {
    const changed = page.replace("window.__reactRouterRouteModules", "window.__reactRouterRouteModulesV2");
    expect(() => bootstrapAfterFirstPaint(changed, [], "/s.css")).toThrow(/changed shape/);
    expect(() => bootstrapAfterFirstPaint("<p>no script</p>", [], "/s.css")).toThrow(/no React Router module script/);
  });
});
