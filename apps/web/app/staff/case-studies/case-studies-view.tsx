// What an editor sees of the case studies' writing desk: the desk's list and states (../desk/desk-view.tsx) with the
// case study editor (case-study-form.tsx). No calls: staff-case-studies.tsx makes them.
import { DeskView, type DeskViewProps } from "../desk/desk-view.tsx";
import { CaseStudyForm } from "./case-study-form.tsx";
import type { CaseStudySave, Copy, DeskCaseStudy } from "./case-studies.ts";

export type CaseStudiesViewProps = DeskViewProps<DeskCaseStudy, CaseStudySave> & { copy: Copy };

export function CaseStudiesView(props: CaseStudiesViewProps) {
  return (
    <DeskView
      {...props}
      Form={CaseStudyForm}
      titleOf={(study) => `${study.client}, ${study.location}`}
      addressOf={(study) => `/case-studies#${study.slug}`}
    />
  );
}
