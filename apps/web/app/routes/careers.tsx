// The /careers page: perks and open positions, whose 'Apply Now' leads to each position's page.
import { talentPoolLink } from "@solvix/content/pages/apply";
import { careersPage, careersSeo } from "@solvix/content/pages/careers";
import { PageSection } from "@solvix/ui/components/page-section";
import { SectionHeading } from "@solvix/ui/components/section-heading";
import { Link } from "react-router";
import { FeeWarning } from "../components/candidate-trust.tsx";
import { SectionList } from "../components/section-list.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { openPositions } from "../lib/published.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/careers";
import { deferred } from "@solvix/ui/lib/deferred";

// The hero illustration hydrates from its own small chunk: prerendered in the HTML, never in the first load.
const CareersArt = deferred(() => import("@solvix/ui/illustrations/careers-art").then((module) => module.CareersArt));

export function loader() {
  const { hero, perks, positions, noMatch, feeWarning } = careersPage;
  // The open positions staff published, as this build read them (the seed's are the content's).
  return withIcons({
    hero,
    perks,
    positions: { ...positions, items: openPositions },
    talentPool: talentPoolLink,
    noMatch,
    feeWarning,
    ...pageHead(careersPage.path, careersSeo(openPositions)),
  });
}

const JobCard = deferred(() => import("@solvix/ui/components/job-card").then((module) => module.JobCard));

const ContactPrompt = deferred(() => import("../components/contact-prompt.tsx").then((module) => module.ContactPrompt));

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** 'Join Our Team': the open positions ('Apply Now' opens the position's page) and the talent pool first, so a phone
 * reaches them within two screens, the word on fees, then the three perks and 'Don't See the Right Role?'. */
export default function Careers({ loaderData }: Route.ComponentProps) {
  const { hero, perks, positions, talentPool, noMatch, feeWarning } = loaderData;
  return (
    <>
      <SectionList sections={[hero]} heroVisual={<CareersArt />} />
      <PageSection id="open-positions">
        <SectionHeading title={positions.title} intro={positions.intro} className="mb-6" />
        <p className="mx-auto mb-10 max-w-5xl text-center text-ink-700">
          {positions.poolLead}{" "}
          <Link to={talentPool.link.href} className="font-semibold text-brand-700 underline underline-offset-4">
            {talentPool.link.label}
          </Link>
        </p>
        {positions.items.length === 0 ? <p className="mx-auto max-w-5xl text-center">{positions.none}</p> : null}
        <ul className="mx-auto flex max-w-5xl flex-col gap-5">
          {positions.items.map((position) => (
            <li key={position.slug}>
              <JobCard
                title={position.title}
                location={position.location}
                type={position.type}
                description={position.description}
                tags={position.tags}
                applyHref={position.applyHref}
                applyLabel={positions.applyLabel}
                skillsLabel={positions.skillsLabel}
              />
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-8 max-w-5xl">
          <FeeWarning warning={feeWarning} />
        </div>
      </PageSection>
      <ContactPrompt {...talentPool} />
      <SectionList sections={[perks]} start={3} />
      <ContactPrompt {...noMatch} />
    </>
  );
}
