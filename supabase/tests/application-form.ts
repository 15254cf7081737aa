// A candidate's application as the site's script sends it (multipart form data), for the backend's tests.
import { applicationHoneypotField } from "@solvix/content/application";
import { siteOrigin, visitor } from "./helpers.ts";

let sequence = 0;

/** The fields of a valid application for a position, as the site's script sends them. */
export function applicationFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  sequence++;
  const fields: Record<string, string | undefined> = {
    position: "devops-engineer",
    name: "Maria Santos",
    email: `maria.santos+${sequence}@example.com`,
    country: "Philippines",
    phone: "+63 912 345 6789",
    profileUrl: "https://www.linkedin.com/in/example",
    note: "Five years of Kubernetes and Terraform in production; I can start next month.",
    consent: "yes",
    [applicationHoneypotField]: "",
    idempotencyKey: crypto.randomUUID(),
    startedAt: String(Date.now() - 20_000),
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export function applicationForm(
  fields: Record<string, string>,
  files: { name: string; bytes: Uint8Array<ArrayBuffer>; field?: string; type?: string }[],
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(file.field ?? "cv", new Blob([file.bytes], { type: file.type ?? "application/pdf" }), file.name);
  }
  return form;
}

/** Posts `form` to `url` as the site's script does: from the site's origin, asking for JSON, from a new visitor. */
export function postApplication(url: string, form: FormData, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { origin: siteOrigin, accept: "application/json", ...visitor(), ...headers },
    body: form,
    redirect: "manual",
  });
}
