// The loader data of a staff page (build time): its head, its words and the backend the browser talks to.
import type { Seo } from "@solvix/content/sections";
import { backendSettings } from "../../lib/backend-settings.server.ts";
import { pageHead, withIcons } from "../../lib/page.server.ts";

/** What every staff page's content has: its address, head, h1 and intro; the rest is the page's own words. */
interface StaffPageContent {
  path: string;
  seo: Seo;
  title: string;
  intro: string;
}

/**
 * A staff page's loader data: `title` and `intro` for the header, `copy` (the page's other words) and `backend` for
 * its view, the head with a one-crumb trail, and `extra` (data the view needs besides its words) as given.
 */
export function staffPageData<Page extends StaffPageContent, Extra extends object = object>(page: Page, extra?: Extra) {
  const { path, seo, title, intro, ...copy } = page;
  return withIcons({
    title,
    intro,
    copy,
    ...(extra as Extra),
    backend: backendSettings(),
    ...pageHead(path, seo, { trail: [[title, path]] }),
  });
}
