// SectionList: content sections rendered in order through the design system's section renderer.
import type * as React from "react";
import type { BreadcrumbTrail } from "@solvix/ui/components/breadcrumb";
import { SectionRenderer } from "@solvix/ui/sections/landing-page";
import type { Section } from "@solvix/content/sections";
import { useRootTexts } from "../lib/root-texts.ts";

/**
 * Content sections rendered in order with the design system's section renderer. `start` is the band index of the
 * first one, so background tones keep alternating around bands a page draws itself.
 */
export function SectionList({
  sections,
  start = 0,
  breadcrumb,
  heroVisual,
}: {
  sections: readonly Section[];
  start?: number;
  breadcrumb?: BreadcrumbTrail | undefined;
  /** The illustration of a hero among the sections (a page family's art, see hero-art.tsx). */
  heroVisual?: React.ReactNode;
}) {
  const texts = useRootTexts().sections;
  return (
    <>
      {sections.map((section, offset) => (
        <SectionRenderer
          key={`${section.type}-${start + offset}`}
          section={section}
          context={{ index: start + offset, breadcrumb, heroVisual, texts }}
        />
      ))}
    </>
  );
}
