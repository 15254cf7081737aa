// The image pipeline's build step (issue 48), for every page that shows an uploaded image (articles, case studies,
// proof): each image written into the static output as AVIF and WebP in a few widths with sharp, and described for
// <ResponsivePicture> (packages/ui). The files are named by the image's id, a digest of its bytes and the width, so
// a name never changes meaning; encoded files are kept in a cache folder between builds (the same bytes and width
// give the same file).
import type { ImageFile, ResponsiveImage } from "@solvix/ui/components/responsive-picture";
import { createHash } from "node:crypto";
import { copyFile, mkdir, stat } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";

/** The widths written (capped at the original's): a phone, a tablet or the article column, a desktop, a wide screen. */
export const imageWidths = [390, 768, 1200, 1600] as const;

/** The public folder of the files, below the site's root. */
export const imageFolder = "media";

export interface SourceImage {
  id: number;
  alt: string;
  bytes: Uint8Array;
}

/** The widths for an original this wide: those below it, and the original's own when it is narrower than the next. */
export function widthsFor(original: number): number[] {
  const widest = imageWidths[imageWidths.length - 1]!;
  return original > widest ? [...imageWidths] : [...imageWidths.filter((width) => width < original), original];
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Writes the image's variants into `outputDir`/media (and the cache folder) and returns its description. The
 * original's EXIF orientation is applied; its metadata (EXIF, GPS) is not copied into the variants.
 */
export async function writeImageVariants(
  image: SourceImage,
  outputDir: string,
  cacheDir: string,
): Promise<ResponsiveImage> {
  const digest = createHash("sha256").update(image.bytes).digest("hex").slice(0, 12);
  const oriented = await sharp(image.bytes).rotate().toBuffer({ resolveWithObject: true });
  const { width: originalWidth, height: originalHeight } = oriented.info;
  await mkdir(join(outputDir, imageFolder), { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  const avif: ImageFile[] = [];
  const webp: ImageFile[] = [];
  for (const width of widthsFor(originalWidth)) {
    for (const [format, list] of [
      ["avif", avif],
      ["webp", webp],
    ] as const) {
      const name = `${image.id}-${digest}-${width}.${format}`;
      const cached = join(cacheDir, name);
      if (!(await exists(cached))) {
        const resized = sharp(oriented.data).resize({ width, withoutEnlargement: true });
        await (format === "avif" ? resized.avif({ quality: 50 }) : resized.webp({ quality: 75 })).toFile(cached);
      }
      await copyFile(cached, join(outputDir, imageFolder, name));
      list.push({ src: `/${imageFolder}/${name}`, width });
    }
  }
  return { alt: image.alt, width: originalWidth, height: originalHeight, avif, webp };
}
