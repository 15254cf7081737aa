import { notFoundPage } from "@solvix/content/pages/not-found";
import { NotFoundView } from "../components/not-found-view.tsx";
import type { Route } from "./+types/not-found";

// No loader: a client-side navigation to an unknown path must not fetch route data that does not exist.
export const meta: Route.MetaFunction = ({ matches }) => {
  const brand = (matches[0]?.loaderData as { site?: { brandName: string } } | undefined)?.site?.brandName;
  return [
    { title: brand ? `${notFoundPage.seo.title} | ${brand}` : notFoundPage.seo.title },
    { name: "description", content: notFoundPage.seo.description },
    { name: "robots", content: "noindex" },
  ];
};

export default function NotFound() {
  return <NotFoundView />;
}
