// Content texts with "{name}" placeholders filled with elements: markup a content string cannot hold.
import { createElement, Fragment, type ReactNode } from "react";

/** The text as React children, each "{name}" that `parts` has replaced by that part (a bold name, inline code). */
export function fillParts(template: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return template
    .split(/(\{[a-z]+\})/i)
    .filter(Boolean)
    .map((piece, index) => {
      const name = /^\{([a-z]+)\}$/i.exec(piece)?.[1];
      return name !== undefined && Object.hasOwn(parts, name)
        ? createElement(Fragment, { key: index }, parts[name])
        : piece;
    });
}
