// The new-page generator's checks and plan: the input checked against the live content (slug, title, icon, colour,
// routes taken), the listing positions and the export name of a new landing entry (scripts/new-page.ts runs it).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { colorTokens, iconNames, type ColorToken, type IconName } from "../packages/content/src/icons.ts";
import { listLandingPages } from "../packages/content/src/landing.ts";
import type { LandingPage } from "../packages/content/src/landing-schema.ts";
import { findRoute } from "../packages/content/src/routes.ts";
import { renderEntry } from "./new-page-entry.ts";

export type Kind = LandingPage["kind"];
export const kinds: readonly Kind[] = ["sector", "industry"];

export interface NewPageInput {
  kind: Kind;
  slug: string;
  title: string;
  icon?: string;
  color?: string;
  /** A sector also listed among the industries: Industries menu, /industries and the footer. */
  menus?: boolean;
  /** The sitemap's lastmod; today by default. */
  today?: string;
}

export interface NewPagePlan {
  slug: string;
  path: string;
  exportName: string;
  file: string;
  source: string;
  listing: LandingPage["listing"];
  icon: IconName;
  color: ColorToken;
}

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_TITLE = 40;
export const landingDir = "packages/content/src/landing";
const reservedWords = new Set(
  "break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof let new null return static super switch this throw true try typeof var void while with yield await implements interface package private protected public".split(
    " ",
  ),
);

export const kebab = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
const camel = (slug: string) => slug.replace(/-([a-z0-9])/g, (_, char: string) => char.toUpperCase());
const wrap = (words: readonly string[]) =>
  words
    .join(", ")
    .replace(/(.{1,100})(?:, |$)/g, "\n    $1,")
    .slice(0, -1);

function pick<T extends string>(label: string, value: string, allowed: readonly T[]): T | string {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  const near = allowed.filter((name) => name.toLowerCase() === value.toLowerCase());
  const hint = near.length ? ` Did you mean "${near[0]}"?` : "";
  return `unknown ${label} "${value}".${hint} Allowed:${wrap(allowed)}`;
}

/** The colour used least by the cards of the listing, so a new card does not repeat its neighbours. */
function freshColor(pages: readonly LandingPage[]): ColorToken {
  const uses = new Map<ColorToken, number>(colorTokens.map((token) => [token, 0]));
  for (const page of pages) uses.set(page.card.color, (uses.get(page.card.color) ?? 0) + 1);
  return [...colorTokens].sort((a, b) => (uses.get(a) ?? 0) - (uses.get(b) ?? 0))[0] ?? "blue";
}

function nextPosition(pages: readonly LandingPage[], listing: keyof LandingPage["listing"]): number {
  return Math.max(0, ...pages.map((page) => page.listing[listing] ?? 0)) + 1;
}

/** Checks the input against the live content; returns every problem at once, or the file to write. */
export function planNewPage(
  input: NewPageInput,
  root: string,
  pages: readonly LandingPage[] = listLandingPages(),
): { errors: string[] } | { plan: NewPagePlan } {
  const errors: string[] = [];
  const title = input.title.trim();
  const slug = input.slug;
  if (!kinds.includes(input.kind)) errors.push(`unknown kind "${input.kind}": use "sector" or "industry".`);
  const prefix = input.kind === "industry" ? "/industries/" : "/sectors/";
  const path = `${prefix}${slug}`;
  if (!slugPattern.test(slug)) {
    const suggestion = kebab(slug);
    errors.push(
      `"${slug}" is not kebab-case: use lowercase letters and digits joined by single hyphens${suggestion ? `, e.g. "${suggestion}"` : ""}.`,
    );
  } else {
    const existing = pages.find((page) => page.slug === slug);
    // One topic, one page (DECISIONS.md): the id may not serve another page under either prefix.
    const route = [path, `${input.kind === "industry" ? "/sectors/" : "/industries/"}${slug}`]
      .map((candidate) => ({ candidate, route: findRoute(candidate, pages) }))
      .find((found) => found.route);
    if (existing) errors.push(`a page with the slug "${slug}" exists: ${existing.canonicalPath}.`);
    else if (route?.route)
      errors.push(`${route.candidate} is already a route (${route.route.kind} of ${route.route.canonicalPath}).`);
    else if (existsSync(join(root, landingDir, `${slug}.ts`)))
      errors.push(`${landingDir}/${slug}.ts exists: "${slug}" is reserved, choose another slug.`);
  }
  if (!title) errors.push("the title is empty.");
  else if (title.length > MAX_TITLE)
    errors.push(`the title has ${title.length} characters; keep it to ${MAX_TITLE} (it heads cards and menus).`);
  else if (pages.some((page) => page.card.title.toLowerCase() === title.toLowerCase()))
    errors.push(`a page titled "${title}" exists: two cards would read the same.`);
  const icon = pick("icon", input.icon ?? (input.kind === "industry" ? "Briefcase" : "Building"), iconNames);
  const color = pick("colour", input.color ?? freshColor(pages), colorTokens);
  if (!iconNames.includes(icon as IconName)) errors.push(icon);
  if (!colorTokens.includes(color as ColorToken)) errors.push(color);
  if (input.menus && input.kind === "industry")
    errors.push("--menus is for sectors: an industry is always listed there.");
  if (errors.length) return { errors };

  const listing: LandingPage["listing"] =
    input.kind === "industry"
      ? { industries: nextPosition(pages, "industries") }
      : input.menus
        ? { industries: nextPosition(pages, "industries"), sectors: nextPosition(pages, "sectors") }
        : { sectors: nextPosition(pages, "sectors") };
  const name = camel(slug);
  const exportName = /^[0-9]/.test(name)
    ? `page${name}`
    : reservedWords.has(name) || name === "landingPages"
      ? `${name}Page`
      : name;
  const plan = {
    slug,
    path,
    exportName,
    file: `${landingDir}/${slug}.ts`,
    listing,
    icon: icon as IconName,
    color: color as ColorToken,
    source: "",
  };
  plan.source = renderEntry({ ...plan, kind: input.kind, title, today: input.today ?? today() });
  return { plan };
}

const today = () => new Date().toISOString().slice(0, 10);
