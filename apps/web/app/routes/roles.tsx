// The /roles page: the role categories, each leading to its industry page.
import { listRoleCards } from "@solvix/content/landing";
import { talentPoolLink } from "@solvix/content/pages/apply";
import { roleCardLine, rolesPage } from "@solvix/content/pages/roles";
import { PageSection } from "@solvix/ui/components/page-section";
import { SectionHeading } from "@solvix/ui/components/section-heading";
import { RoleCardGrid } from "../components/role-card-grid.tsx";
import { SectionList } from "../components/section-list.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/roles";
import { deferred } from "@solvix/ui/lib/deferred";

// The hero illustration hydrates from its own small chunk: prerendered in the HTML, never in the first load.
const SectorArt = deferred(() => import("@solvix/ui/illustrations/sector-art").then((module) => module.SectorArt));

export function loader() {
  const { hero, grid, benefits, cta } = rolesPage;
  const roles = listRoleCards().map((card) => ({ ...card, line: roleCardLine(card.title) }));
  const art = { icon: "Users", color: "blue" } as const;
  return withIcons({
    hero,
    grid,
    roles,
    benefits,
    cta,
    art,
    talentPool: talentPoolLink,
    ...pageHead(rolesPage.path, rolesPage.seo),
  });
}

// People looking for work: the talent pool's prompt, below the fold, from its own chunk.
const ContactPrompt = deferred(() => import("../components/contact-prompt.tsx").then((module) => module.ContactPrompt));

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** 'Available Roles': the role categories (each to its industry page), four benefits, 'Get Started Today' and
 * the talent pool for people looking for such work. */
export default function Roles({ loaderData }: Route.ComponentProps) {
  const { hero, grid, roles, benefits, cta, art, talentPool } = loaderData;
  return (
    <>
      <SectionList sections={[hero]} heroVisual={<SectorArt color={art.color} icon={art.icon} />} />
      <PageSection tone="muted">
        <SectionHeading title={grid.title} intro={grid.intro} className="mb-12" />
        <RoleCardGrid items={roles} label={grid.title} />
      </PageSection>
      <SectionList sections={[benefits, cta]} start={2} />
      <ContactPrompt {...talentPool} tone="default" />
    </>
  );
}
