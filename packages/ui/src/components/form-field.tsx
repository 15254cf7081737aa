// Form fields: label, control and error message wired together for assistive technology.
import * as React from "react";
import { cn } from "../lib/cn.ts";

const controlClass =
  "w-full rounded-lg border border-ink-300 bg-white px-3.5 text-base text-ink-900 shadow-xs transition-colors placeholder:text-ink-500 hover:border-ink-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 disabled:cursor-not-allowed disabled:bg-ink-50 aria-invalid:border-danger-600 aria-invalid:focus-visible:outline-danger-600/30";

export function Label({ className, htmlFor, ...props }: React.ComponentProps<"label"> & { htmlFor: string }) {
  return (
    <label
      data-slot="label"
      htmlFor={htmlFor}
      className={cn("text-sm font-medium text-ink-900", className)}
      {...props}
    />
  );
}

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input data-slot="input" className={cn(controlClass, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(controlClass, "min-h-32 py-2.5", className)} {...props} />;
}

export function FieldError({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="field-error" className={cn("text-sm font-medium text-danger-700", className)} {...props} />;
}

type FieldControlProps = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

/**
 * A label, a control and its error message, wired together: the label names the control, the message is
 * linked with aria-describedby and the control is marked aria-invalid while there is one.
 */
export function FormField({
  label,
  error,
  className,
  children,
}: {
  label: string;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}) {
  const id = React.useId();
  const errorId = `${id}-error`;
  return (
    <div data-slot="form-field" className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined })}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
