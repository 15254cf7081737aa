// The enquiry form of the contact page: fields, validation on submit, sending state and notifications; its words come
// from the content package (`contactPage.form`).
import * as React from "react";
import { Send } from "../components/ui-icons.tsx";
import type { ContactFieldName, ContactFields } from "@solvix/content/contact";
import type { ContactFormTexts } from "@solvix/content/pages/contact";
import { Button } from "../components/button.tsx";
import { FormField, Input, Textarea } from "../components/form-field.tsx";
import { useToast } from "../components/toast.tsx";
import { cn } from "../lib/cn.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { Link } from "react-router-dom";

export type ContactFormValues = ContactFields;
export type ContactFormErrors = Partial<Record<ContactFieldName, string>>;
export type ContactFormStatus = "idle" | "submitting" | "success" | "failure";

export const contactFieldOrder = [
  "firstName",
  "lastName",
  "email",
  "contactNumber",
  "company",
  "message",
] as const satisfies readonly ContactFieldName[];

/** Lengths of each field, as the enquiry schema has them (the site passes `contactFieldLimits` of the content package). */
export type ContactFieldLimits = Record<ContactFieldName, { readonly min?: number; readonly max: number }>;

const emptyValues: ContactFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  contactNumber: "",
  company: "",
  message: "",
};

export type ContactFormProps = Omit<React.ComponentProps<"form">, "onSubmit" | "children"> & {
  /** Title, labels, button and notifications (`contactPage.form` of the content package). */
  texts: ContactFormTexts;
  placeholders: Record<ContactFieldName, string>;
  /** Lengths for the browser's own checks before the form's code runs (native `minlength`/`maxlength`). */
  limits?: ContactFieldLimits;
  /** Checks the values on submit; resolves to one message per invalid field (empty when valid). */
  validate: (values: ContactFormValues) => Promise<ContactFormErrors>;
  /** Sends the enquiry; throws (with a message) on failure. `website` is the hidden anti-spam field. */
  onSubmit: (values: ContactFormValues, meta: { website: string }) => Promise<void>;
  defaultValues?: Partial<ContactFormValues>;
  /** Reported on every state change (tests, analytics). */
  onStatusChange?: (status: ContactFormStatus) => void;
};

/**
 * The enquiry form (react-hook-form). Validates on submit with the rules passed in — the site passes the shared zod
 * schema, loaded on the first submit, so no schema library is bundled here — shows
 * each message under its field and moves focus to the first invalid one; while sending the button reads
 * 'Sending...' and is disabled; success clears the form, failure keeps every value. Notifications go through
 * the page's ToastProvider.
 */
function resolverFrom(validate: ContactFormProps["validate"]): Resolver<ContactFormValues> {
  return async (values) => {
    const found = await validate(values);
    const invalid = contactFieldOrder.filter((name) => found[name]);
    if (invalid.length === 0) return { values, errors: {} };
    const errors: FieldErrors<ContactFormValues> = {};
    for (const name of invalid) errors[name] = { type: "validate", message: found[name] };
    return { values: {}, errors };
  };
}

export function ContactForm({
  texts,
  placeholders,
  limits,
  validate,
  onSubmit,
  defaultValues,
  onStatusChange,
  className,
  ...props
}: ContactFormProps) {
  const { toast } = useToast();
  const resolver = React.useMemo(() => resolverFrom(validate), [validate]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({
    defaultValues: { ...emptyValues, ...defaultValues },
    resolver,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    // The first invalid field receives focus; its message is linked to it (FormField).
    shouldFocusError: true,
  });
  const [website, setWebsite] = React.useState("");
  const [status, setStatusState] = React.useState<ContactFormStatus>("idle");
  const headingId = React.useId();
  const failureId = React.useId();
  // The failure stays beside the button until the next attempt (the toast announces it; this copy is not a live
  // region, so it is announced once) — a visitor who looked away still finds the reason.
  const [failure, setFailure] = React.useState("");

  const setStatus = (next: ContactFormStatus) => {
    setStatusState(next);
    onStatusChange?.(next);
  };

  const fail = (error: unknown) => {
    // Sending failed (or the rules could not be loaded): say so and keep every value.
    const reason = error instanceof Error && error.message ? error.message : "";
    const description = `${texts.failure.prefix}${reason || texts.failure.fallback}`;
    setStatus("failure");
    setFailure(description);
    toast({ variant: "destructive", title: texts.failure.title, description });
  };

  const send = async (values: ContactFormValues) => {
    setStatus("submitting");
    setFailure("");
    try {
      await onSubmit(values, { website });
    } catch (error) {
      fail(error);
      return;
    }
    reset(emptyValues);
    setStatus("success");
    toast({ title: texts.success.title, description: texts.success.body });
  };

  const submitting = status === "submitting" || isSubmitting;
  // Before the form's code runs (or without JavaScript) the browser checks the same rules natively and posts the form
  // to `action`; once it runs, the form validates and sends itself, so the native checks step aside (`noValidate`,
  // and no `maxLength`, which would cut a pasted text short instead of saying it is too long).
  const hydrated = useHydrated();
  const native = (name: ContactFieldName) => {
    const limit = limits?.[name];
    return { required: true, minLength: limit?.min, maxLength: hydrated ? undefined : limit?.max };
  };

  const field = (name: ContactFieldName, type: "text" | "email" | "tel", autoComplete: string) => (
    <FormField label={texts.labels[name]} error={errors[name]?.message}>
      {(control) => (
        <Input
          {...control}
          {...register(name)}
          {...native(name)}
          // The schema's characters for a contact number (digits, spaces, + ( ) . -), in the `v` flag's syntax.
          pattern={name === "contactNumber" ? String.raw`\+?[0-9\s\(\)\.\-]*` : undefined}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholders[name]}
        />
      )}
    </FormField>
  );

  return (
    <form
      data-slot="contact-form"
      data-status={status}
      method="post"
      noValidate={hydrated}
      aria-labelledby={headingId}
      onSubmit={(event) => void handleSubmit(send)(event).catch(fail)}
      className={cn(
        "relative flex flex-col gap-5 rounded-3xl border border-ink-200 bg-white p-6 shadow-md sm:p-8",
        className,
      )}
      {...props}
    >
      <h2 id={headingId} className="text-2xl">
        {texts.title}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        {field("firstName", "text", "given-name")}
        {field("lastName", "text", "family-name")}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {field("email", "email", "email")}
        {field("contactNumber", "tel", "tel")}
      </div>
      {field("company", "text", "organization")}
      <FormField label={texts.labels.message} error={errors.message?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...register("message")}
            {...native("message")}
            rows={5}
            placeholder={placeholders.message}
          />
        )}
      </FormField>
      {/* The honeypot: not rendered (`hidden`, so no autofill fills it, and neither a person), named and labelled after
          nothing an autofill profile holds; robots that fill every field of the HTML fill it. */}
      <div hidden>
        <label>
          {texts.honeypot.label}
          <input
            name={texts.honeypot.name}
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
        </label>
      </div>
      <p data-slot="contact-form-privacy" className="text-sm text-ink-600">
        {texts.privacy.text}{" "}
        <Link to={texts.privacy.href} className="font-medium text-brand-700 underline underline-offset-2">
          {texts.privacy.linkLabel}
        </Link>
        .
      </p>
      <Button
        type="submit"
        size="lg"
        disabled={submitting}
        aria-describedby={failure ? failureId : undefined}
        className="self-stretch sm:self-start"
      >
        {status === "submitting" ? texts.submitting : texts.submit}
        {status === "submitting" ? null : <Send aria-hidden="true" />}
      </Button>
      {failure ? (
        <p id={failureId} data-slot="contact-form-failure" className="text-sm font-medium text-danger-700">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
