import { Hero } from "@solvix/ui/sections/hero";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/home";

export async function loader() {
  const [{ homePage }, { site }, { pageSeo }] = await Promise.all([
    import("@solvix/content/pages/home"),
    import("@solvix/content/site"),
    import("../lib/seo.server.ts"),
  ]);
  return { page: homePage, tagline: site.tagline, seo: pageSeo("/", homePage.seo) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, tagline } = loaderData;
  return (
    <Hero
      title={page.seo.title}
      tagline={tagline}
      cta={{ label: "Get Started", href: "/contact" }}
      secondaryCta={{ label: "Learn More", href: "/how-it-works" }}
    />
  );
}
