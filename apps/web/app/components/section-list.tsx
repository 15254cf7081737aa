import type { BreadcrumbItem } from "@solvix/ui/components/breadcrumb";
import { SectionRenderer } from "@solvix/ui/sections/landing-page";
import type { Section } from "@solvix/content/sections";

/**
 * Content sections rendered in order with the design system's section renderer. `start` is the band index of the
 * first one, so background tones keep alternating around bands a page draws itself.
 */
export function SectionList({
  sections,
  start = 0,
  breadcrumb,
}: {
  sections: readonly Section[];
  start?: number;
  breadcrumb?: readonly BreadcrumbItem[] | undefined;
}) {
  return (
    <>
      {sections.map((section, offset) => (
        <SectionRenderer
          key={`${section.type}-${start + offset}`}
          section={section}
          context={{ index: start + offset, breadcrumb }}
        />
      ))}
    </>
  );
}
