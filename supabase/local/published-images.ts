// The images of live rows read straight from the embedded database, for a build with no backend running (as
// published-articles.ts reads the articles), as a visitor (the anon role): row-level security leaves out the images
// of drafts, so the build cannot publish them.
import { readAsVisitor, type EmbeddedDatabaseOptions } from "./read-as-visitor.ts";

export interface EmbeddedImage {
  id: number;
  ownerKind: string;
  ownerId: number;
  mime: string;
  width: number;
  height: number;
  alt: string;
  uploadedAt: string;
  bytes: Uint8Array;
}

export async function readEmbeddedImages(options: EmbeddedDatabaseOptions): Promise<EmbeddedImage[]> {
  const rows = await readAsVisitor(options, (query) =>
    query<Record<string, unknown>>(
      "select id, owner_kind, owner_id, mime, width, height, alt, uploaded_at, bytes from public.images order by id",
    ),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    ownerKind: row.owner_kind as string,
    ownerId: Number(row.owner_id),
    mime: row.mime as string,
    width: row.width as number,
    height: row.height as number,
    alt: row.alt as string,
    uploadedAt: new Date(row.uploaded_at as string).toISOString(),
    bytes: new Uint8Array(row.bytes as Uint8Array),
  }));
}
