// The images of live rows reach the build here (issue 48), from the same places as the articles
// (published-source.ts): the `articles` function's image routes, the running stack's, or the embedded database. Every read is a visitor's, so row-level security gives the images of live rows only: a draft's image
// cannot reach the static output. Read once per build process (started by react-router.config.ts) and written into
// the static output when a route's loader first asks `responsiveImagesOfThisBuild()` for the descriptions
// <ResponsivePicture> draws (image-variants.ts).
import type { ResponsiveImage } from "@solvix/ui/components/responsive-picture";
import { resolve } from "node:path";
import type * as embeddedDatabase from "../../../supabase/local/published-images.ts";
import { writeImageVariants } from "./image-variants.ts";
import { readPublished } from "./published-source.ts";

type Env = Record<string, string | undefined>;

export interface PublishedImage {
  id: number;
  ownerKind: string;
  ownerId: number;
  alt: string;
  bytes: Uint8Array;
}

interface ListedImage {
  id: number;
  ownerKind: string;
  ownerId: number;
  alt: string;
}

async function readFunction(base: string, key: string | undefined): Promise<PublishedImage[]> {
  const headers = key ? { apikey: key } : undefined;
  const get = async (url: string) => {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    return response;
  };
  const { images } = (await (await get(base)).json()) as { images: ListedImage[] };
  const read: PublishedImage[] = [];
  for (const image of images) {
    const bytes = new Uint8Array(await (await get(`${base}/${image.id}`)).arrayBuffer());
    read.push({ id: image.id, ownerKind: image.ownerKind, ownerId: image.ownerId, alt: image.alt, bytes });
  }
  return read;
}

export async function readPublishedImages(env: Env = process.env): Promise<PublishedImage[]> {
  const { value } = await readPublished(env, {
    what: "the published images",
    stale: "pages without their images",
    path: "articles/images",
    fromFunctions: readFunction,
    fromDatabase: async (settings) => {
      const embedded = new URL("../../../supabase/local/published-images.ts", import.meta.url).href;
      const { readEmbeddedImages } = (await import(/* @vite-ignore */ embedded)) as typeof embeddedDatabase;
      return readEmbeddedImages(settings);
    },
  });
  return value;
}

const outputKey = Symbol.for("solvix.image-output");
const readKey = Symbol.for("solvix.published-images");
const writtenKey = Symbol.for("solvix.responsive-images");
type Store = {
  [outputKey]?: string;
  [readKey]?: Promise<PublishedImage[]>;
  [writtenKey]?: Promise<Map<number, ResponsiveImage>>;
};

/**
 * Called by react-router.config.ts (this module as a file, before the routes are bundled): starts this build's one
 * read of the images and says where its static files go.
 */
export function prepareImagesOfThisBuild(clientDirectory: string): void {
  const store = globalThis as Store;
  store[outputKey] = clientDirectory;
  store[readKey] ??= readPublishedImages();
  // A failed read is reported when a page asks for the images (the build stops there with its message).
  store[readKey].catch(() => undefined);
}

/**
 * The live images of this build, written into its static output once and described by id (the loaders of the
 * article, blog and case study pages ask; so may any page that shows uploaded images).
 */
export function responsiveImagesOfThisBuild(): Promise<Map<number, ResponsiveImage>> {
  const store = globalThis as Store;
  return (store[writtenKey] ??= (async () => {
    const output = store[outputKey];
    const read = store[readKey];
    if (!output || !read)
      throw new Error("The images were not prepared: react-router.config.ts calls prepareImagesOfThisBuild.");
    // The build runs in apps/web: its node_modules keeps the encoded files between builds.
    const cache = resolve("node_modules/.cache/solvix-images");
    const described = new Map<number, ResponsiveImage>();
    for (const image of await read) described.set(image.id, await writeImageVariants(image, output, cache));
    return described;
  })());
}
