// ResponsivePicture: an uploaded image as the build wrote it (apps/web/server/image-variants.ts): AVIF and WebP in a
// few widths, with the width and height of the original so the browser keeps its place before it loads (no layout
// shift). Lazy by default; the page's largest picture above the fold (an article's cover) passes `priority`.
import { cn } from "../lib/cn.ts";

/** One file of a variant set: its address and its width in pixels. */
export interface ImageFile {
  src: string;
  width: number;
}

/** An image and its variants (widths ascending), as the build describes it. A preview (the writing desk) may give
 * the uploaded file alone as `webp` with its own `webpType`, and no AVIF. */
export interface ResponsiveImage {
  alt: string;
  /** The displayed size of the largest variant: the box's aspect ratio. */
  width: number;
  height: number;
  avif: ImageFile[];
  webp: ImageFile[];
  /** The type of the `webp` files when a preview gives the upload itself (PNG or JPEG); WebP otherwise. */
  webpType?: string;
}

const srcSet = (files: ImageFile[]) => files.map((file) => `${file.src} ${file.width}w`).join(", ");

export interface ResponsivePictureProps {
  image: ResponsiveImage;
  /** The image's displayed width at each breakpoint, e.g. "(min-width: 1024px) 768px, 100vw". */
  sizes: string;
  /** The largest picture in the first view (LCP): loaded at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}

export function ResponsivePicture({ image, sizes, priority = false, className }: ResponsivePictureProps) {
  // For a browser that reads neither source: the WebP of a column's width.
  const fallback = image.webp.filter((file) => file.width <= 1200).pop() ?? image.webp[0];
  return (
    <picture data-slot="responsive-picture">
      {image.avif.length > 0 ? <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} /> : null}
      <source type={image.webpType ?? "image/webp"} srcSet={srcSet(image.webp)} sizes={sizes} />
      <img
        src={fallback?.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? undefined : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={cn("h-auto w-full bg-ink-100 object-cover", className)}
      />
    </picture>
  );
}
