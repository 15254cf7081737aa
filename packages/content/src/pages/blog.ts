// The words of the /resources/blog page (schema and data).
import { z } from "zod";
import type { BlogListing } from "../blog-listing.ts";
import { heroSectionSchema, linkSchema } from "../sections.ts";
import { site } from "../site.ts";
import { blogArticlePage } from "./blog-article.ts";
import { routedPageSchema } from "./page-schema.ts";

const brand = site.brandName;

export const blogPageSchema = z.strictObject({
  ...routedPageSchema,
  hero: heroSectionSchema,
  /** The newest published article's card (its fields come from its row): the reading time's words and the link. */
  featured: z.strictObject({
    /** "{minutes}" is counted from the article's body. */
    readingTime: z.string().includes("{minutes}"),
    linkLabel: z.string().min(1),
  }),
  /** The listing pages (blog-listing.ts): the article cards, the page links and the tag links. */
  listing: z.strictObject({
    /** The cards' heading and their list's accessible name. */
    title: z.string().min(1),
    listLabel: z.string().min(1),
    /** The page links' navigation: its name, "Page {page} of {pages}", the links to the neighbours. */
    navLabel: z.string().min(1),
    pageLabel: z.string().includes("{page}").includes("{pages}"),
    previous: z.string().min(1),
    next: z.string().min(1),
    /** The tag links: their heading and the link to every article. */
    tagsTitle: z.string().min(1),
    allTags: z.string().min(1),
    /** A tag's listing: its heading, title and description ("{tag}" is the tag as staff wrote it). */
    tagTitle: z.string().includes("{tag}"),
    tagSeoTitle: z.string().includes("{tag}"),
    tagSeoDescription: z.string().includes("{tag}"),
    /** The title and description of page 2 on ("{title}", "{description}": page 1's). */
    pagedSeoTitle: z.string().includes("{title}").includes("{page}"),
    pagedSeoDescription: z.string().includes("{description}").includes("{page}"),
  }),
  contact: z.strictObject({ title: z.string().min(1), body: z.string().min(1), link: linkSchema }),
  backLink: z.strictObject({ label: z.string().min(1), href: z.literal("/resources") }),
});

/** A listing template filled ("{tag}", "{page}", …); other braces stay. */
export const fillListing = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{([a-z]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );

export const blogPage = {
  path: "/resources/blog",
  seo: {
    title: "Blog: Remote Staffing Insights",
    description: `Insights on staff outsourcing, remote team management and hiring in Southeast Asia for Singapore businesses, from the ${brand} team.`,
    lastmod: blogArticlePage.updated,
  },
  hero: {
    type: "hero",
    eyebrow: "Blog",
    title: "Remote Staffing Insights",
    tagline: "Practical advice on outsourcing, hiring and managing remote teams.",
  },
  featured: {
    readingTime: blogArticlePage.readingTime,
    linkLabel: "Read Article",
  },
  listing: {
    title: "Latest Articles",
    listLabel: "Articles",
    navLabel: "Blog pages",
    pageLabel: "Page {page} of {pages}",
    previous: "Previous page",
    next: "Next page",
    tagsTitle: "Browse by Topic",
    allTags: "All articles",
    tagTitle: "Articles on {tag}",
    tagSeoTitle: "Blog: Articles on {tag}",
    tagSeoDescription: `Articles on {tag} from the ${brand} team: outsourcing, hiring and managing remote teams.`,
    pagedSeoTitle: "{title} (Page {page} of {pages})",
    pagedSeoDescription: "{description} Page {page} of {pages}.",
  },
  contact: {
    title: "Have a Question We Haven't Covered?",
    body: "Our team is happy to talk through your hiring plans.",
    link: { label: "Contact Us", href: "/contact" },
  },
  backLink: { label: "Back to Resources", href: "/resources" },
} satisfies z.input<typeof blogPageSchema>;

/** The title and description of a listing page (blog-listing.ts): page 1 of the blog is the page above. */
export function blogListingSeo(listing: Pick<BlogListing, "tag" | "page" | "pages">): {
  title: string;
  description: string;
} {
  const { seo, listing: texts } = blogPage;
  const tag = listing.tag?.name;
  const title = tag ? fillListing(texts.tagSeoTitle, { tag }) : seo.title;
  const description = tag ? fillListing(texts.tagSeoDescription, { tag }) : seo.description;
  if (listing.page === 1) return { title, description };
  const { page, pages } = listing;
  return {
    title: fillListing(texts.pagedSeoTitle, { title, page, pages }),
    description: fillListing(texts.pagedSeoDescription, { description, page, pages }),
  };
}
