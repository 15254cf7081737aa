// A picture in an article's body (issue 48): upload it, and its Markdown reference `![alt](image:<id>)` is added at
// the end of the body (the site draws it from the build's AVIF and WebP files). `useBodyImagePreviews` gives the
// live preview the row's uploaded images (as data: addresses), so the preview shows them too.
import type { StaffImageWords } from "@solvix/content/pages/staff-images";
import type { ResponsiveImage } from "@solvix/ui/components/responsive-picture";
import { useCallback, useEffect, useState } from "react";
import { imageReference } from "../../lib/markdown.ts";
import { useImageService, useImageWords, type ImageOwnerKind, type UploadedImage } from "./image-service.tsx";
import { ImageUpload } from "./image-upload.tsx";

const previewOf = (image: UploadedImage, src: string): ResponsiveImage => ({
  alt: image.alt,
  width: image.width,
  height: image.height,
  avif: [],
  webp: [{ src, width: image.width }],
  webpType: image.mime,
});

/** The row's images for the live preview, by id; `add` puts a new upload in. */
export function useBodyImagePreviews(kind: ImageOwnerKind, ownerId: number | null) {
  const service = useImageService();
  const [previews, setPreviews] = useState<Record<number, ResponsiveImage>>({});
  useEffect(() => {
    if (ownerId === null || !service) return;
    let live = true;
    void service
      .list(kind, ownerId)
      .then((images) =>
        Promise.all(
          images.map(async (image) => [image.id, previewOf(image, await service.preview(image.id))] as const),
        ),
      )
      .then((entries) => {
        if (live) setPreviews((current) => ({ ...Object.fromEntries(entries), ...current }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [service, kind, ownerId]);
  const add = useCallback(
    (image: UploadedImage, src: string) =>
      setPreviews((current) => ({ ...current, [image.id]: previewOf(image, src) })),
    [],
  );
  return { previews, add };
}

export function BodyImageField({
  kind,
  ownerId,
  words: givenWords,
  onInsert,
}: {
  kind: ImageOwnerKind;
  ownerId: number | null;
  words?: StaffImageWords;
  /** Called with the Markdown line of the uploaded image, and the upload itself. */
  onInsert: (markdown: string, image: UploadedImage, src: string) => void;
}) {
  const words = useImageWords(givenWords);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-ink-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-900">{words.bodyImage}</legend>
      <p className="text-sm text-ink-600">{words.bodyImageHint}</p>
      <ImageUpload
        kind={kind}
        ownerId={ownerId}
        words={words}
        onUploaded={({ image, src }) =>
          onInsert(`![${image.alt.replace(/[[\]]/g, "")}](${imageReference(image.id)})`, image, src)
        }
      />
    </fieldset>
  );
}
