// An article's Markdown body as a small, safe tree the site's components draw (components/markdown-view.tsx): the
// build parses it in the article's loader, the writing desk's preview in the browser. Safe by construction: only the
// nodes listed here come out, so raw HTML (`<script>`, event handlers, `<iframe>`) is dropped rather than escaped or
// rendered, and a link keeps its address only when it is http(s), mailto, tel, a path of the site or an anchor
// (`javascript:`, `data:`, `vbscript:` … become plain text). An image is only ever an uploaded one, referenced as
// `![alt](image:<id>)` (the desk inserts it): the view draws it from the build's variants, and any other image
// address is dropped, so a page never loads a picture from elsewhere. No HTML string is ever produced.
import { fromMarkdown } from "mdast-util-from-markdown";

// mdast's node types, as the parser declares them.
type Root = ReturnType<typeof fromMarkdown>;
type RootContent = Root["children"][number];
type PhrasingContent = Extract<RootContent, { type: "paragraph" }>["children"][number];
type AnyNode = { type: string; value?: string; children?: AnyNode[] };

export type Inline =
  | { type: "text"; value: string }
  | { type: "strong" | "em" | "del"; children: Inline[] }
  | { type: "code"; value: string }
  | { type: "link"; href: string; external: boolean; children: Inline[] }
  | { type: "break" };

export type Block =
  | { type: "paragraph"; children: Inline[] }
  | { type: "heading"; level: 2 | 3 | 4; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Block[][] }
  | { type: "quote"; children: Block[] }
  | { type: "code"; value: string }
  | { type: "image"; id: number; alt: string }
  | { type: "rule" };

/** The Markdown reference to an uploaded image: `image:<id>`. */
export const imageReference = (id: number) => `image:${id}`;

/** The uploaded image's id of an image address, or null for any other address. */
export function imageId(url: string): number | null {
  const match = /^image:([1-9]\d{0,12})$/.exec(url.trim());
  return match ? Number(match[1]) : null;
}

/** The address a link may keep, or null: web, mail and phone addresses, the site's paths, anchors. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  if (/^(\/(?!\/)|#)/.test(trimmed)) return trimmed;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(trimmed)) {
    try {
      return new URL(trimmed).href;
    } catch {
      return null;
    }
  }
  return null;
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);

function inline(nodes: readonly PhrasingContent[]): Inline[] {
  return nodes.flatMap((node): Inline[] => {
    switch (node.type) {
      case "text":
        return [{ type: "text", value: node.value }];
      case "strong":
        return [{ type: "strong", children: inline(node.children) }];
      case "emphasis":
        return [{ type: "em", children: inline(node.children) }];
      case "delete":
        return [{ type: "del", children: inline(node.children) }];
      case "inlineCode":
        return [{ type: "code", value: node.value }];
      case "break":
        return [{ type: "break" }];
      case "link": {
        const href = safeHref(node.url);
        const children = inline(node.children);
        return href ? [{ type: "link", href, external: isExternal(href), children }] : children;
      }
      case "image":
      case "imageReference":
        // An image inside a paragraph is lifted to a block by `block` below; elsewhere its alt text stands in.
        return node.alt ? [{ type: "text", value: node.alt }] : [];
      default:
        // Raw HTML, footnote references and anything else: dropped.
        return [];
    }
  });
}

function block(node: RootContent): Block[] {
  switch (node.type) {
    case "paragraph": {
      const only = node.children.length === 1 ? node.children[0] : undefined;
      if (only?.type === "image") {
        const id = imageId(only.url);
        return id === null ? [] : [{ type: "image", id, alt: only.alt?.trim() ?? "" }];
      }
      const children = inline(node.children);
      return children.length ? [{ type: "paragraph", children }] : [];
    }
    case "heading":
      // The page's title is its only h1: a Markdown `#` becomes a section heading.
      return [
        { type: "heading", level: Math.min(Math.max(node.depth, 2), 4) as 2 | 3 | 4, children: inline(node.children) },
      ];
    case "list":
      return [
        {
          type: "list",
          ordered: node.ordered === true,
          items: node.children.map((item) => item.children.flatMap((child) => block(child))),
        },
      ];
    case "blockquote":
      return [{ type: "quote", children: node.children.flatMap((child) => block(child)) }];
    case "code":
      return [{ type: "code", value: node.value }];
    case "thematicBreak":
      return [{ type: "rule" }];
    default:
      // Raw HTML blocks, definitions, tables (not in CommonMark) and the rest: dropped.
      return [];
  }
}

/** The body's blocks. */
export function parseMarkdown(markdown: string): Block[] {
  return fromMarkdown(markdown).children.flatMap((node) => block(node));
}

/** The body's words, for the reading time and the search index. */
export function plainText(markdown: string): string {
  const walk = (node: AnyNode): string =>
    node.type === "html" ? "" : (node.value ?? (node.children ?? []).map(walk).join(" "));
  return walk(fromMarkdown(markdown) as AnyNode)
    .replace(/\s+/g, " ")
    .trim();
}

/** Minutes to read at 200 words a minute, at least one. */
export function readingMinutes(markdown: string): number {
  const words = plainText(markdown).split(" ").filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
