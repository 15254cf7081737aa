// An image row as the articles function answers it and as the embedded database's read gives it to the build
// (supabase/local/published-images.ts): the same columns, presented by one function. Row-level security decides which
// rows a caller reads (a visitor: the images of live rows).

export const imageColumns = "id, owner_kind, owner_id, mime, width, height, alt, uploaded_at";

export const imageOwnerKinds = ["article", "case-study", "proof"] as const;
export type ImageOwnerKind = (typeof imageOwnerKinds)[number];

/** A row of `public.images` (without its bytes) as the API and the build read it. */
export const presentImage = (row: Record<string, unknown>) => ({
  id: Number(row.id),
  ownerKind: row.owner_kind as ImageOwnerKind,
  ownerId: Number(row.owner_id),
  mime: row.mime as string,
  width: row.width as number,
  height: row.height as number,
  alt: row.alt as string,
  uploadedAt: new Date(row.uploaded_at as string).toISOString(),
});
export type ImageRow = ReturnType<typeof presentImage>;
