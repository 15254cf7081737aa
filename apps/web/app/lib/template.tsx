// Content texts with "{name}" placeholders, filled with values or with elements (a bold name, inline code).
import { Fragment, type ReactNode } from "react";

const placeholder = /\{([a-z]+)\}/gi;

/** The text with each "{name}" that `values` has replaced; other braces are left as they are. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(placeholder, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The text as React children, each "{name}" that `parts` has replaced by that part (markup the content cannot hold). */
export function fillParts(template: string, parts: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/(\{[a-z]+\})/i)
    .filter(Boolean)
    .map((piece, index) => {
      const name = /^\{([a-z]+)\}$/i.exec(piece)?.[1];
      return name !== undefined && name in parts ? <Fragment key={index}>{parts[name]}</Fragment> : piece;
    });
}
