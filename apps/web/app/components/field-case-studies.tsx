// A landing page's own case studies (issue 49: the field's own case study where there is one): the live case studies
// tagged with the page's field (content's caseStudiesOfField), each as on /case-studies, then a link to the field's
// filter page. Loaded by the landing route only when it has some, and hydrated once it comes near the view.
import { ButtonLink } from "./button-link.tsx";
import { CaseStudyCard, type CaseStudyCardProps } from "@solvix/ui/components/case-study-card";
import { PageSection } from "@solvix/ui/components/page-section";
import { SectionHeading } from "@solvix/ui/components/section-heading";

export interface FieldCaseStudiesProps {
  heading: string;
  more: { label: string; href: string };
  studies: (Omit<CaseStudyCardProps, "texts"> & { slug: string; location: string })[];
  texts: CaseStudyCardProps["texts"];
}

export function FieldCaseStudies({ heading, more, studies, texts }: FieldCaseStudiesProps) {
  return (
    <PageSection tone="muted" data-slot="field-case-studies">
      <SectionHeading title={heading} className="mb-10" />
      <div className="flex flex-col gap-8">
        {studies.map(({ slug, client, location, ...study }) => (
          // Named as on /case-studies: the client and its country (no `location` attribute on the card's element).
          <CaseStudyCard key={slug} {...study} client={`${client}, ${location}`} texts={texts} />
        ))}
      </div>
      <div className="mt-10 flex justify-center">
        <ButtonLink to={more.href} variant="outline">
          {more.label}
        </ButtonLink>
      </div>
    </PageSection>
  );
}
