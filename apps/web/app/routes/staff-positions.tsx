// The positions editors' page (/staff/positions, noindex, linked from no public page): add, edit, close, open again.
import { staffPositionsPage } from "@solvix/content/pages/staff-positions";
import {
  defaultPositionCountries,
  positionCountries,
  positionLocations,
  positionTypes,
  salaryCurrencies,
} from "@solvix/content/position-rules";
import { deferred } from "@solvix/ui/lib/deferred";
import { pageMeta } from "../lib/seo.ts";
import { StaffPageFrame } from "../staff/layout/staff-page-frame.tsx";
import { staffPageData } from "../staff/layout/staff-page.server.ts";
import type { Route } from "./+types/staff-positions";

// The choices of the form's fields travel with the page's data (the rules stay out of its JavaScript).
export const loader = () =>
  staffPageData(staffPositionsPage, {
    choices: {
      locations: [...positionLocations],
      types: [...positionTypes],
      countries: Object.entries(positionCountries),
      defaultCountries: [...defaultPositionCountries],
      currencies: [...salaryCurrencies],
    },
  });

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

// Everything on this page needs a signed-in positions editor: it all loads from its own chunk.
const StaffPositions = deferred(() =>
  import("../staff/positions/staff-positions.tsx").then((module) => module.StaffPositions),
);

/** The open and closed positions; a form to add one, and to edit, close or open one again. */
export default function StaffPositionsPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPageFrame data={loaderData}>
      <StaffPositions backend={loaderData.backend} copy={loaderData.copy} choices={loaderData.choices} />
    </StaffPageFrame>
  );
}
