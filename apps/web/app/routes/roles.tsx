import { listRoleCards } from "@solvix/content/landing";
import { roleCardLine, rolesPage } from "@solvix/content/pages/roles";
import { PageSection } from "@solvix/ui/components/page-section";
import { SectionHeading } from "@solvix/ui/components/section-heading";
import { RoleCardGrid } from "../components/role-card-grid.tsx";
import { SectionList } from "../components/section-list.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/roles";

export function loader() {
  const { hero, grid, benefits, cta } = rolesPage;
  const roles = listRoleCards().map((card) => ({ ...card, line: roleCardLine(card.title) }));
  return withIcons({ hero, grid, roles, benefits, cta, ...pageHead(rolesPage.path, rolesPage.seo) });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** 'Available Roles': the role categories (each to its industry page), four benefits and 'Get Started Today'. */
export default function Roles({ loaderData }: Route.ComponentProps) {
  const { hero, grid, roles, benefits, cta } = loaderData;
  return (
    <>
      <SectionList sections={[hero]} />
      <PageSection tone="muted">
        <SectionHeading title={grid.title} intro={grid.intro} className="mb-12" />
        <RoleCardGrid items={roles} label={grid.title} />
      </PageSection>
      <SectionList sections={[benefits, cta]} start={2} />
    </>
  );
}
