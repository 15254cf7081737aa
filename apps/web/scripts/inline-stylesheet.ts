/**
 * The public pages' stylesheet (app/site.css) inline, whole, in every prerendered page: 11 KB brotli, the same on every
 * page, so no rule a public page uses is ever missing and nothing is fetched for styles before the first paint. The
 * staff pages carry it too (a staff page can go on to a public one) and link their own, the whole design system's
 * (`styles-<hash>.css`, routes/staff-layout.tsx). The rest of the page (React Router's module script and its
 * modulepreload links) ships as the router writes it.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** The public pages' stylesheet's path (`/assets/site-<hash>.css`, from app/site.css): the build has exactly one. */
export function siteStylesheet(client: string): string {
  const sheets = readdirSync(join(client, "assets")).filter((name) => /^site-[\w-]+\.css$/.test(name));
  if (sheets.length !== 1)
    throw new Error(`postbuild: expected one site-<hash>.css in assets/, found ${sheets.length}`);
  return `/assets/${sheets[0]}`;
}

/** The page with the stylesheet inline, first in the head, right after the charset and viewport. */
export function withInlineStyle(html: string, css: string): string {
  const viewport = /<meta name="viewport"[^>]*>/.exec(html);
  if (!viewport) throw new Error("postbuild: the page has no viewport <meta> to put its stylesheet after");
  const at = viewport.index + viewport[0].length;
  return `${html.slice(0, at)}<style>${css}</style>${html.slice(at)}`;
}
