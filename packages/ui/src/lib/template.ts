// Content texts with "{name}" placeholders (the content package's templates) filled with values; no imports, so any
// module can use it (elements instead of values: template-parts.ts).

const placeholder = /\{([a-z]+)\}/gi;

/**
 * The text in pieces, each value that replaces a "{name}" a piece of its own: rendered as children, every piece is
 * its own text node, as `{count} min read` was in JSX (a loader can fill a template so, the page then needs no code).
 */
export function splitText(template: string, values: Readonly<Record<string, string | number>>): string[] {
  return template
    .split(/(\{[a-z]+\})/i)
    .filter(Boolean)
    .map((piece) => {
      const name = /^\{([a-z]+)\}$/i.exec(piece)?.[1];
      return name !== undefined && Object.hasOwn(values, name) ? String(values[name]) : piece;
    });
}

/** The text with each "{name}" that `values` has replaced; other braces are left as they are. */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(placeholder, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
