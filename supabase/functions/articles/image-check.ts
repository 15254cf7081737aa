// What an uploaded image must be (issue 48): PNG, JPEG or WebP by its bytes (the file's name and declared type are
// not trusted), at most 10 MB and 40 million pixels, and decoded whole by a real decoder (fast-png, jpeg-js,
// libwebp's through @jsquash/webp), so a damaged file, an SVG or a text file renamed to .png is refused with a
// sentence that says why. The size checks come before the decode, so no upload can make the decoder allocate more
// than 40 million pixels.
import decodeWebp from "@jsquash/webp/decode.js";
import { decode as decodePng } from "fast-png";
import { imageSize } from "image-size";
import jpeg from "jpeg-js";

export const imageLimits = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000, altMax: 300 } as const;

export type ImageType = "image/png" | "image/jpeg" | "image/webp";

export type ImageCheck =
  | { ok: true; mime: ImageType; width: number; height: number }
  | { ok: false; status: 400 | 413 | 415; message: string };

const accepted = "Upload a PNG, JPEG or WebP image.";
const tooLarge = `The image must be at most ${imageLimits.maxBytes / 1024 / 1024} MB.`;
export const tooLargeMessage = tooLarge;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** The type the bytes say, whatever the name: the PNG, JPEG and WebP signatures. */
export function sniff(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  return null;
}

/** True when the start of the file reads as SVG (XML text with an <svg element). */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096)).toLowerCase();
  return /^\s*(\ufeff)?\s*</.test(head) && head.includes("<svg");
}

async function decode(mime: ImageType, bytes: Uint8Array): Promise<{ width: number; height: number }> {
  if (mime === "image/png") return decodePng(bytes);
  if (mime === "image/jpeg") {
    const megapixels = imageLimits.maxPixels / 1_000_000;
    return jpeg.decode(bytes, { maxResolutionInMP: megapixels, maxMemoryUsageInMB: 512, formatAsRGBA: false });
  }
  const copy = bytes.slice().buffer;
  return await decodeWebp(copy);
}

/** Checks an upload's bytes; never throws. */
export async function checkImage(bytes: Uint8Array): Promise<ImageCheck> {
  if (bytes.byteLength > imageLimits.maxBytes) return { ok: false, status: 413, message: tooLarge };
  if (bytes.byteLength === 0) return { ok: false, status: 400, message: `The file is empty. ${accepted}` };
  const mime = sniff(bytes);
  if (!mime) {
    const message = looksLikeSvg(bytes)
      ? `SVG images are not accepted (they can carry scripts). ${accepted}`
      : `This file is not a PNG, JPEG or WebP image, whatever its name says. ${accepted}`;
    return { ok: false, status: 415, message };
  }
  const unreadable = { ok: false, status: 400, message: `This image is damaged or incomplete. ${accepted}` } as const;
  let size: { width?: number; height?: number; orientation?: number };
  try {
    size = imageSize(bytes);
  } catch {
    return unreadable;
  }
  const { width, height } = size;
  if (!width || !height) return unreadable;
  if (width * height > imageLimits.maxPixels) {
    return {
      ok: false,
      status: 413,
      message: `This image is ${width} x ${height} pixels; images may have at most 40 million pixels. Make it smaller.`,
    };
  }
  try {
    const decoded = await decode(mime, bytes);
    if (decoded.width !== width || decoded.height !== height) return unreadable;
  } catch {
    return unreadable;
  }
  // EXIF orientations 5 to 8 turn the picture a quarter: its displayed width is its stored height.
  const turned = (size.orientation ?? 1) >= 5;
  return { ok: true, mime, width: turned ? height : width, height: turned ? width : height };
}
