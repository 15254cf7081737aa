// An article's tags (issue 48), with JavaScript off: a navigation of links after the body, each to its tag's listing
// on the blog, which lists the article. The served build's article is the seed's.
import { expect, test } from "../worker.ts";
import { blogTagPath, blogTags } from "@solvix/content/blog-listing";
import { blogArticlePage } from "@solvix/content/pages/blog-article";
import { articlePath } from "@solvix/content/routes";
import { seedArticles } from "@solvix/content/seed-articles";

const [article] = seedArticles;
if (!article) throw new Error("the seed has no article");

test.use({ javaScriptEnabled: false });

/** Its tags as the blog names them, in the blog's order (by name). */
const tags = blogTags([article]);

test("an article's tags link to their listings, which list it", async ({ page }) => {
  expect(tags.map((tag) => tag.name).sort()).toEqual([...article.tags].sort());
  await page.goto(articlePath(article.slug));
  const links = page.getByRole("navigation", { name: blogArticlePage.tagsLabel }).getByRole("link");
  await expect(links).toHaveText(tags.map((tag) => tag.name));
  for (const [index, tag] of tags.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", blogTagPath(tag.slug));
  }
  await links.first().click();
  await expect(page).toHaveURL(blogTagPath(tags[0]!.slug));
  await expect(page.locator(`main a[href="${articlePath(article.slug)}"]`).first()).toBeVisible();
});
