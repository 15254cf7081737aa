// The staff sign-in page (/staff/sign-in, noindex) for FAQ editors, recruiters and positions editors.
import { staffRoom } from "@solvix/content/pages/staff-room";
import { staffSignInPage as page } from "@solvix/content/pages/staff-sign-in";
import { Container } from "@solvix/ui/components/page-section";
import { PageHeader } from "../components/page-header.tsx";
import { backendSettings } from "../lib/backend-settings.server.ts";
import { StaffSignInPanel } from "../staff/auth/staff-sign-in-panel.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/staff-sign-in";

export function loader() {
  const { path, seo, title, intro, ...copy } = page;
  return withIcons({
    title,
    intro,
    copy,
    pages: staffRoom.pages,
    backend: backendSettings(),
    ...pageHead(path, seo, { trail: [[title, path]] }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** Staff sign-in (noindex, linked from no public menu): Supabase Auth, or the labelled development-only token path. */
export default function StaffSignIn({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} intro={loaderData.intro} breadcrumb={loaderData.breadcrumb} />
      <Container className="py-12 sm:py-16">
        <div id="staff-sign-in" className="max-w-xl">
          <StaffSignInPanel backend={loaderData.backend} copy={loaderData.copy} pages={loaderData.pages} />
        </div>
      </Container>
    </>
  );
}
