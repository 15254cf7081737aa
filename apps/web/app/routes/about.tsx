// The /about page: who we are, mission, vision and values, from pages/about.ts of the content package.
import { aboutPage } from "@solvix/content/pages/about";
import { PageSection } from "@solvix/ui/components/page-section";
import { StatGrid, StatTile } from "@solvix/ui/components/stat-tile";
import { ProseBlock } from "../components/prose-block.tsx";
import { SectionList } from "../components/section-list.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/about";

export function loader() {
  const { hero, story, stats, mission, vision, values, cta } = aboutPage;
  return withIcons({ hero, story, stats, mission, vision, values, cta, ...pageHead(aboutPage.path, aboutPage.seo) });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** Who we are, mission, vision, the three core values and 'Get In Touch'. */
export default function About({ loaderData }: Route.ComponentProps) {
  const { hero, story, stats, mission, vision, values, cta } = loaderData;
  return (
    <>
      <SectionList sections={[hero]} />
      <PageSection>
        <div className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <ProseBlock title={story.title} body={story.body} />
          <StatGrid className="lg:grid-cols-2">
            {stats.items.map((stat) => (
              <StatTile key={stat.label} value={stat.value} label={stat.label} tone="brand" />
            ))}
          </StatGrid>
        </div>
      </PageSection>
      <PageSection tone="muted">
        <div className="grid gap-6 md:grid-cols-2">
          {[mission, vision].map((block) => (
            <ProseBlock
              key={block.title}
              title={block.title}
              body={block.body}
              className="rounded-3xl border border-ink-200 bg-white p-8 shadow-xs sm:p-10"
            />
          ))}
        </div>
      </PageSection>
      <SectionList sections={[values, cta]} start={3} />
    </>
  );
}
