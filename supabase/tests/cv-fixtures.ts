// CV files for the tests and the benchmark, made here byte by byte: a real PDF, a real DOCX (a ZIP written with
// node:zlib), and the bad ones (an executable renamed .pdf, a DOCX that expands to far more than its size).
import { constants, crc32 as zlibCrc32, deflateRawSync } from "node:zlib";

/** A valid one-page PDF, padded with a comment to about `size` bytes. */
export function pdf(size = 2_000, text = "Jane Tan - CV"): Uint8Array<ArrayBuffer> {
  const body = [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj",
    `4 0 obj << /Length ${text.length + 20} >> stream`,
    `BT /F1 12 Tf (${text}) Tj ET`,
    "endstream endobj",
  ].join("\n");
  const padding = Math.max(0, size - body.length - 40);
  // Random bytes in a comment: a CV of this size that does not compress away (like a real one with images).
  const filler = Array.from({ length: padding }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return new TextEncoder().encode(`${body}\n%${filler.join("")}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** Already deflated (then `data` is unused and `declaredSize` is required). */
  compressed?: Uint8Array;
  /** What the headers claim the entry expands to (a lying archive claims less). */
  declaredSize?: number;
  /** Kept as it is (method 0), as a ZIP keeps what does not compress. */
  stored?: boolean;
  /** Another entry's data (by index): both directory entries point at one local entry, as overlapping bombs do. */
  sameAs?: number;
}

/** A ZIP of deflated entries, as Word writes a DOCX. */
export function zip(entries: ZipEntry[]): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    if (entry.sameAs !== undefined) {
      // A directory entry only, pointing at an earlier entry's local header and data.
      const target = entries[entry.sameAs]!;
      const compressedLength = (target.compressed ?? deflateRawSync(target.data)).length;
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(8, 10);
      central.writeUInt32LE(compressedLength, 20);
      central.writeUInt32LE(entry.declaredSize ?? target.declaredSize ?? 0, 24);
      central.writeUInt16LE(name.length, 28);
      central.writeUInt32LE(offsets[entry.sameAs]!, 42);
      centrals.push(central, name);
      offsets.push(offsets[entry.sameAs]!);
      continue;
    }
    offsets.push(offset);
    const compressed = entry.stored ? entry.data : (entry.compressed ?? deflateRawSync(entry.data));
    const size = entry.declaredSize ?? entry.data.length;
    const crc = entry.compressed ? 0 : zlibCrc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, Buffer.from(compressed));
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.stored ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const contentTypes = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const documentXml = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

/** A minimal valid DOCX. */
export function docx(text = "Jane Tan - CV"): Uint8Array<ArrayBuffer> {
  return zip([
    { name: "[Content_Types].xml", data: new TextEncoder().encode(contentTypes) },
    { name: "word/document.xml", data: new TextEncoder().encode(documentXml(text)) },
  ]);
}

/**
 * `bytes` zeros, deflated (1 GiB becomes about 1 MB), made in milliseconds: one mebibyte of zeros deflated with a sync
 * flush (non-final blocks ending on a byte boundary, referring back only to zeros) is repeated, then a final empty block.
 */
export function deflatedZeros(bytes: number): Uint8Array<ArrayBuffer> {
  const mebibyte = 1024 * 1024;
  const block = (size: number) => deflateRawSync(Buffer.alloc(size), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const whole = block(mebibyte);
  const parts: Buffer[] = Array.from({ length: Math.floor(bytes / mebibyte) }, () => whole);
  if (bytes % mebibyte) parts.push(block(bytes % mebibyte));
  parts.push(Buffer.from([0x03, 0x00])); // the final block: fixed Huffman codes, only its end
  return new Uint8Array(Buffer.concat(parts));
}

const wordParts = () => [
  { name: "[Content_Types].xml", data: new TextEncoder().encode(contentTypes) },
  { name: "word/document.xml", data: new TextEncoder().encode(documentXml("x")) },
];

/**
 * A DOCX whose image entry expands to `expandedBytes` of zeros, a zip bomb. `lie`: its headers claim 1 KB, so only
 * inflating the entry finds out.
 */
export function docxBomb(expandedBytes: number, lie = false): Uint8Array<ArrayBuffer> {
  return zip([
    ...wordParts(),
    {
      name: "word/media/image1.bin",
      data: new Uint8Array(0),
      compressed: deflatedZeros(expandedBytes),
      declaredSize: lie ? 1024 : Math.min(expandedBytes, 0xfffffffe),
    },
  ]);
}

/** A DOCX of `count` entries that each claim `declared` bytes (default 1 KB) and inflate to `eachBytes` of zeros. */
export function docxManyBombs(count: number, eachBytes: number, declared = 1024): Uint8Array<ArrayBuffer> {
  const compressed = deflatedZeros(eachBytes);
  return zip([
    ...wordParts(),
    ...Array.from({ length: count }, (_, i) => ({
      name: `word/media/image${i}.bin`,
      data: new Uint8Array(0),
      compressed,
      declaredSize: declared,
    })),
  ]);
}

/**
 * The most inflating an honest DOCX may ask for: 900 entries of 50 KB of zeros each (45 MB, under the 50 MB ceiling),
 * beside a stored 4.5 MB entry that keeps the whole file's ratio plausible.
 */
export function docxManyHonest(): Uint8Array<ArrayBuffer> {
  const compressed = deflatedZeros(50_000);
  return zip([
    ...wordParts(),
    ...Array.from({ length: 900 }, (_, i) => ({
      name: `word/media/image${i}.bin`,
      data: new Uint8Array(0),
      compressed,
      declaredSize: 50_000,
    })),
    { name: "word/media/photo.bin", data: new Uint8Array(4_500_000).map((_, i) => (i * 7919) % 251), stored: true },
  ]);
}

/** A DOCX whose `count` directory entries all point at one entry of `expandedBytes` zeros, each claiming 1 KB. */
export function docxOverlappingBomb(count: number, expandedBytes: number): Uint8Array<ArrayBuffer> {
  const parts = wordParts();
  return zip([
    ...parts,
    {
      name: "word/media/image0.bin",
      data: new Uint8Array(0),
      compressed: deflatedZeros(expandedBytes),
      declaredSize: 1024,
    },
    ...Array.from({ length: count - 1 }, (_, i) => ({
      name: `word/media/image${i + 1}.bin`,
      data: new Uint8Array(0),
      sameAs: parts.length,
      declaredSize: 1024,
    })),
  ]);
}

/** A DOCX holding a ZIP (an embedded object, as Word keeps spreadsheets) whose own entry is a lying 1 GiB bomb. */
export function docxNested(): Uint8Array<ArrayBuffer> {
  const inner = zip([
    { name: "bomb.bin", data: new Uint8Array(0), compressed: deflatedZeros(1024 ** 3), declaredSize: 1024 },
  ]);
  return zip([...wordParts(), { name: "word/embeddings/package.zip", data: inner }]);
}

/** The start of a Windows executable (MZ, PE), renamed .pdf by whoever sends it. */
export function executable(size = 4_096): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("MZ\u0090\u0000\u0003"), 0);
  bytes.set(new TextEncoder().encode("PE\u0000\u0000"), 0x80);
  return bytes;
}
