// JSON answers and CORS for the edge functions.
export interface ErrorBody {
  error: string;
  fields?: Record<string, string>;
  /** For answers a client may act on: "not_saved" (nothing was stored; send again), "unconfirmed" (it may be stored;
   * sending again with the same key is safe and answers 200 if it was). */
  code?: string;
}

/** Headers a supabase-js `functions.invoke` call sends, plus the JSON content type. */
const allowedRequestHeaders = "authorization, x-client-info, apikey, content-type, x-region";

export function parseOrigins(value: string | undefined): Set<string> {
  return new Set(
    (value ?? "")
      .split(",")
      .map((origin) => origin.trim().replace(/\/$/, ""))
      .filter(Boolean),
  );
}

export interface Cors {
  /** False when the request carries an Origin that is not on the allow-list. */
  allowed: boolean;
  headers: Headers;
}

/** Requests without an Origin header are not cross-origin browser requests; they get no CORS headers. */
export function cors(req: Request, origins: Set<string>, methods: string): Cors {
  const headers = new Headers({ Vary: "Origin" });
  const origin = req.headers.get("origin");
  if (origin === null) return { allowed: true, headers };
  if (!origins.has(origin)) return { allowed: false, headers };
  headers.set("Access-Control-Allow-Origin", origin);
  headers.set("Access-Control-Allow-Methods", methods);
  headers.set("Access-Control-Allow-Headers", allowedRequestHeaders);
  headers.set("Access-Control-Max-Age", "86400");
  return { allowed: true, headers };
}

export function json(status: number, body: unknown, headers: Headers = new Headers()): Response {
  const out = new Headers(headers);
  out.set("Content-Type", "application/json; charset=utf-8");
  out.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { status, headers: out });
}

export function fail(status: number, error: string, headers?: Headers, fields?: Record<string, string>): Response {
  const body: ErrorBody = fields ? { error, fields } : { error };
  return json(status, body, headers);
}

export class BodyError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Reads a JSON object body of at most `maxBytes`, or throws a BodyError with a message a visitor can read. */
export async function readJsonObject(req: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new BodyError(415, "Send the request as JSON (Content-Type: application/json).");
  }
  const text = await readBodyText(req, maxBytes);
  if (text.trim() === "") throw new BodyError(400, "The request body is empty; send the enquiry as a JSON object.");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyError(400, "The request body is not valid JSON.");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new BodyError(400, "The request body must be a JSON object.");
  }
  return value as Record<string, unknown>;
}

/**
 * Reads a body up to `maxBytes`, counting as it streams in: the bytes read, and whether the body went on beyond them
 * (the rest is not read). A native form post over its limit still gives the visitor their words back from the part read.
 */
export async function readBodyPrefix(
  req: Request,
  maxBytes: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; cut: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let cut = false;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (size + value.byteLength > maxBytes) {
        chunks.push(value.subarray(0, maxBytes - size));
        size = maxBytes;
        cut = true;
        await reader.cancel();
        break;
      }
      size += value.byteLength;
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { bytes, cut };
}

/**
 * Reads a body of at most `maxBytes`, refusing it by its declared length before reading and counting as it streams
 * in; throws a BodyError (413 with `tooLarge`, or a sentence for the visitor) otherwise.
 */
export async function readBodyBytes(
  req: Request,
  maxBytes: number,
  tooLarge = `The request body must be at most ${Math.round(maxBytes / 1024)} KB.`,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new BodyError(413, tooLarge);
  const { bytes, cut } = await readBodyPrefix(req, maxBytes);
  if (cut) throw new BodyError(413, tooLarge);
  return bytes;
}

/** Reads a UTF-8 text body of at most `maxBytes` (counted as it streams in), or throws a BodyError. */
export async function readBodyText(req: Request, maxBytes: number): Promise<string> {
  const bytes = await readBodyBytes(req, maxBytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new BodyError(400, "The request body is not valid UTF-8 text.");
  }
}

/** Constant-time comparison of two secrets. */
export function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

export function bearer(req: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}
