// The bootstrap rewrite and the modulepreload strip, on React Router's real page shape and on shapes it must refuse.
import { describe, expect, it } from "vitest";
import { bootstrapAfterFirstPaint, paintedWhole, withoutModulePreloads } from "./first-paint.ts";

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

  it("starts the app after the first contentful paint, with the same modules, preloads and the rest of the stylesheet", () => {
    const html = bootstrapAfterFirstPaint(page, ["/assets/root-2.js"], "/assets/rest/5.css");
    const code = /<script type="module" async="">([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(code).not.toMatch(/^import /m);
    expect(code.indexOf('getEntriesByName("first-contentful-paint")')).toBeGreaterThan(0);
    expect(code.indexOf("first-contentful-paint")).toBeLessThan(code.indexOf("import("));
    expect(code).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/landing-3.js")]);',
    );
    expect(code).toContain('href: "/assets/rest/5.css"');
    expect(code).toContain('sheet.dataset.rest = "";');
    expect(code).not.toContain("FontFace");
    expect(code).toContain('["/assets/root-2.js"]');
    // A few preload links a task, not all of them in one.
    expect(code).toContain("if (index && index % 4 === 0) await new Promise((go) => setTimeout(go));");
    expect(code.indexOf("await styled;")).toBeLessThan(code.indexOf("window.__reactRouterRouteModules"));
    expect(code.trim().endsWith('import("/assets/entry.client-4.js");')).toBe(true);
  });

  it("loads the page's web fonts once the app's modules are in, and brings them in part by part when loaded", () => {
    const latin = {
      family: "Inter Variable",
      source: 'url(/assets/inter-latin.woff2)format("woff2-variations")',
      descriptors: { weight: "100 900", display: "swap", unicodeRange: "U+0-FF" },
    };
    const html = bootstrapAfterFirstPaint(page, [], "/assets/rest/5.css", [latin]);
    const code = /<script type="module" async="">([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(code).toContain(
      'const faces = [["Inter Variable","url(/assets/inter-latin.woff2)format(\\"woff2-variations\\")",{"weight":"100 900","display":"swap","unicodeRange":"U+0-FF"}]].map((face) => new FontFace(...face));',
    );
    // The bands keep the fallback (styles.css) until the script has brought Inter in: without it, nothing changes.
    expect(html.startsWith('<html data-inter="pending"><head>')).toBe(true);
    expect(code).toMatch(/Promise\.all\(faces\.map\(\(face\) => face\.load\(\)\)\)\.then\(\(\) => \{/);
    // Once the page has hydrated with its deferred parts (or after 5 s), then after the next frame.
    expect(code).toContain("whenSettled(() => requestAnimationFrame(() => setTimeout(first)));");
    expect(code).toContain('root.hasAttribute("data-hydrated") && (root.dataset.deferredPending ?? "0") === "0"');
    expect(code).toContain("late = setTimeout(done, 5000);");
    // Parts of at most 60 elements (16 on screen), the ones on screen first, each part a task.
    expect(code).toContain(
      'const split = (element, size = 60) =>\n    element.children.length && element.getElementsByTagName("*").length > size',
    );
    expect(code).toContain(".flatMap((block) => split(block));");
    expect(code).toContain("parts = parts.flatMap((part) => (shown(part) ? split(part, 16) : [part]));");
    expect(code).toContain(
      "const queue = [...parts.filter(shown), ...parts.filter((part) => !shown(part))].map((part) => [part]);",
    );
    expect(code).toMatch(/if \(these\.length && !take\(these\)\) held\.push\(\.\.\.these\);\n\s*setTimeout\(next\);/);
    // The relayout that adding the faces brings goes in a frame of its own, before the first part.
    expect(code).toMatch(/document\.fonts\.add\(face\);\n[^]*requestAnimationFrame\(\(\) => setTimeout\(next\)\);/);
    // Inside the bands on screen only: a band off screen is read as one box. Worked out once, again after a scroll.
    expect(code).toContain(
      'if (block.localName === "main" || !onScreen(block.getBoundingClientRect())) return [block];',
    );
    expect(code).toContain("if (watched) return watched;");
    // What is not rendered is not read, and a part below the view takes Inter unchecked.
    expect(code).toContain("(rect.width || rect.height) && rect.bottom > -innerHeight");
    expect(code).toMatch(
      /if \(these\.every\(\(part\) => part\.getBoundingClientRect\(\)\.top >= innerHeight\)\) \{\n\s*inter\(these, true\);\n\s*return true;/,
    );
    expect(code).toContain('addEventListener("scroll", forget, { passive: true });');
    expect(code).toContain('if (on) part.style.fontFamily = "var(--font-sans)";');
    // Read before, Inter for the part, read after; back to the fallback in the same task when something moved.
    expect(code).toMatch(/const textsBefore = texts\.map\(start\);\n\s*inter\(these, true\);\n\s*const shifted =/);
    expect(code).toContain("texts.some((text, index) => moved(textsBefore[index], start(text)))");
    expect(code).toContain("if (shifted) inter(these, false);");
    // Done: the bands follow the page's font again, and the parts' own settings go.
    expect(code).toMatch(
      /delete root\.dataset\.inter;\n\s*inter\(parts, false\);\n\s*root\.dataset\.webFonts = "added";/,
    );
    expect(code.indexOf("await styled;")).toBeLessThan(code.indexOf("new FontFace"));
    expect(code.indexOf("new FontFace")).toBeLessThan(code.indexOf("window.__reactRouterRouteModules"));
    // The script's comments stay in the source.
    expect(code).not.toMatch(/^\s*\/\//m);
    // A page without fonts to add is left as it is.
    expect(bootstrapAfterFirstPaint(page, [], "/assets/rest/5.css")).not.toContain("data-inter");
  });

  it("refuses a bootstrap of another shape rather than ship a page that never starts", () => {
    const changed = page.replace("window.__reactRouterRouteModules", "window.__reactRouterRouteModulesV2");
    expect(() => bootstrapAfterFirstPaint(changed, [], "/s.css")).toThrow(/changed shape/);
    expect(() => bootstrapAfterFirstPaint("<p>no script</p>", [], "/s.css")).toThrow(/no React Router module script/);
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
});
