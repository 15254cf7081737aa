// The candidate's file name: kept for the download only, so cleaned when stored and encoded when sent.

/** Bidirectional controls (ALM, LRM, RLM, the embeddings and overrides U+202A-U+202E, the isolates U+2066-U+2069):
 * "cv\u202Efdp.exe" would show to staff as "cvexe.pdf". */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** One line, no path, quotes or direction marks, at most 150 characters before the extension the check found. */
export function safeFileName(name: string, extension: string): string {
  const base = name
    .replace(/^.*[\\/]/, "")
    .replace(/\p{Cc}|["\\/]/gu, "")
    .replace(bidiControls, "")
    .replace(/\.[^.]*$/, "")
    .trim()
    .slice(0, 150);
  return `${base || "cv"}.${extension}`;
}

/** RFC 5987 `value-chars`: UTF-8 bytes percent-encoded except `attr-char` (encodeURIComponent leaves `'()*` too). */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Always a download: an ASCII fallback name and the exact one (RFC 6266), from a name cleaned again on the way out. */
export function attachment(storedName: string): string {
  const name = storedName.replace(bidiControls, "");
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}
