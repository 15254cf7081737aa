// What a CV file is, by its bytes (never its name or the type the browser claims): a PDF (its header and its end
// marker) or a DOCX (a ZIP with a Word document in it). A DOCX's entries are counted, may not overlap, may not claim
// more than `maxRatio` times their compressed size (beyond a small floor), and are really inflated, fed to the
// inflater in small slices so that no single step makes more than about a slice × 1032 bytes (deflate's highest
// ratio): the check stops as soon as an entry passes what it declared or the ceiling left, so a file whose headers
// lie costs a few kilobytes of inflating, and an honest one at most the 50 MB ceiling. A ZIP inside the DOCX (Word
// keeps embedded spreadsheets so) is never opened: its bytes count against the ceiling like any other entry's.
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

/** Beyond this size an entry may expand at most `maxRatio` times its compressed size (Word's XML: some 5-30 times). */
const ratioFloorBytes = 1024 * 1024;
export const maxRatio = 200;
/** The largest slice fed to the inflater at once; smaller when little output is left (see `sliceFor`). */
const maxSliceBytes = 16 * 1024;

/** A slice whose output (at most 1032 times its size) stays near what the entry may still produce. */
const sliceFor = (left: number) => Math.max(64, Math.min(maxSliceBytes, Math.ceil((left + 1) / 1032)));

/** The inflated size of raw deflate `data`, fed in slices; false once it passes `limit`, or for corrupt data. */
async function inflatedSize(data: Uint8Array<ArrayBuffer>, limit: number): Promise<number | false> {
  const stream = new DecompressionStream("deflate-raw");
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  let produced = 0;
  let over = false;
  const counting = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      produced += value.byteLength;
      if (produced > limit) {
        over = true;
        await reader.cancel();
        return;
      }
    }
  })();
  try {
    for (let at = 0; at < data.length && !over;) {
      const slice = sliceFor(limit - produced);
      await writer.write(data.subarray(at, at + slice));
      at += slice;
    }
    if (!over) await writer.close();
  } catch {
    // Cancelled by the count above, or corrupt data (the count's read fails too).
  }
  const finished = await counting.then(
    () => true,
    () => false,
  );
  return finished && !over ? produced : false;
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
  const produced = await inflatedSize(data, limit);
  return produced === entry.size ? produced : false;
}

/** True when two entries share bytes (overlapping entries let a small file claim one stream many times). */
function overlapping(entries: Entry[]): boolean {
  const sorted = entries.map((entry) => [entry.localOffset, entry.localOffset + 30 + entry.compressedSize] as const);
  sorted.sort((a, b) => a[0] - b[0]);
  return sorted.some(([start], i) => i > 0 && start < sorted[i - 1]![1]);
}

async function checkDocx(bytes: Uint8Array<ArrayBuffer>): Promise<string | null> {
  const entries = readZip(bytes, cvRules.docxMaxEntries);
  if (typeof entries === "string") return entries;
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has("[Content_Types].xml") || !names.has("word/document.xml")) return "not a word document";
  if (entries.some((entry) => entry.flags & 0x1)) return "encrypted";
  const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > cvRules.docxMaxExpandedBytes) return "expands too far";
  if (declared > ratioFloorBytes + bytes.length * maxRatio) return "compression ratio";
  if (entries.some((entry) => entry.size > ratioFloorBytes && entry.size > entry.compressedSize * maxRatio))
    return "compression ratio";
  if (overlapping(entries)) return "overlapping entries";
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
