// What a CV file is, by its bytes (never its name or the type the browser claims): a PDF (its header and its end
// marker) or a DOCX (a ZIP with a Word document in it, whose entries are counted and really inflated, with a ceiling,
// so that a file that expands to gigabytes is refused after at most `maxExpandedBytes` of work).
import { cvMessages, cvRules } from "../_shared/content/application.ts";

export type CvCheck =
  { ok: true; mediaType: string; extension: "pdf" | "docx" } | { ok: false; message: string; reason: string };

const ascii = (bytes: Uint8Array<ArrayBuffer>, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

function isPdf(bytes: Uint8Array<ArrayBuffer>): boolean {
  if (!/^%PDF-[12]\.\d$/.test(ascii(bytes, 0, 8))) return false;
  // The end-of-file marker is in the last kilobyte (incremental updates and trailing line breaks included).
  return ascii(bytes, Math.max(0, bytes.length - 1024), 1024).includes("%%EOF");
}

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The central directory of a ZIP, or a reason it is not one we open. */
function readZip(bytes: Uint8Array<ArrayBuffer>, maxEntries: number): Entry[] | string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // End of central directory: 22 bytes, perhaps followed by a comment of up to 65,535 bytes.
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return "no end of central directory";
  const count = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) return "zip64";
  if (count > maxEntries) return "too many entries";
  if (directoryOffset + directorySize > eocd) return "directory out of bounds";
  const entries: Entry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== 0x02014b50) return "bad directory entry";
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    entries.push({
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Inflates one entry, counting its bytes; false as soon as it exceeds what it declared or the budget left. */
async function inflatesWithin(bytes: Uint8Array<ArrayBuffer>, entry: Entry, budget: number): Promise<number | false> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const local = entry.localOffset;
  if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) return false;
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  if (start + entry.compressedSize > bytes.length) return false;
  const data = bytes.subarray(start, start + entry.compressedSize);
  const limit = Math.min(entry.size, budget);
  if (entry.method === 0) return data.length === entry.size && data.length <= budget ? data.length : false;
  if (entry.method !== 8) return false;
  const reader = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  let produced = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      produced += value.byteLength;
      if (produced > limit) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    return false; // corrupt deflate data
  }
  return produced === entry.size ? produced : false;
}

async function checkDocx(bytes: Uint8Array<ArrayBuffer>): Promise<string | null> {
  const entries = readZip(bytes, cvRules.docxMaxEntries);
  if (typeof entries === "string") return entries;
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has("[Content_Types].xml") || !names.has("word/document.xml")) return "not a word document";
  if (entries.some((entry) => entry.flags & 0x1)) return "encrypted";
  const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > cvRules.docxMaxExpandedBytes) return "expands too far";
  // The declared sizes can lie: inflate every entry against what is left of the ceiling.
  let budget = cvRules.docxMaxExpandedBytes;
  for (const entry of entries) {
    if (entry.name.endsWith("/") && entry.size === 0) continue;
    const produced = await inflatesWithin(bytes, entry, budget);
    if (produced === false) return "entry does not inflate to its size";
    budget -= produced;
  }
  return null;
}

export async function checkCv(bytes: Uint8Array<ArrayBuffer>): Promise<CvCheck> {
  if (bytes.length === 0) return { ok: false, message: cvMessages.empty, reason: "empty" };
  if (bytes.length > cvRules.maxBytes) return { ok: false, message: cvMessages.tooLarge, reason: "size" };
  if (isPdf(bytes)) return { ok: true, mediaType: cvRules.types.pdf, extension: "pdf" };
  if (ascii(bytes, 0, 4) === "PK\u0003\u0004") {
    const problem = await checkDocx(bytes);
    if (problem === null) return { ok: true, mediaType: cvRules.types.docx, extension: "docx" };
    return { ok: false, message: cvMessages.docx, reason: `docx: ${problem}` };
  }
  return { ok: false, message: cvMessages.type, reason: "signature" };
}
