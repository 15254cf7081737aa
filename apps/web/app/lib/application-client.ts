// The browser's side of an application: where the form posts, its checks with the shared rules (loaded on the first
// submit), and the send with the upload's progress (XMLHttpRequest: fetch reports no upload progress).
import type { ApplicationFormTexts } from "@solvix/content/pages/apply";
import {
  ApplicationSendError,
  type ApplicationFormErrors,
  type ApplicationFormValues,
} from "@solvix/ui/sections/application-form";
import { useCallback, useEffect, useRef } from "react";
import type { BackendSettings } from "./backend-settings.ts";
import { visitAttribution } from "./visit-attribution.ts";

/** The URL the form posts to: the Supabase project's function, or the embedded backend this origin proxies. */
export function applicationEndpoint(backend: Pick<BackendSettings, "supabaseUrl">): string {
  return `${backend.supabaseUrl.replace(/\/+$/, "")}/functions/v1/submit-application`;
}

/** Checks the fields and the chosen file's name and size with the rules of the content package. */
export async function validateApplication({ fields, cv }: ApplicationFormValues): Promise<ApplicationFormErrors> {
  const { applicantFieldsSchema, checkCvFile, talentPoolTargetSchema } = await import("@solvix/content/application");
  const errors: ApplicationFormErrors = {};
  const applicant = applicantFieldsSchema.safeParse({
    name: fields.name ?? "",
    email: fields.email ?? "",
    country: fields.country ?? "",
    phone: fields.phone ?? "",
    profileUrl: fields.profileUrl ?? "",
    note: fields.note ?? "",
    consent: fields.consent ?? "",
  });
  if (!applicant.success) {
    for (const issue of applicant.error.issues) {
      const key = String(issue.path[0]) as keyof ApplicationFormErrors;
      errors[key] ??= issue.message;
    }
  }
  if (fields.position === undefined) {
    const pool = talentPoolTargetSchema.safeParse({ category: fields.category, country: fields.country });
    if (!pool.success) {
      for (const issue of pool.error.issues) {
        const key = String(issue.path[0]) as keyof ApplicationFormErrors;
        errors[key] ??= issue.message;
      }
    }
  }
  const cvProblem = checkCvFile(cv);
  if (cvProblem) errors.cv = cvProblem;
  return errors;
}

/** The function's answer to a stored application: its reference and whether an acknowledgement was queued. */
export interface ApplicationStored {
  reference?: string;
  acknowledgement?: "queued" | "none";
}

/** Where the form leads once stored: the sent page, with the reference and the acknowledgement's state. */
export function sentPath(stored: ApplicationStored): string {
  if (!stored.reference || !stored.acknowledgement) return "/careers/sent";
  const query = new URLSearchParams({ reference: stored.reference, acknowledgement: stored.acknowledgement });
  return `/careers/sent?${query.toString()}`;
}

/** Sends the form to the function with its progress; resolves with the answer when stored, throws an
 * ApplicationSendError otherwise. */
function post(
  url: string,
  form: FormData,
  onProgress: (share: number) => void,
  failures: ApplicationFormTexts["failure"],
): Promise<ApplicationStored> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("error", () => reject(new ApplicationSendError(failures.network)));
    request.addEventListener("timeout", () => reject(new ApplicationSendError(failures.network)));
    request.addEventListener("load", () => {
      if (request.status === 200) {
        onProgress(1);
        let stored: ApplicationStored = {};
        try {
          stored = JSON.parse(request.responseText) as ApplicationStored;
        } catch {
          // Stored all the same: the page then claims no acknowledgement.
        }
        resolve(stored);
        return;
      }
      let body: { error?: string; fields?: ApplicationFormErrors } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // A proxy's page, not the function's answer.
      }
      const unreachable = request.status === 502 || request.status === 503 || request.status === 504;
      const message = body.error ?? (unreachable ? failures.unreachable : failures.fallback);
      reject(new ApplicationSendError(message, body.fields ?? {}));
    });
    request.timeout = 120_000;
    request.send(form);
  });
}

/**
 * The application form's submit: one idempotency key per attempt, kept while the values and the file are the same
 * (a retry after a lost answer stores one application), a new one once they change or after a success.
 * `startedAt` is when the candidate first saw the form.
 */
export function useApplicationSubmit(
  backend: BackendSettings,
  failures: ApplicationFormTexts["failure"],
  onStored: (stored: ApplicationStored) => void,
) {
  const attempt = useRef<{ key: string; startedAt: number; snapshot: string } | null>(null);
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current ??= Date.now();
  }, []);
  return useCallback(
    async (form: FormData, onProgress: (share: number) => void) => {
      const snapshot = JSON.stringify(
        [...form.entries()].map(([key, value]) =>
          typeof value === "string" ? [key, value] : [key, value.name, value.size, value.lastModified],
        ),
      );
      if (attempt.current?.snapshot !== snapshot) {
        attempt.current = { key: crypto.randomUUID(), startedAt: shownAt.current ?? Date.now(), snapshot };
      }
      form.set("idempotencyKey", attempt.current.key);
      form.set("startedAt", String(attempt.current.startedAt));
      // Where the visit came from (not part of the snapshot: the time since landing changes on every try).
      const attribution = visitAttribution();
      if (attribution) form.set("attribution", JSON.stringify(attribution));
      const stored = await post(applicationEndpoint(backend), form, onProgress, failures);
      attempt.current = null;
      onStored(stored);
    },
    [backend, failures, onStored],
  );
}
