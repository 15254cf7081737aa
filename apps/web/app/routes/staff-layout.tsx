// The staff room's layout: every /staff page (sign-in, applications, positions) below the staff navigation.
import { staffRoom } from "@solvix/content/pages/staff-room";
import staffStylesheet from "@solvix/ui/styles.css?url";
import { Outlet } from "react-router";
import { backendSettings } from "../lib/backend-settings.server.ts";
import { StaffNav } from "../staff/layout/staff-nav.tsx";
import type { Route } from "./+types/staff-layout";

/**
 * The staff pages' stylesheet: the design system's whole one, the public pages' (inline in every page, app/site.css)
 * with the staff room's own classes in the same order. Linked, so no public page carries the desks' rules; React
 * Router loads it before it shows a staff page reached from another page.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: staffStylesheet }];

export function loader() {
  return { staffRoom, backend: backendSettings() };
}

/** The staff navigation (the pages the signed-in roles open, and the sign-out), then the page. */
export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaffNav texts={loaderData.staffRoom} backend={loaderData.backend} />
      <Outlet />
    </>
  );
}
