import { staffSignInPage } from "@solvix/content/pages/staff-sign-in";
import { Container } from "@solvix/ui/components/page-section";
import { PageHeader } from "../components/page-header.tsx";
import { pageHead } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/staff-sign-in";

export function loader() {
  return {
    intro: staffSignInPage.seo.description,
    ...pageHead(staffSignInPage.path, staffSignInPage.seo, { trail: [["Staff Sign In", staffSignInPage.path]] }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** Staff sign-in (noindex, linked from no public menu). The sign-in form itself is built in its own issue. */
export default function StaffSignIn({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Staff Sign In" intro={loaderData.intro} breadcrumb={loaderData.breadcrumb} />
      <Container className="py-12 sm:py-16">
        <div id="staff-sign-in" className="max-w-md" />
      </Container>
    </>
  );
}
