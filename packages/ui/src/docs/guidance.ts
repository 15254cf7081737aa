// The guidance of every component docs page (status, when to use, content rules, accessibility), as data: one file
// per group of the Storybook sidebar.
import { componentGuidance } from "./guidance-components.ts";
import type { Guidance } from "./guidance-shape.ts";
import { sectionGuidance } from "./guidance-sections.ts";
import { staffGuidance } from "./guidance-staff.ts";

export type { Guidance } from "./guidance-shape.ts";

/** Keyed by story title. A story file without an entry fails `story-coverage.test.ts`. */
export const guidance: Record<string, Guidance> = { ...componentGuidance, ...sectionGuidance, ...staffGuidance };
