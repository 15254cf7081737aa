// The owner's review list agrees with the pages: each listed statement is on exactly the pages it names.
import { describe, expect, it } from "vitest";
import { ownerReview } from "./owner-review.ts";
import { listPageTexts } from "./page-texts.ts";
import { articlePath } from "./routes.ts";
import { seedArticles } from "./seed-articles.ts";

// The fixed pages, and the seeded article (a database row since issue 48: its page is built from the row).
const pages = [
  ...listPageTexts(),
  ...seedArticles.map((article) => ({
    path: articlePath(article.slug),
    texts: [article.title, article.summary, article.body, article.category, article.author],
  })),
];

describe("the owner's review list", () => {
  it.each(ownerReview.map((item) => [item.text, item] as const))(
    "names every page that says %j, and only those",
    (text, item) => {
      const needle = text.toLowerCase();
      const where = pages
        .filter((page) => page.texts.some((t) => t.toLowerCase().includes(needle)))
        .map((page) => page.path)
        .sort();
      expect(where).toEqual([...item.pages].sort());
      expect(item.question.length).toBeGreaterThan(20);
    },
  );
});
