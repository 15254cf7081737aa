// Draws an article body's safe tree (lib/markdown.ts) with the site's own markup, inside the Prose styles: the article
// page and the writing desk's live preview show the same thing. External links open in a new tab with
// rel="noopener noreferrer".
import { Fragment, type ReactNode } from "react";
import type { Block, Inline } from "../lib/markdown.ts";

function InlineView({ nodes }: { nodes: readonly Inline[] }): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case "text":
        return <Fragment key={index}>{node.value}</Fragment>;
      case "strong":
        return (
          <strong key={index}>
            <InlineView nodes={node.children} />
          </strong>
        );
      case "em":
        return (
          <em key={index}>
            <InlineView nodes={node.children} />
          </em>
        );
      case "del":
        return (
          <del key={index}>
            <InlineView nodes={node.children} />
          </del>
        );
      case "code":
        return <code key={index}>{node.value}</code>;
      case "break":
        return <br key={index} />;
      case "link":
        return (
          <a key={index} href={node.href} {...(node.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
            <InlineView nodes={node.children} />
          </a>
        );
    }
  });
}

function BlockView({ block }: { block: Block }): ReactNode {
  switch (block.type) {
    case "paragraph":
      return (
        <p>
          <InlineView nodes={block.children} />
        </p>
      );
    case "heading": {
      const Heading = `h${block.level}` as const;
      return (
        <Heading>
          <InlineView nodes={block.children} />
        </Heading>
      );
    }
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>
              <MarkdownView blocks={item} />
            </li>
          ))}
        </List>
      );
    }
    case "quote":
      return (
        <blockquote>
          <MarkdownView blocks={block.children} />
        </blockquote>
      );
    case "code":
      return (
        <pre>
          <code>{block.value}</code>
        </pre>
      );
    case "image":
      return <img src={block.src} alt={block.alt} loading="lazy" decoding="async" />;
    case "rule":
      return <hr />;
  }
}

/** The blocks of a body, in order. */
export function MarkdownView({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => <BlockView key={index} block={block} />);
}
