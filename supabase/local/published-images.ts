// The images of live rows read straight from the embedded database, for a build with no backend running (as
// published-articles.ts reads the articles), as a visitor (the anon role): row-level security leaves out the images
// of drafts, so the build cannot publish them.
import { imageColumns, presentImage, type ImageRow } from "../functions/_shared/published-images.ts";
import { readAsVisitor, type EmbeddedDatabaseOptions } from "./read-as-visitor.ts";

export type EmbeddedImage = ImageRow & { bytes: Uint8Array };

export async function readEmbeddedImages(options: EmbeddedDatabaseOptions): Promise<EmbeddedImage[]> {
  const rows = await readAsVisitor(options, (query) =>
    query<Record<string, unknown>>(`select ${imageColumns}, bytes from public.images order by id`),
  );
  return rows.map((row) => ({ ...presentImage(row), bytes: new Uint8Array(row.bytes as Uint8Array) }));
}
