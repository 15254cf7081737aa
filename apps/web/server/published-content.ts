// What staff publish reaches the build here: the FAQ rows, the careers positions and the proof (testimonials, client
// logos, team, certifications; issue 49), read once per build from the
// database, for the routes (through the virtual module below), for react-router.config.ts (the open positions'
// pages to prerender) and for postbuild (the sitemap, the closed positions' answers, from the snapshot written next
// to the build). The search index is built from the prerendered pages, so it shows the same rows.
//
// Where the rows come from (published-source.ts): the project's `faqs`, `proof` and `submit-application`'s positions
// functions as a visitor reads them, the running stack's, or the embedded database. The functions rather than
// PostgREST: they are the reads the site already makes and tests, and the local stack serves them too (it has no
// PostgREST), so hosted and local builds read through the same code. A build that cannot read them stops with a
// message naming what failed.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import type * as embeddedDatabase from "../../../supabase/local/published.ts";
import {
  positionLocations,
  positionTypes,
  storedTermsSchema as termsSchema,
  type StoredPosition,
} from "@solvix/content/position-rules";
import { publishedProofListSchema, type PublishedProof } from "@solvix/content/proof-rules";
import { isFaq } from "../app/lib/published-content-rules.ts";
import { fetchPublished, readPublished, reason } from "./published-source.ts";

type Env = Record<string, string | undefined>;
type EmbeddedDatabase = typeof embeddedDatabase;

export interface PublishedFaq {
  id: number;
  question: string;
  answer: string;
  /** ISO time of the row's last change. */
  updatedAt: string;
}

export interface PublishedContent {
  /** Where the rows were read (no key or password in it). */
  source: string;
  faqs: PublishedFaq[];
  /** Every position, open ones first (closedAt null), then the closed ones (their pages answer 404/410). */
  positions: StoredPosition[];
  proof: PublishedProof[]; // by kind, then order; none until editors publish some
}

/** The snapshot postbuild reads, beside the build's client and server folders. */
export const snapshotFile = "published-content.json";
export const virtualId = "virtual:solvix/published-content";

/** The rows of a `faqs` list answer; throws on any other shape. */
export function parsePublishedFaqs(body: unknown): PublishedFaq[] {
  const rows = (body as { faqs?: unknown } | null)?.faqs;
  const valid = (row: unknown): row is PublishedFaq =>
    isFaq(row) && !Number.isNaN(Date.parse(String((row as { updatedAt?: unknown }).updatedAt)));
  if (!Array.isArray(rows) || rows.length === 0 || !rows.every(valid)) throw new Error("the answer is not a FAQ list");
  return rows
    .map(({ id, question, answer, updatedAt }) => ({ id, question, answer, updatedAt }))
    .sort((a, b) => a.id - b.id);
}

const isDate = (value: unknown) => typeof value === "string" && !Number.isNaN(Date.parse(value));

/** The rows of a `positions` list answer; throws on any other shape. */
export function parsePublishedPositions(body: unknown): StoredPosition[] {
  const rows = (body as { positions?: unknown } | null)?.positions;
  const valid = (row: unknown): row is StoredPosition => {
    const p = row as Partial<Record<keyof StoredPosition, unknown>>;
    return (
      typeof p === "object" &&
      p !== null &&
      typeof p.slug === "string" &&
      /^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.slug) &&
      typeof p.title === "string" &&
      typeof p.description === "string" &&
      (positionLocations as readonly unknown[]).includes(p.location) &&
      (positionTypes as readonly unknown[]).includes(p.type) &&
      Array.isArray(p.tags) &&
      p.tags.every((tag) => typeof tag === "string") &&
      isDate(p.datePosted) &&
      isDate(p.updatedAt) &&
      (p.closedAt === null || isDate(p.closedAt)) &&
      (p.validThrough === null || isDate(p.validThrough))
    );
  };
  if (!Array.isArray(rows) || !rows.every(valid)) throw new Error("the answer is not a list of positions");
  return rows.map(
    ({ slug, title, location, type, description, tags, validThrough, datePosted, closedAt, updatedAt, ...rest }) => {
      // Who may apply and the terms, by the rules staff save them with (the function's own schema).
      const terms = termsSchema.safeParse(rest);
      if (!terms.success) throw new Error(`the position ${slug} has no valid countries or terms`);
      const { countries, salary, benefits, hours, timeZone } = terms.data;
      return {
        slug,
        title,
        location,
        type,
        description,
        tags,
        validThrough,
        countries,
        salary: salary ?? null,
        benefits: benefits ?? null,
        hours: hours ?? null,
        timeZone: timeZone ?? null,
        datePosted,
        closedAt,
        updatedAt,
      };
    },
  );
}

/** The FAQs, the positions and the proof from a project's (or a local stack's) functions; a failed part is named. */
async function readFunctions(functions: string, key: string | undefined) {
  const part = async <T>(name: string, path: string, parse: (body: unknown) => T): Promise<T> => {
    try {
      return parse(await fetchPublished(`${functions}/${path}`, key));
    } catch (error) {
      throw new Error(`${name}: ${reason(error)}`);
    }
  };
  const [faqs, positions, proof] = await Promise.all([
    part("the FAQs", "faqs", parsePublishedFaqs),
    part("the positions", "submit-application/positions", parsePublishedPositions),
    part("the proof", "proof", (body) => publishedProofListSchema.parse(body).proof),
  ]);
  return { faqs, positions, proof };
}

/** Reads the published rows for a build with these settings; throws a PublishedReadError saying what to do. */
export async function readPublishedContent(env: Env = process.env): Promise<PublishedContent> {
  const { source, value } = await readPublished(env, {
    what: "the published FAQs, positions and proof",
    stale: "text that may be out of date",
    fromFunctions: readFunctions,
    fromDatabase: async (settings) => {
      // Outside Vite's config bundle: Node loads the stack's modules (and PGlite) from supabase/ as they are.
      const embedded = new URL("../../../supabase/local/published.ts", import.meta.url).href;
      const { readEmbeddedContent } = (await import(/* @vite-ignore */ embedded)) as EmbeddedDatabase;
      const rows = await readEmbeddedContent(settings);
      return { ...rows, proof: publishedProofListSchema.parse({ proof: rows.proof }).proof };
    },
  });
  return { source, ...value };
}

const thisBuild = Symbol.for("solvix.published-content");

/**
 * The rows of the build running in this process, read once: the Vite plugin below and react-router.config.ts (which
 * React Router loads as a module of its own) both ask, and must see the same rows. Each build is a process of its own
 * (npm start's rebuild spawns one), so nothing is kept from one build to the next.
 */
export function publishedContentOfThisBuild(): Promise<PublishedContent> {
  const store = globalThis as { [thisBuild]?: Promise<PublishedContent> };
  return (store[thisBuild] ??= readPublishedContent());
}

/**
 * The Vite side: reads the rows once when a build starts (a failure stops it with the message), serves them to the
 * routes as `virtual:solvix/published-content`, and writes the snapshot beside the build for postbuild.
 */
export function publishedContent(buildDirectory: string): Plugin {
  let loading: Promise<PublishedContent> | undefined;
  let told = false;
  let root = process.cwd();
  let building = false;
  const resolved = `\0${virtualId}`;
  return {
    name: "solvix:published-content",
    configResolved(config) {
      root = config.root;
      building = config.command === "build";
    },
    // A build reads them at its start; the dev server (and `react-router typegen`) only when a page needs them.
    async buildStart() {
      if (!building) return;
      loading ??= publishedContentOfThisBuild();
      try {
        const content = await loading;
        const open = content.positions.filter((position) => !position.closedAt).length;
        if (!told)
          console.log(
            `published content: ${content.faqs.length} FAQs, ${open} open positions (${content.positions.length - open} closed), ${content.proof.length} proof rows from ${content.source}`,
          );
        told = true;
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
    resolveId(id) {
      return id === virtualId ? resolved : undefined;
    },
    async load(id) {
      if (id !== resolved) return undefined;
      loading ??= publishedContentOfThisBuild();
      const content = await loading;
      return `export const publishedFaqs = ${JSON.stringify(content.faqs)};\nexport const publishedPositions = ${JSON.stringify(content.positions)};\nexport const publishedProof = ${JSON.stringify(content.proof)};\nexport const publishedSource = ${JSON.stringify(content.source)};\n`;
    },
    async closeBundle() {
      if (!loading) return;
      const directory = resolve(root, buildDirectory);
      mkdirSync(directory, { recursive: true });
      writeFileSync(join(directory, snapshotFile), JSON.stringify(await loading, null, 2));
    },
  };
}
