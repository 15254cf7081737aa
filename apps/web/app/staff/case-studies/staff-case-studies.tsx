// The case studies' writing desk (client only, after sign-in): the desk's calls (../desk/use-desk.ts) for case
// studies, case-studies-view.tsx shows them. Every case study with its state, the editor with its live preview, and
// each one's history (who saved what).
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { SignInFirst } from "../auth/staff-list.tsx";
import { useStaffCall } from "../auth/use-staff-call.ts";
import { useDesk } from "../desk/use-desk.ts";
import { createImageService, ImageServiceContext } from "../images/image-service.tsx";
import { useMemo } from "react";
import { CaseStudiesView } from "./case-studies-view.tsx";
import { draftOf, fetchCaseStudies, type CaseStudySave, type Copy, type DeskCaseStudy } from "./case-studies.ts";

export function StaffCaseStudies({ backend, copy }: { backend: BackendSettings; copy: Copy }) {
  const call = useStaffCall(backend, "desk", "articles");
  const desk = useDesk<DeskCaseStudy, CaseStudySave>({
    call,
    kind: "case-study",
    read: fetchCaseStudies,
    draftOf,
    copy,
  });
  const images = useMemo(() => createImageService(backend, copy.images.failed), [backend, copy.images.failed]);
  if (!desk.signedIn) return <SignInFirst copy={copy.signIn} />;
  return (
    <ImageServiceContext value={images}>
      <CaseStudiesView {...desk.props} copy={copy} />
    </ImageServiceContext>
  );
}
