// The staff room's layout: every /staff page (sign-in, applications, positions) below the staff navigation.
import { staffRoom } from "@solvix/content/pages/staff-room";
import { Outlet } from "react-router";
import { backendSettings } from "../lib/backend-settings.server.ts";
import { StaffNav } from "../staff/layout/staff-nav.tsx";
import type { Route } from "./+types/staff-layout";

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
