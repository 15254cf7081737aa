// A new landing entry appears everywhere (routes, sitemap, index cards, menus, footer) from its content alone.
import { describe, expect, it } from "vitest";
import { listIndustryCards, listLandingPages, listSectorCards, resolveLandingPath } from "./landing.ts";
import type { LandingPage } from "./landing-schema.ts";
import { landingPageSchema } from "./landing-schema.ts";
import { getFooterColumns, getMainMenu } from "./navigation.ts";
import { listRoutes, listSitemapEntries } from "./routes.ts";
import { taskSection, taskTitles, type TaskTitle } from "./landing/tasks.ts";

describe("a new landing entry", () => {
  const fixture: LandingPage = {
    slug: "aviation",
    kind: "sector",
    canonicalPath: "/sectors/aviation",
    aliases: ["/industries/aviation"],
    listing: { industries: 15, sectors: 13 },
    card: {
      title: "Aviation",
      description: "Crew scheduling and ground operations support.",
      icon: "Plane",
      color: "sky",
    },
    seo: {
      title: "Aviation Outsourcing (fixture)",
      description:
        "A test fixture page proving that one content entry is enough for a new sector page to appear everywhere.",
      lastmod: "2026-01-02",
    },
    sections: [
      {
        type: "hero",
        title: "Aviation Outsourcing",
        tagline: "Remote teams for airlines and airports.",
        cta: { label: "Get Started", href: "/contact" },
      },
      taskSection({
        intro: "Fixture tasks.",
        note: "Fixture note for the aviation page.",
        descriptions: Object.fromEntries(taskTitles.map((task) => [task, `${task} for airlines.`])) as Record<
          TaskTitle,
          string
        >,
      }),
      {
        type: "cta",
        title: "Ready to Transform Your Aviation Operations?",
        body: ["Fixture call to action."],
        button: { label: "Get Started Today", href: "/contact" },
      },
    ],
  };
  const pages = [...listLandingPages(), fixture];

  it("is a valid landing page", () => {
    expect(landingPageSchema.safeParse(fixture).success).toBe(true);
  });

  it("appears in routes, sitemap, index cards, menus and footer", () => {
    expect(listRoutes(pages)).toContainEqual({
      path: "/sectors/aviation",
      canonicalPath: "/sectors/aviation",
      kind: "landing",
      title: "Aviation Outsourcing (fixture)",
      lastmod: "2026-01-02",
      sitemap: true,
    });
    expect(listRoutes(pages)).toContainEqual(
      expect.objectContaining({ path: "/industries/aviation", kind: "alias", canonicalPath: "/sectors/aviation" }),
    );
    expect(
      listSitemapEntries(pages)
        .filter((entry) => entry.path.endsWith("/aviation"))
        .map((entry) => entry.path),
    ).toEqual(["/sectors/aviation"]);
    expect(listIndustryCards(pages).at(-1)).toMatchObject({
      id: "aviation",
      href: "/sectors/aviation",
      title: "Aviation",
    });
    expect(listSectorCards(pages)).toEqual([...listSectorCards(), expect.objectContaining({ id: "aviation" })]);
    expect(resolveLandingPath("/industries/aviation", pages)?.canonicalPath).toBe("/sectors/aviation");
    const industriesMenu = getMainMenu(pages).find((entry) => entry.label === "Industries");
    expect(industriesMenu && "items" in industriesMenu && industriesMenu.items.at(-1)).toEqual({
      label: "Aviation",
      href: "/sectors/aviation",
    });
    const footer = getFooterColumns(pages).find((column) => column.title === "Industries");
    expect(footer?.links).toContainEqual({ label: "Aviation", href: "/sectors/aviation" });
  });

  it("is absent without the fixture", () => {
    expect(listRoutes().some((route) => route.path.endsWith("/aviation"))).toBe(false);
    expect(listIndustryCards().some((card) => card.id === "aviation")).toBe(false);
    expect(listSectorCards().some((card) => card.id === "aviation")).toBe(false);
  });
});
