// The loader data of a legal document page (privacy policy, terms): its words, its date and the frame's words.
import type { LegalDocument } from "@solvix/content/pages/page-schema";
import { siteTexts } from "@solvix/content/site-texts";
import type { LegalDocumentProps } from "../components/legal-document.tsx";
import { formatDate } from "./dates.ts";

export function legalDocumentProps({ title, lastUpdated, intro, sections, cta }: LegalDocument): LegalDocumentProps {
  return {
    title,
    lastUpdated: formatDate(lastUpdated),
    lastUpdatedIso: lastUpdated,
    intro,
    sections,
    cta,
    texts: siteTexts.legalDocument,
  };
}
