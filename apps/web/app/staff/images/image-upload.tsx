// One image upload inside a desk form: the file, its alt text (required) and Upload. Its buttons do not send the
// form around them; the function's message for a refused file (SVG, not an image, over 10 MB) is shown as it is.
import type { StaffImageWords } from "@solvix/content/pages/staff-images";
import { Button } from "@solvix/ui/components/button";
import { FormField, Input } from "@solvix/ui/components/form-field";
import { useId, useRef, useState } from "react";
import { useImageService, useImageWords, type ImageOwnerKind, type UploadedImage } from "./image-service.tsx";

/** What an upload gives its field: the image, and the chosen file as a data: address for the preview. */
export type Uploaded = { image: UploadedImage; src: string };

const dataUrlOf = (file: File) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsDataURL(file);
  });

export function ImageUpload({
  kind,
  ownerId,
  words: givenWords,
  onUploaded,
}: {
  kind: ImageOwnerKind;
  ownerId: number | null;
  words?: StaffImageWords;
  onUploaded: (uploaded: Uploaded) => void;
}) {
  const words = useImageWords(givenWords);
  const service = useImageService();
  const file = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const statusId = useId();
  if (ownerId === null || !service) return <p className="text-sm text-ink-600">{words.saveFirst}</p>;

  const upload = async () => {
    const chosen = file.current?.files?.[0];
    const next = { file: chosen ? undefined : words.fileMissing, alt: alt.trim() ? undefined : words.altMissing };
    setErrors(next);
    setMessage(null);
    if (!chosen || next.alt) return;
    setBusy(true);
    try {
      const image = await service.upload(kind, ownerId, chosen, alt.trim());
      onUploaded({ image, src: await dataUrlOf(chosen) });
      setAlt("");
      if (file.current) file.current.value = "";
      setMessage({ text: words.uploaded, error: false });
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : words.failed, error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <p className="text-sm text-ink-600 sm:col-span-3">{words.altHint}</p>
      <FormField label={words.file} error={errors.file}>
        {(control) => (
          <Input {...control} ref={file} type="file" accept="image/png,image/jpeg,image/webp" disabled={busy} />
        )}
      </FormField>
      <FormField label={words.alt} error={errors.alt}>
        {(control) => (
          <Input
            {...control}
            value={alt}
            maxLength={300}
            disabled={busy}
            onChange={(event) => setAlt(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter uploads; it never sends the desk's form.
              if (event.key === "Enter") {
                event.preventDefault();
                void upload();
              }
            }}
          />
        )}
      </FormField>
      <Button type="button" variant="outline" disabled={busy} aria-describedby={statusId} onClick={() => void upload()}>
        {busy ? words.uploading : words.upload}
      </Button>
      <p
        id={statusId}
        role="status"
        className={
          message?.error ? "text-sm font-medium text-danger-700 sm:col-span-3" : "text-sm text-ink-600 sm:col-span-3"
        }
      >
        {message?.text}
      </p>
    </div>
  );
}
