// The positions editors' page (/staff/positions, noindex, linked from no public page): add, edit, close, open again.
import { staffPositionsPage as page } from "@solvix/content/pages/staff-positions";
import {
  defaultPositionCountries,
  positionCountries,
  positionLocations,
  positionTypes,
  salaryCurrencies,
} from "@solvix/content/position-rules";
import { Container } from "@solvix/ui/components/page-section";
import { deferred } from "@solvix/ui/lib/deferred";
import { PageHeader } from "../components/page-header.tsx";
import { backendSettings } from "../lib/backend-settings.server.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/staff-positions";

export function loader() {
  const { path, seo, title, intro, ...copy } = page;
  return withIcons({
    title,
    intro,
    copy,
    choices: {
      locations: [...positionLocations],
      types: [...positionTypes],
      countries: Object.entries(positionCountries),
      defaultCountries: [...defaultPositionCountries],
      currencies: [...salaryCurrencies],
    },
    backend: backendSettings(),
    ...pageHead(path, seo, { trail: [[title, path]] }),
  });
}

// Everything on this page needs a signed-in positions editor: it all loads from its own chunk.
const StaffPositions = deferred(() =>
  import("../staff/positions/staff-positions.tsx").then((module) => module.StaffPositions),
);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** The open and closed positions; a form to add one, and to edit, close or open one again. */
export default function StaffPositionsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} intro={loaderData.intro} breadcrumb={loaderData.breadcrumb} />
      <Container className="py-12 sm:py-16">
        <StaffPositions backend={loaderData.backend} copy={loaderData.copy} choices={loaderData.choices} />
      </Container>
    </>
  );
}
