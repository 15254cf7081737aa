// The cover of an article or case study in its desk form (issue 48): the current cover's preview with its alt text,
// an upload that makes the new image the cover, and Remove. The form's save sends `coverImageId` (a hidden field:
// the id, or empty for none); a row not saved yet is asked to be saved first (an image belongs to a row). Drop it
// into any desk form: <CoverField kind="case-study" ownerId={editing.id} imageId={…} words={copy.images} />.
import type { StaffImageWords } from "@solvix/content/pages/staff-images";
import { Button } from "@solvix/ui/components/button";
import { useEffect, useState } from "react";
import { useImageService, useImageWords, type ImageOwnerKind } from "./image-service.tsx";
import { ImageUpload } from "./image-upload.tsx";

type Cover = { id: number; alt: string; width: number; height: number; src?: string };

export function CoverField({
  kind,
  ownerId,
  imageId,
  name = "coverImageId",
  words: givenWords,
  texts: givenTexts,
}: {
  kind: ImageOwnerKind;
  /** The image words (packages/content/src/pages/staff-images.ts), given with the page's copy: a staff page imports
   * nothing from the content package at run time (its zod would break the page's CSP). */
  words?: StaffImageWords;
  ownerId: number | null;
  /** The saved cover's id, or null. */
  imageId: number | null;
  /** The hidden field's name (the proof desk's picture is `image`). */
  name?: string;
  /** The fieldset's words, when the image is not a cover (a proof item's picture). */
  texts?: { legend: string; hint: string; none: string; remove: string };
}) {
  const words = useImageWords(givenWords);
  const texts = givenTexts ?? {
    legend: words.cover,
    hint: words.coverHint,
    none: words.noCover,
    remove: words.removeCover,
  };
  const service = useImageService();
  const [cover, setCover] = useState<Cover | null>(
    imageId === null ? null : { id: imageId, alt: "", width: 16, height: 9 },
  );
  // The saved cover's alt text and a preview of it, read once.
  useEffect(() => {
    if (imageId === null || ownerId === null || !service) return;
    let live = true;
    void Promise.all([service.list(kind, ownerId), service.preview(imageId)])
      .then(([images, src]) => {
        const image = images.find((candidate) => candidate.id === imageId);
        if (live && image) setCover({ id: imageId, alt: image.alt, width: image.width, height: image.height, src });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [service, kind, ownerId, imageId]);

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-ink-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-900">{texts.legend}</legend>
      <p className="text-sm text-ink-600">{texts.hint}</p>
      <input type="hidden" name={name} value={cover?.id ?? ""} />
      {cover ? (
        <div className="flex flex-wrap items-start gap-4">
          {cover.src ? (
            <img
              src={cover.src}
              alt={cover.alt}
              width={cover.width}
              height={cover.height}
              className="h-auto w-48 rounded-md border border-ink-200"
            />
          ) : null}
          <div className="flex flex-col gap-2">
            <p className="text-sm text-ink-700">{cover.alt}</p>
            <Button type="button" variant="ghost" size="sm" className="self-start" onClick={() => setCover(null)}>
              {texts.remove}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-ink-600">{texts.none}</p>
      )}
      <ImageUpload
        kind={kind}
        ownerId={ownerId}
        words={words}
        onUploaded={({ image, src }) => setCover({ ...image, src })}
      />
    </fieldset>
  );
}
