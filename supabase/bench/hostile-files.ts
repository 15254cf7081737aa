// The hostile uploads of bench/hostile-uploads.ts (zip bombs of each shape, nested ZIPs, 60,000 fields, 5 MB of
// nothing), and a valid application as the baseline: each a function to post to and a body to post.
import { docxBomb, docxManyBombs, docxManyHonest, docxNested, docxOverlappingBomb, pdf } from "../tests/cv-fixtures.ts";

export interface Upload {
  name: string;
  fn: "submit-application" | "send-contact-email";
  make: () => { body: BodyInit; type?: string };
}

let sequence = 0;
/** A fresh number for a made-up candidate or visitor. */
export const nextSequence = () => ++sequence;
function applicationFields(): Record<string, string> {
  sequence++;
  return {
    position: "devops-engineer",
    name: "Bench Candidate",
    email: `bench.${sequence}@example.com`,
    country: "Philippines",
    phone: "",
    profileUrl: "",
    note: "A benchmark application.",
    consent: "yes",
    application_ref: "",
    idempotencyKey: crypto.randomUUID(),
    startedAt: String(Date.now() - 20_000),
  };
}

function application(cv: Uint8Array<ArrayBuffer>, extra: [string, string | Blob][] = [], name = "cv.docx") {
  const form = new FormData();
  for (const [key, value] of Object.entries(applicationFields())) form.append(key, value);
  for (const [key, value] of extra) form.append(key, value);
  form.append("cv", new Blob([cv]), name);
  return { body: form };
}

export const uploads: Upload[] = [
  {
    name: "valid 1 MB PDF (baseline)",
    fn: "submit-application",
    make: () => application(pdf(1024 * 1024), [], "cv.pdf"),
  },
  {
    name: "DOCX: 1 entry claims 1 KB, inflates to 1 GiB",
    fn: "submit-application",
    make: () => application(docxBomb(1024 ** 3, true)),
  },
  {
    name: "DOCX: 1 entry declares 1 GiB (honest)",
    fn: "submit-application",
    make: () => application(docxBomb(1024 ** 3)),
  },
  {
    name: "DOCX: 990 entries claim 1 KB, inflate to 4 MiB each",
    fn: "submit-application",
    make: () => application(docxManyBombs(990, 4 * 1024 * 1024)),
  },
  {
    name: "DOCX: 900 honest entries of 50 KB zeros + 4.5 MB",
    fn: "submit-application",
    make: () => application(docxManyHonest()),
  },
  {
    name: "DOCX: 4 entries overlap one 1 GiB stream",
    fn: "submit-application",
    make: () => application(docxOverlappingBomb(4, 1024 ** 3)),
  },
  {
    name: "DOCX: 1 honest entry of 45 MiB zeros (1000:1)",
    fn: "submit-application",
    make: () => application(docxBomb(45 * 1024 * 1024)),
  },
  { name: "DOCX holding a ZIP holding a 1 GiB bomb", fn: "submit-application", make: () => application(docxNested()) },
  {
    name: "5 MB CV of zero bytes",
    fn: "submit-application",
    make: () => application(new Uint8Array(5 * 1000 * 1000), [], "cv.pdf"),
  },
  {
    name: "5 MB text part of zero bytes",
    fn: "submit-application",
    make: () => {
      const form = new FormData();
      form.append("note", "\u0000".repeat(5 * 1000 * 1000));
      form.append("cv", new Blob([pdf()]), "cv.pdf");
      return { body: form };
    },
  },
  {
    name: "60,000 unknown fields (multipart)",
    fn: "submit-application",
    make: () => {
      const { body } = application(pdf(), [], "cv.pdf");
      for (let i = 0; i < 60_000; i++) body.append(`f${i}`, "x");
      return { body };
    },
  },
  {
    name: "60,000 fields (enquiry form post)",
    fn: "send-contact-email",
    make: () => ({
      body: Array.from({ length: 60_000 }, (_, i) => `f${i}=x`).join("&"),
      type: "application/x-www-form-urlencoded",
    }),
  },
  {
    name: "2,500 unknown keys (enquiry JSON, 24 KB)",
    fn: "send-contact-email",
    make: () => ({
      body: JSON.stringify(Object.fromEntries(Array.from({ length: 2_500 }, (_, i) => [`k${i}`, 1]))),
      type: "application/json",
    }),
  },
];

export interface Prepared {
  upload: Upload;
  body: Uint8Array<ArrayBuffer>;
  type: string;
}

/** The upload's body as bytes, made before anything is timed: building a bomb or 60,000 form fields takes this
 * process (which also runs PGlite) hundreds of milliseconds, which would count against the functions. */
export async function prepare(upload: Upload): Promise<Prepared> {
  const { body, type } = upload.make();
  const request = new Request("http://127.0.0.1/", {
    method: "POST",
    body,
    headers: type ? { "content-type": type } : {},
  });
  return {
    upload,
    body: new Uint8Array(await request.arrayBuffer()),
    type: request.headers.get("content-type") ?? "application/octet-stream",
  };
}
