// Build-time side of the icons: turns the icon names a page uses into the SVG markup it ships.
import type { IconName } from "@solvix/content/icons";
import { icons, type LucideIcon } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IconGlyphs } from "../components/icon.tsx";

/**
 * Build-time (and Storybook) side of the icons. Content names icons; route loaders turn the names a page uses into
 * SVG markup (`collectIconGlyphs`), which travels with the page's data, so no page ships an icon map in its
 * JavaScript. Never import this module from browser code of the site: it holds every lucide icon.
 */
// A content icon name that lucide lacks fails the typecheck here.
const registry: Record<IconName, LucideIcon> = icons;

const cache = new Map<string, string>();

/** The inner markup of a lucide icon's <svg> (its paths and shapes). */
export function iconGlyph(name: IconName): string {
  let glyph = cache.get(name);
  if (glyph === undefined) {
    const svg = renderToStaticMarkup(createElement(registry[name]));
    glyph = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    cache.set(name, glyph);
  }
  return glyph;
}

function isIconName(value: unknown): value is IconName {
  return typeof value === "string" && Object.hasOwn(registry, value);
}

/** The glyphs of every `icon` named anywhere in the given data (content objects, lists, loader data). */
export function collectIconGlyphs(...data: unknown[]): IconGlyphs {
  const glyphs: Record<string, string> = {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key === "icon" && isIconName(item)) glyphs[item] = iconGlyph(item);
        else visit(item);
      }
    }
  };
  for (const item of data) visit(item);
  return glyphs;
}

/** Every glyph of the given names (Storybook renders any content). */
export function glyphsFor(names: readonly IconName[]): IconGlyphs {
  return Object.fromEntries(names.map((name) => [name, iconGlyph(name)]));
}
