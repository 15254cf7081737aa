// What an editor sees of the articles' writing desk: the desk's list and states (../desk/desk-view.tsx) with the
// article editor (article-form.tsx). No calls: staff-articles.tsx makes them. Nothing from the content package but
// types: its modules build zod schemas, whose eval the page's policy refuses.
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
      addressOf={(article) => `/resources/blog/${article.slug}`}
    />
  );
}
