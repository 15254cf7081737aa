// What postbuild writes for the articles and case studies staff published (issue 48), besides their pages: the lines
// of `_redirects` for the addresses they left (a renamed article: 301 to its new address; an unpublished one: 410
// with the blog's not-found page, rendered by the article route so it hydrates at that address). Case studies have no
// page of their own: their retired slugs need no line.
import type { RetiredAddress } from "@solvix/content/article-rules";
import { articlePath } from "@solvix/content/routes";

export function articleRedirectLines(retired: readonly RetiredAddress[]): string {
  const lines = retired
    .filter((address) => address.kind === "article")
    .map((address) =>
      address.status === 301 && address.target
        ? `${articlePath(address.slug)} ${articlePath(address.target)} 301`
        : `${articlePath(address.slug)} /resources/blog/404.html 410`,
    );
  return lines.length ? `# Renamed (301) and unpublished (410) articles.\n${lines.join("\n")}\n` : "";
}
