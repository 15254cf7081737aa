/**
 * Nothing but the page itself before its first paint. React Router's prerendered pages list every module of the first
 * load as `<link rel="modulepreload">` in the head and import them from a module script: on a slow phone those
 * twenty-odd requests share the link with the document and hold back the paint. Here the links go, and the module
 * script waits for the first paint, then preloads the same modules (flat, no import waterfall) and the rest of the
 * site stylesheet (the rules the page does not use yet, see critical-css.ts), and starts the app once both are in:
 * what only scripts render (menus, dialogs, messages) is styled from its first frame. Then it loads the page's Inter
 * faces and adds them once loaded and the page has hydrated, when that moves nothing on screen (web-fonts.ts). Without
 * JavaScript nothing changes: the page is complete as prerendered, with its inline rules and the fallback faces.
 */
import type { WebFontFace } from "./web-fonts.ts";

/** At most this many elements take Inter in one task: a larger band goes part by part (its children, and so on). */
const PART_ELEMENTS = 60;

/** A part on screen is smaller still: what the visitor sees takes Inter a few elements a task. */
const PART_ON_SCREEN = 16;

/**
 * Brings the loaded faces (`faces`) in part by part, never moving what is on screen. Until then the build's
 * `<html data-inter="pending">` keeps every band of the page (each child of `body` and of `main`) on the
 * metric-matched fallback (the design system's styles.css), so adding the faces changes no text (the browser lays it
 * out again in the faces it has, in a frame of its own); each part of the page then takes Inter (`font-family:
 * var(--font-sans)` on the part) in a task of its own. At once, the whole page's text laid out again in Inter took
 * 11-15 ms of one task on a 412-px phone, unthrottled (a task 4 times longer on Lighthouse's mobile CPU, and so
 * blocking); part by part, 1-4 ms a task. What is on screen goes in smaller parts still (at most 16 elements): taken
 * together, the parts on screen made a task of 5-10 ms unthrottled and 13-37 ms in Lighthouse's phone-sized traces.
 *
 * Inter and its fallback have the same vertical metrics but not the same widths, so a heading can gain or lose a line
 * and push what follows (a layout shift of 0.07 on a phone, 0.05 on desktop). The positions of the page's bands and,
 * inside the bands on screen, of the elements within a screen of the view are read before and after a part takes
 * Inter, in one task, and where the text on screen starts within them (Chrome counts text that moves inside a box
 * that stays: a centred line that gets narrower starts further right; 0.002 on /savings-calculator on a phone when
 * only boxes were compared): reading them lays the page out but draws nothing, so when anything that is or would be
 * on screen moved by 3 px or more (Chrome's own threshold for a shift), the part goes back to the fallback before a
 * frame is drawn. The parts on screen go first, one a task and each checked (for a frame or two the screen can show
 * text in both faces), then the others. Parts held back are tried again when a scroll has taken the visitor a screen
 * further (the browser keeps what is on screen in place when something above it grows), up to three times, and take
 * Inter when the visitor follows a link: a shift right after a click or key press is not counted, and the page
 * changes anyway. `<html data-web-fonts>` says how it ended
 * ("added": the whole page is in Inter and `data-inter` is gone; "held": some parts wait), for tests and tooling.
 *
 * It starts once the page has settled, after the next frame is drawn: React has hydrated the page and its deferred
 * parts (`<html data-hydrated>`, `data-deferred-pending` 0; at most 5 s), so the "before" positions need no layout of
 * their own (with the task between hydration's, 10-15 ms of a 30-54 ms task were those reads). Elements inside a band
 * off screen are not read: nothing in them can be seen unless the band itself moves into view, which its own box shows.
 * Which elements and texts to read is worked out once (again after a scroll), leaving out what is not rendered, and a
 * part below the view is not checked: what it can move comes after it. Walking the page for each part made every
 * part's task 11-12 ms of script on a phone-sized Lighthouse load.
 */
const ADD_FACES_WITHOUT_SHIFT = `() => {
  const root = document.documentElement;
  const onScreen = (rect) => rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth;
  const moved = (before, after) => Math.abs(before.top - after.top) >= 3 || Math.abs(before.left - after.left) >= 3;
  const inter = (parts, on) => {
    for (const part of parts) {
      if (on) part.style.fontFamily = "var(--font-sans)";
      else part.style.removeProperty("font-family");
    }
  };
  const split = (element, size = ${PART_ELEMENTS}) =>
    element.children.length && element.getElementsByTagName("*").length > size
      ? [...element.children].flatMap((child) => split(child, size))
      : [element];
  // The page's blocks: each child of body (main among them) and each child of main.
  const blocksNow = () =>
    [...document.body.children].flatMap((block) => (block.localName === "main" ? [block, ...block.children] : [block]));
  let parts = blocksNow()
    .filter((block) => !["main", "script", "style", "link", "template"].includes(block.localName))
    .flatMap((block) => split(block));
  // What a part taking Inter could move on screen: the box of every band and, inside the bands on screen, the
  // elements within a screen of the view and where the text on screen starts. Worked out once, again after a scroll.
  let watched = null;
  const forget = () => {
    watched = null;
  };
  const near = (rect) => (rect.width || rect.height) && rect.bottom > -innerHeight && rect.top < 2 * innerHeight;
  const watch = () => {
    if (watched) return watched;
    const elements = blocksNow().flatMap((block) => {
      if (block.localName === "main" || !onScreen(block.getBoundingClientRect())) return [block];
      const inside = [...block.querySelectorAll("*:not(svg *)")];
      return [block, ...inside.filter((element) => near(element.getBoundingClientRect()))];
    });
    const texts = [];
    for (const element of elements) {
      if (!onScreen(element.getBoundingClientRect())) continue;
      for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE && node.data.trim()) texts.push(node);
    }
    watched = { elements, texts };
    return watched;
  };
  // Takes Inter for these parts unless that moves something on screen; then they keep the fallback. Parts below the
  // view go as they are: what they can move comes after them, below the view too.
  const take = (these) => {
    if (these.every((part) => part.getBoundingClientRect().top >= innerHeight)) {
      inter(these, true);
      return true;
    }
    const { elements, texts } = watch();
    const before = elements.map((element) => element.getBoundingClientRect());
    const range = document.createRange();
    const start = (text) => {
      range.selectNodeContents(text);
      return range.getClientRects()[0] ?? range.getBoundingClientRect();
    };
    const textsBefore = texts.map(start);
    inter(these, true);
    const shifted =
      elements.some((element, index) => {
        const after = element.getBoundingClientRect();
        return (onScreen(before[index]) || onScreen(after)) && moved(before[index], after);
      }) || texts.some((text, index) => moved(textsBefore[index], start(text)));
    if (shifted) inter(these, false);
    return !shifted;
  };
  const held = [];
  let tries = 0;
  let triedAt = scrollY;
  const stop = () => {
    removeEventListener("scroll", forget);
    removeEventListener("resize", forget);
    removeEventListener("scrollend", retry);
    document.removeEventListener("click", follow, true);
  };
  // Every part in Inter: the bands follow the page's own font again, and the parts' own settings go.
  const finish = () => {
    stop();
    delete root.dataset.inter;
    inter(parts, false);
    root.dataset.webFonts = "added";
  };
  const retry = () => {
    if (Math.abs(scrollY - triedAt) < innerHeight) return;
    triedAt = scrollY;
    const again = held.splice(0);
    if (take(again)) finish();
    else {
      held.push(...again);
      if (++tries === 3) removeEventListener("scrollend", retry);
    }
  };
  const follow = (event) => {
    if (!event.target.closest?.("a[href]")) return;
    inter(held.splice(0), true);
    finish();
  };
  const first = () => {
    const shown = (part) => onScreen(part.getBoundingClientRect());
    parts = parts.flatMap((part) => (shown(part) ? split(part, ${PART_ON_SCREEN}) : [part]));
    const queue = [...parts.filter(shown), ...parts.filter((part) => !shown(part))].map((part) => [part]);
    addEventListener("scroll", forget, { passive: true });
    addEventListener("resize", forget);
    watch();
    // Adding faces has the browser lay the page's text out again, in the faces it already uses (3-5 ms), and the
    // first text in Inter readies the font at each weight (2-3 ms): a hidden probe does that, in the next frame with
    // the relayout, so that neither is in the task where the parts on screen take Inter.
    for (const face of faces) document.fonts.add(face);
    const probe = document.createElement("div");
    probe.setAttribute("aria-hidden", "true");
    probe.style.cssText = "position:absolute;top:0;left:0;visibility:hidden;pointer-events:none;font-family:var(--font-sans)";
    for (const weight of [400, 500, 600, 700]) {
      const sample = probe.appendChild(document.createElement("span"));
      sample.style.fontWeight = String(weight);
      sample.textContent = "Ag";
    }
    document.body.append(probe);
    const next = () => {
      probe.remove();
      const these = queue.shift();
      if (!these) {
        if (!held.length) return finish();
        root.dataset.webFonts = "held";
        addEventListener("scrollend", retry);
        document.addEventListener("click", follow, true);
        return;
      }
      if (these.length && !take(these)) held.push(...these);
      setTimeout(next);
    };
    requestAnimationFrame(() => setTimeout(next));
  };
  const settled = () => root.hasAttribute("data-hydrated") && (root.dataset.deferredPending ?? "0") === "0";
  const whenSettled = (go) => {
    if (settled()) return go();
    let late = 0;
    const observer = new MutationObserver(() => {
      if (settled()) done();
    });
    const done = () => {
      observer.disconnect();
      clearTimeout(late);
      go();
    };
    late = setTimeout(done, 5000);
    observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated", "data-deferred-pending"] });
  };
  whenSettled(() => requestAnimationFrame(() => setTimeout(first)));
}`;

/** Script source without its whole-line `//` comments: they are for the reader of this file, not for every page. */
function withoutLineComments(code: string): string {
  return code.replace(/^[ \t]*\/\/.*\n/gm, "");
}

/** The site footer's opening tag as the design system renders it, and the id the page is expected to reach. */
const FOOTER = '<footer data-slot="site-footer"';
const PAGE_END = "site-footer";

/**
 * The first frame shows the whole page, not the part of it parsed so far. Chrome paints a document while it is still
 * arriving or being parsed (a slow link, or a busy phone that stops the parser for a frame), and what the rest adds
 * then moves what was painted: the hero's backdrop is placed by a share of the hero's height, so it moved when the
 * hero's buttons arrived (a layout shift of 0.208 in a Lighthouse run of /sectors/real-estate on a phone, seen once in
 * 42 pages; it is reproduced by serving the page in two parts). A `<link rel="expect" blocking="render">` in the head
 * holds rendering until the footer is parsed (HTML's "expect" link type, Chrome 124 and later; other browsers ignore
 * it and paint as before). The footer gets the id the link names; React leaves an attribute it did not render in
 * place. The data and scripts after the footer are not waited for. Pages without the footer are left as they are.
 */
export function paintedWhole(html: string): string {
  if (!html.includes(FOOTER)) return html;
  if (html.includes(`id="${PAGE_END}"`)) throw new Error(`postbuild: a page already has an element #${PAGE_END}`);
  const head = html.indexOf("</head>");
  if (head < 0) throw new Error("postbuild: a page has no </head> for its render-blocking link");
  const withLink = `${html.slice(0, head)}<link rel="expect" href="#${PAGE_END}" blocking="render"/>${html.slice(head)}`;
  return withLink.replace(FOOTER, `<footer id="${PAGE_END}" data-slot="site-footer"`);
}

/** How many modulepreload links the bootstrap adds in one task. */
const PRELOADS_PER_TASK = 4;

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
 * together once the browser reports the first contentful paint (a `paint` performance entry, which arrives once that
 * frame is on screen), or after a second, should it never come (a browser without paint timing, a background tab).
 * Not sooner: a request that starts before the paint is on screen is counted by Lighthouse's simulation as holding
 * the paint back (a frame callback, the earlier signal, fires before the frame is shown, and sometimes made
 * Lighthouse's mobile FCP 1.5 s instead of 0.8 s).
 * The stylesheet's link is marked `data-rest` (the root layout looks for it). The fonts start loading once the app's
 * modules are in, so they never compete with them for a slow link. Fails the build when the script no longer has the
 * shape this expects, rather than shipping a page that never hydrates. A page with fonts to add gets
 * `<html data-inter="pending">`, which keeps its bands on the fallback faces until they take Inter one by one.
 */
export function bootstrapAfterFirstPaint(
  html: string,
  preload: string[],
  stylesheet: string,
  fonts: WebFontFace[] = [],
): string {
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
    'await new Promise((go) => { setTimeout(go, 1000); if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint")) new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length) go(); }).observe({ type: "paint", buffered: true }); });',
    `const sheet = Object.assign(document.createElement("link"), { rel: "stylesheet", href: ${JSON.stringify(stylesheet)} });`,
    'sheet.dataset.rest = "";',
    "const styled = new Promise((done) => { sheet.onload = sheet.onerror = done; });",
    "document.head.append(sheet);",
    // A few links a task: each starts a fetch, and a page's twenty-odd in one go took 8-26 ms on a phone-sized load.
    `for (const [index, href] of ${JSON.stringify(preload)}.entries()) {`,
    `  if (index && index % ${PRELOADS_PER_TASK} === 0) await new Promise((go) => setTimeout(go));`,
    '  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    "}",
    `const [${bindings.join(", ")}] = await Promise.all([${imports.map((match) => `import(${match[2]})`).join(", ")}]);`,
    "await styled;",
    ...(fonts.length
      ? [
          `const faces = ${JSON.stringify(fonts.map((face) => [face.family, face.source, face.descriptors]))}.map((face) => new FontFace(...face));`,
          `Promise.all(faces.map((face) => face.load())).then(${withoutLineComments(ADD_FACES_WITHOUT_SHIFT)}, () => {});`,
        ]
      : []),
    rest,
  ].join("\n");
  const page = html.replace(script[0], () => `<script type="module" async="">${rewritten}</script>`);
  if (!fonts.length) return page;
  if (!/<html[\s>]/.test(page)) throw new Error("postbuild: a page with web fonts has no <html> tag");
  return page.replace(/<html(?=[\s>])/, '<html data-inter="pending"');
}
