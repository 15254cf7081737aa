// The not-found page, for every path no other route serves (served as 404.html with HTTP 404).
import { NotFoundView, notFoundMeta } from "../components/not-found-view.tsx";
import type { Route } from "./+types/not-found";

// No loader: a client-side navigation to an unknown path must not fetch route data that does not exist.
// The page's text comes from the root loader, so no content module (nor zod) reaches the browser.
export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches[0].loaderData.notFound);

export default function NotFound({ matches }: Route.ComponentProps) {
  return <NotFoundView text={matches[0].loaderData.notFound} />;
}
