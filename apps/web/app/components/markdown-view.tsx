// Draws an article body's safe tree (lib/markdown.ts) with the site's own markup, inside the Prose styles: the article
// page and the writing desk's live preview show the same thing. External links open in a new tab with
// rel="noopener noreferrer". An uploaded image is drawn from `images` (the build's variants, or the desk's preview
// of its uploads) as a responsive picture with its width and height; one that is not there is left out.
import { ResponsivePicture, type ResponsiveImage } from "@solvix/ui/components/responsive-picture";
import { Fragment, type ReactNode } from "react";
import type { Block, Inline } from "../lib/markdown.ts";

/** The uploaded images a body may show, by id. */
export type BodyImages = Readonly<Record<number, ResponsiveImage>>;

/** The body column's width: the page's gutter on a phone, at most the article's 4xl column less its padding. */
export const bodyImageSizes = "(min-width: 56rem) 52rem, calc(100vw - 2rem)";

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

function BlockView({ block, images }: { block: Block; images: BodyImages }): ReactNode {
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
              <MarkdownView blocks={item} images={images} />
            </li>
          ))}
        </List>
      );
    }
    case "quote":
      return (
        <blockquote>
          <MarkdownView blocks={block.children} images={images} />
        </blockquote>
      );
    case "code":
      return (
        <pre>
          <code>{block.value}</code>
        </pre>
      );
    case "image": {
      const image = images[block.id];
      if (!image) return null;
      return (
        <ResponsivePicture
          image={{ ...image, alt: block.alt || image.alt }}
          sizes={bodyImageSizes}
          className="my-8 rounded-xl"
        />
      );
    }
    case "rule":
      return <hr />;
  }
}

/** The blocks of a body, in order. */
export function MarkdownView({ blocks, images = {} }: { blocks: readonly Block[]; images?: BodyImages }) {
  return blocks.map((block, index) => <BlockView key={index} block={block} images={images} />);
}
