// A staff save's body: read as a JSON object within its size, parsed with the content package's schema; a refused
// body is answered 400 with one message per field and the sentence that lists them.
import type { z } from "zod";
import { BodyError, fail, readJsonObject } from "./http.ts";

/** The fields and messages of a refused body: one message per field, the first zod gives. */
export function refusal(error: z.ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys")
      for (const key of issue.keys) fields[key] = `Unknown field "${key.slice(0, 40)}"`;
    else fields[issue.path.map(String).join(".") || "body"] ??= issue.message;
  }
  const messages = [...new Set(Object.values(fields))];
  return { message: messages.length === 1 ? messages[0]! : `Please correct: ${messages.join("; ")}`, fields };
}

/** The parsed save, or the answer that refuses it (415, 413 or 400 with its fields' messages). */
export async function readSave<T>(
  req: Request,
  maxBytes: number,
  parse: (body: Record<string, unknown>) => z.ZodSafeParseResult<T>,
  headers: Headers,
): Promise<{ data: T } | { refused: Response }> {
  let body: Record<string, unknown>;
  try {
    body = await readJsonObject(req, maxBytes);
  } catch (error) {
    if (error instanceof BodyError) return { refused: fail(error.status, error.message, headers) };
    throw error;
  }
  const parsed = parse(body);
  if (parsed.success) return { data: parsed.data };
  const { message, fields } = refusal(parsed.error);
  return { refused: fail(400, message, headers, fields) };
}
