// The bootstrap rewrite and the modulepreload strip, on React Router's real page shape and on shapes it must refuse.
import { describe, expect, it } from "vitest";
import { bootstrapAfterFirstPaint, paintedWhole, withInlineStyle, withoutModulePreloads } from "./first-paint.ts";

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

  it("starts the app after the first contentful paint, with the same modules and preloads", () => {
    const html = bootstrapAfterFirstPaint(page, ["/assets/root-2.js"]);
    const code = /<script type="module" async="">([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(code).not.toMatch(/^import /m);
    expect(code.indexOf('getEntriesByName("first-contentful-paint")')).toBeGreaterThan(0);
    expect(code.indexOf("first-contentful-paint")).toBeLessThan(code.indexOf("import("));
    expect(code).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/landing-3.js")]);',
    );
    expect(code).not.toContain("stylesheet");
    expect(code).toContain('["/assets/root-2.js"]');
    // A few preload links a task, not all of them in one.
    expect(code).toContain("if (index && index % 4 === 0) await new Promise((go) => setTimeout(go));");
    expect(code.trim().endsWith('import("/assets/entry.client-4.js");')).toBe(true);
  });

  it("refuses a bootstrap of another shape rather than ship a page that never starts", () => {
    const changed = page.replace("window.__reactRouterRouteModules", "window.__reactRouterRouteModulesV2");
    expect(() => bootstrapAfterFirstPaint(changed, [])).toThrow(/changed shape/);
    expect(() => bootstrapAfterFirstPaint("<p>no script</p>", [])).toThrow(/no React Router module script/);
  });

  it("holds the first frame until the footer is parsed, on pages that have it", () => {
    const withFooter = `<html><head><title>T</title></head><body><main><h1>T</h1></main><footer data-slot="site-footer" class="f"><p>F</p></footer><script>window.x = '<footer data-slot="site-footer"';</script></body></html>`;
    const html = paintedWhole(withFooter);
    expect(html).toContain('<title>T</title><link rel="expect" href="#site-footer" blocking="render"/></head>');
    expect(html).toContain('<footer id="site-footer" data-slot="site-footer" class="f">');
    expect(html.match(/id="site-footer"/g)).toHaveLength(1);
    // The app's error page has no footer: nothing to wait for.
    expect(paintedWhole("<html><head></head><body><h1>Error</h1></body></html>")).not.toContain("expect");
    expect(() => paintedWhole(html)).toThrow(/already has an element #site-footer/);
  });

  it("puts the stylesheet first in the head, after the viewport", () => {
    expect(
      withInlineStyle('<head><meta charset="utf-8"/><meta name="viewport" content="x"/><title>t</title>', "p{}"),
    ).toBe('<head><meta charset="utf-8"/><meta name="viewport" content="x"/><style>p{}</style><title>t</title>');
    expect(() => withInlineStyle("<head></head>", "p{}")).toThrow(/viewport/);
  });
});
