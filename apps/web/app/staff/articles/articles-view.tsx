// What an editor sees of the articles' writing desk: the desk's list and states (../desk/desk-view.tsx) with the
// article editor (article-form.tsx). No calls: staff-articles.tsx makes them.
import { articlePath } from "@solvix/content/routes";
import { DeskView, type DeskViewProps } from "../desk/desk-view.tsx";
import { ArticleForm } from "./article-form.tsx";
import type { ArticleSave, Copy, DeskArticle } from "./articles.ts";

export type ArticlesViewProps = DeskViewProps<DeskArticle, ArticleSave> & { copy: Copy };

export function ArticlesView(props: ArticlesViewProps) {
  return (
    <DeskView
      {...props}
      Form={ArticleForm}
      titleOf={(article) => article.title}
      addressOf={(article) => articlePath(article.slug)}
    />
  );
}
