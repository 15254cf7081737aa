// Content texts with "{name}" placeholders (the content package's templates) filled with values; no imports, so any
// module can use it (elements instead of values: template-parts.ts).

const placeholder = /\{([a-z]+)\}/gi;

/** The text with each "{name}" that `values` has replaced; other braces are left as they are. */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(placeholder, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
