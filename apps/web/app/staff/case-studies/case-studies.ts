// What the case studies' page of the writing desk has of its own: its words, a case study as the articles function
// lists it, its draft and what a save sends. The rest is the desk's (../desk/desk.ts); the function checks every save
// with the case study rules.
import type { staffCaseStudiesPage } from "@solvix/content/pages/staff-case-studies";
import type { SiteTexts } from "@solvix/content/site-texts";
import { deskReader, draftOfRow, formText, listOf, type DeskRow, type Editing } from "../desk/desk.ts";

/** The page's words, and the case study card's (`siteTexts.caseStudy`, handed over by the route's loader). */
export type Copy = Omit<typeof staffCaseStudiesPage, "path" | "seo" | "title" | "intro"> & {
  caseTexts: SiteTexts["caseStudy"];
};

/** A case study as the desk lists it (GET /articles/desk/case-study). */
export interface DeskCaseStudy extends DeskRow {
  client: string;
  location: string;
  focus: string;
  team: { size: number; countries: string[] };
  challenge: string;
  solution: string;
  results: { value: string; label: string }[];
  tags: string[];
  coverImageId?: number | null;
}

/** The result rows the form offers (the rules take three to six). */
export const resultRows = 6;

export const fetchCaseStudies = deskReader<DeskCaseStudy>("case-study");

export function draftOf(study: DeskCaseStudy | null): Editing {
  const results = Object.fromEntries(
    Array.from({ length: resultRows }, (_, index) => [
      [`resultValue${index}`, study?.results[index]?.value ?? ""],
      [`resultLabel${index}`, study?.results[index]?.label ?? ""],
    ]).flat(),
  );
  return draftOfRow(study, {
    client: study?.client ?? "",
    location: study?.location ?? "",
    focus: study?.focus ?? "",
    teamSize: study ? String(study.team.size) : "",
    teamCountries: study?.team.countries.join(", ") ?? "",
    challenge: study?.challenge ?? "",
    solution: study?.solution ?? "",
    ...results,
    tags: study?.tags.join(", ") ?? "",
    coverImageId: study?.coverImageId ? String(study.coverImageId) : "",
  });
}

/** A case study's fields as a save sends them: the team's size as a number, the lists as lists, the filled results. */
function caseStudyOf(text: (name: string) => string) {
  return {
    slug: text("slug"),
    client: text("client"),
    location: text("location"),
    focus: text("focus"),
    team: { size: Number(text("teamSize")), countries: listOf(text("teamCountries")) },
    challenge: text("challenge"),
    solution: text("solution"),
    results: Array.from({ length: resultRows }, (_, index) => ({
      value: text(`resultValue${index}`).trim(),
      label: text(`resultLabel${index}`).trim(),
    })).filter((result) => result.value || result.label),
    tags: listOf(text("tags")),
  };
}

/** What a save sends: the fields, the cover (the form's hidden coverImageId), the state and the time as ISO (Singapore
 * time as typed). */
export function saveOf(form: HTMLFormElement) {
  const { text, publishing } = formText(form);
  return {
    ...caseStudyOf(text),
    coverImageId: text("coverImageId") ? Number(text("coverImageId")) : null,
    ...publishing,
  };
}

/** The case study a draft shows before its fields change. */
export const previewOf = (editing: Editing) => caseStudyOf((name) => editing.fields[name] ?? "");

export type CaseStudySave = ReturnType<typeof saveOf>;

/** The function's first message at `name` or below it (`results.2.value` under `results`). */
export const messageAt = (errors: Record<string, string>, name: string) =>
  errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1];
