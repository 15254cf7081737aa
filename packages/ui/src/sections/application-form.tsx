// The candidate's application form: a position's page or the talent pool; its words come from the content package
// (`applicationFormTexts`), its rules from `@solvix/content/application` (passed in by the site as `validate`). This
// module holds the form and its submit logic; the fields are application-form/fields.tsx.
import * as React from "react";
import type { ApplicationFormTexts } from "@solvix/content/pages/apply";
import { Button } from "../components/button.tsx";
import { Send } from "../components/ui-icons.tsx";
import { cn } from "../lib/cn.ts";
import { fillText } from "../lib/template.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import {
  consentField,
  cvField,
  honeypot,
  noteField,
  selectField,
  textField,
  type FieldsContext,
} from "./application-form/fields.tsx";

export const applicationFieldOrder = [
  "category",
  "name",
  "email",
  "country",
  "phone",
  "profileUrl",
  "cv",
  "note",
  "consent",
] as const;
export type ApplicationFieldName = (typeof applicationFieldOrder)[number];
export type ApplicationFormErrors = Partial<Record<ApplicationFieldName | "position", string>>;
export type ApplicationFormStatus = "idle" | "submitting" | "success" | "failure";

/** The form's values as the browser has them (the CV as the chosen file, or null). */
export interface ApplicationFormValues {
  fields: Record<string, string>;
  cv: { name: string; size: number } | null;
}

/** A failed send: the message, and the function's messages per field when it gave them. */
export class ApplicationSendError extends Error {
  readonly fields: ApplicationFormErrors;
  constructor(message: string, fields: ApplicationFormErrors = {}) {
    super(message);
    this.name = "ApplicationSendError";
    this.fields = fields;
  }
}

export type ApplicationTarget =
  /** `countries`: where the position's candidates may live (the country is then chosen among them). */
  | { kind: "position"; slug: string; countries?: readonly string[] }
  | { kind: "pool"; categories: readonly { value: string; label: string }[]; countries: readonly string[] };

export type ApplicationFormProps = Omit<React.ComponentProps<"form">, "onSubmit" | "children" | "action" | "target"> & {
  texts: ApplicationFormTexts;
  target: ApplicationTarget;
  /** Where the form posts natively (the submit-application function). */
  action: string;
  privacyHref: string;
  /** What the CV input offers the picker (`cvRules.accept`). */
  accept: string;
  /** Checks the values on submit; one message per invalid field (empty when valid). */
  validate: (values: ApplicationFormValues) => Promise<ApplicationFormErrors>;
  /** Sends the form; reports the upload's progress (0-1); throws an ApplicationSendError on failure. */
  onSubmit: (form: FormData, onProgress: (share: number) => void) => Promise<void>;
  /** After a stored application (the site shows its "Application Sent" page). */
  onSent?: () => void;
  onStatusChange?: (status: ApplicationFormStatus) => void;
};

/**
 * The application form. Without JavaScript (or before its code runs) it is a native multipart form posted to
 * `action`, which answers with a redirect to the "Application Sent" page. Once hydrated it validates on submit (each
 * message under its field, focus on the first), sends itself with the upload's progress, and on failure keeps every
 * value (the chosen file included) and says why beside the button.
 */
export function ApplicationForm({
  texts,
  target,
  action,
  privacyHref,
  accept,
  validate,
  onSubmit,
  onSent,
  onStatusChange,
  className,
  ...props
}: ApplicationFormProps) {
  const hydrated = useHydrated();
  const formRef = React.useRef<HTMLFormElement>(null);
  const [errors, setErrors] = React.useState<ApplicationFormErrors>({});
  const [status, setStatusState] = React.useState<ApplicationFormStatus>("idle");
  const [progress, setProgress] = React.useState<number | null>(null);
  const [failure, setFailure] = React.useState("");
  const headingId = React.useId();
  const failureId = React.useId();
  const consentId = React.useId();

  const setStatus = (next: ApplicationFormStatus) => {
    setStatusState(next);
    onStatusChange?.(next);
  };

  const focusFirst = (found: ApplicationFormErrors) => {
    const first = applicationFieldOrder.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get("cv");
    const fields: Record<string, string> = {};
    for (const [key, value] of data.entries()) if (typeof value === "string") fields[key] = value;
    const cv = file instanceof File && file.name !== "" ? { name: file.name, size: file.size } : null;
    setFailure("");
    const found = await validate({ fields, cv });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setStatus("submitting");
    setProgress(0);
    try {
      await onSubmit(data, setProgress);
    } catch (error) {
      const fieldErrors = error instanceof ApplicationSendError ? error.fields : {};
      const reason = error instanceof Error && error.message ? error.message : texts.failure.fallback;
      setErrors(fieldErrors);
      setFailure(`${texts.failure.prefix}${reason}`);
      setProgress(null);
      setStatus("failure");
      return;
    }
    setProgress(null);
    setStatus("success");
    onSent?.();
  };

  const submitting = status === "submitting";
  const percent = progress === null ? 0 : Math.round(progress * 100);
  const fields: FieldsContext = { texts, errors };

  return (
    <form
      ref={formRef}
      data-slot="application-form"
      data-status={status}
      method="post"
      encType="multipart/form-data"
      action={action}
      noValidate={hydrated}
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      className={cn(
        "relative flex flex-col gap-5 rounded-3xl border border-ink-200 bg-white p-6 shadow-md sm:p-8",
        className,
      )}
      {...props}
    >
      <h2 id={headingId} className="text-2xl">
        {texts.title}
      </h2>
      {target.kind === "position" ? <input type="hidden" name="position" value={target.slug} /> : null}
      {target.kind === "pool"
        ? selectField(
            fields,
            "category",
            texts.labels.category,
            texts.chooseCategory,
            target.categories.map((category) => [category.value, category.label]),
          )
        : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {textField(fields, "name", "text", "name")}
        {textField(fields, "email", "email", "email")}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {target.countries
          ? selectField(
              fields,
              "country",
              texts.labels.country,
              texts.chooseCountry,
              target.countries.map((country) => [country, country]),
            )
          : textField(fields, "country", "text", "country-name")}
        {textField(fields, "phone", "tel", "tel", false)}
      </div>
      {textField(fields, "profileUrl", "url", "url", false)}
      {cvField(fields, accept)}
      {noteField(fields)}
      {consentField(fields, consentId, privacyHref)}
      {honeypot(fields)}
      <Button
        type="submit"
        size="lg"
        disabled={submitting}
        aria-describedby={failure ? failureId : undefined}
        className="self-stretch sm:self-start"
      >
        {submitting ? texts.submitting : texts.submit}
        {submitting ? null : <Send aria-hidden="true" />}
      </Button>
      {submitting && progress !== null ? (
        <div className="flex flex-col gap-1.5">
          <progress
            max={100}
            value={percent}
            aria-label={fillText(texts.uploading, { percent })}
            className="h-2 w-full accent-brand-700"
          />
          <p role="status" className="text-sm text-ink-700">
            {fillText(texts.uploading, { percent })}
          </p>
        </div>
      ) : null}
      {failure ? (
        <div
          id={failureId}
          role="alert"
          data-slot="application-form-failure"
          className="rounded-xl border border-danger-200 bg-danger-50 px-4 py-3 text-sm text-danger-700"
        >
          <p className="font-semibold">{texts.failure.title}</p>
          <p>{failure}</p>
        </div>
      ) : null}
    </form>
  );
}
