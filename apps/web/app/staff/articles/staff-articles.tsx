// The articles' writing desk (client only, after sign-in): the desk's calls (../desk/use-desk.ts) for articles,
// articles-view.tsx shows them. Every article with its state, the editor with its live preview, and each article's
// history (who saved what).
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { SignInFirst } from "../auth/staff-list.tsx";
import { useStaffCall } from "../auth/use-staff-call.ts";
import { useDesk } from "../desk/use-desk.ts";
import { createImageService, ImageServiceContext } from "../images/image-service.tsx";
import { useMemo } from "react";
import { ArticlesView } from "./articles-view.tsx";
import { draftOf, fetchArticles, type ArticleSave, type Copy, type DeskArticle } from "./articles.ts";

export function StaffArticles({ backend, copy }: { backend: BackendSettings; copy: Copy }) {
  const call = useStaffCall(backend, "desk", "articles");
  const desk = useDesk<DeskArticle, ArticleSave>({ call, kind: "article", read: fetchArticles, draftOf, copy });
  const images = useMemo(() => createImageService(backend, copy.images.failed), [backend, copy.images.failed]);
  if (!desk.signedIn) return <SignInFirst copy={copy.signIn} />;
  return (
    <ImageServiceContext value={images}>
      <ArticlesView {...desk.props} copy={copy} />
    </ImageServiceContext>
  );
}
