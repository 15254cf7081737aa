// Head data read from the prerendered HTML (the same at every viewport): canonical links of alias pages,
// structured data, keywords.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../worker.ts";
import { listRoutes } from "@solvix/content/routes";
import { absoluteUrl } from "@solvix/content/site";

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

function jsonLd(source: string): Record<string, unknown>[] {
  return [...source.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
  );
}

const byType = (items: Record<string, unknown>[], type: string) => items.find((item) => item["@type"] === type);

/** The parts of the home page's structured data that the specification fixes. */
interface OrganizationLd {
  foundingDate: string;
  areaServed: { identifier: string }[];
  address: Record<string, string>;
  contactPoint: { "@type": string };
  openingHoursSpecification: unknown[];
  makesOffer: { itemOffered: { name: string } }[];
}
interface WebSiteLd {
  potentialAction: { "@type": string; target: { urlTemplate: string }; "query-input": string };
}

test("every alias page renders the page with a canonical link to the canonical URL", async ({ request }) => {
  const aliases = listRoutes().filter((route) => route.kind === "alias");
  expect(aliases.map((route) => `${route.path} -> ${route.canonicalPath}`).sort()).toEqual(
    [
      "/industries/e-commerce -> /sectors/e-commerce",
      "/industries/health-care -> /industries/healthcare",
      "/industries/insurance -> /sectors/insurance",
      "/industries/telecommunications -> /sectors/telecommunication",
      "/industries/utilities-renewable -> /sectors/utility-energy",
      "/sectors/healthcare -> /industries/healthcare",
      "/sectors/legal -> /industries/legal",
    ].sort(),
  );
  for (const alias of aliases) {
    const [aliasHtml, canonicalHtml] = await Promise.all([
      html(request, alias.path),
      html(request, alias.canonicalPath),
    ]);
    expect(aliasHtml).toContain(`<link rel="canonical" href="${absoluteUrl(alias.canonicalPath)}"/>`);
    const h1 = (source: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(source)?.[1];
    expect(h1(aliasHtml)).toBe(h1(canonicalHtml));
  }
});

test("home: Organization and WebSite structured data", async ({ request }) => {
  const items = jsonLd(await html(request, "/"));
  const organization = byType(items, "Organization") as unknown as OrganizationLd;
  expect(organization).toBeDefined();
  expect(organization.foundingDate).toBe("2020");
  expect(organization.areaServed.map((area) => area.identifier)).toEqual(["SG", "MY", "PH", "TH", "VN", "ID"]);
  expect(organization.address).toMatchObject({
    "@type": "PostalAddress",
    streetAddress: "1 North Bridge Road, #08-08",
    postalCode: "179094",
    addressCountry: "SG",
  });
  expect(organization.contactPoint["@type"]).toBe("ContactPoint");
  expect(organization.openingHoursSpecification).toEqual([
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `https://schema.org/${day}`),
      opens: "09:00",
      closes: "18:00",
    },
  ]);
  expect(organization.makesOffer.map((offer) => offer.itemOffered.name)).toHaveLength(4);
  const website = byType(items, "WebSite") as unknown as WebSiteLd;
  expect(website.potentialAction["@type"]).toBe("SearchAction");
  expect(website.potentialAction.target.urlTemplate).toBe(`${absoluteUrl("/search")}?q={search_term_string}`);
  expect(website.potentialAction["query-input"]).toBe("required name=search_term_string");
});

test("blog article: BlogPosting with both dates, and a BreadcrumbList", async ({ request }) => {
  const path = "/resources/blog/staff-outsourcing-benefits-singapore";
  const source = await html(request, path);
  const items = jsonLd(source);
  // The article is a database row (issue 48): its dates are the times of its first publication and last change.
  expect(byType(items, "BlogPosting")).toMatchObject({
    datePublished: "2025-01-15T00:00:00.000Z",
    dateModified: "2025-07-01T00:00:00.000Z",
    url: absoluteUrl(path),
  });
  expect(source).toContain('<meta property="og:type" content="article"/>');
  const crumbs = byType(items, "BreadcrumbList") as { itemListElement: { position: number; item: string }[] };
  expect(crumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
    absoluteUrl("/"),
    absoluteUrl("/resources"),
    absoluteUrl("/resources/blog"),
    absoluteUrl(path),
  ]);
});

for (const [path, trail] of [
  ["/services/talent-outsourcing", ["/", "/services", "/services/talent-outsourcing"]],
  ["/services/employer-of-record", ["/", "/services", "/services/employer-of-record"]],
  ["/industries/legal", ["/", "/industries", "/industries/legal"]],
  ["/sectors/legal", ["/", "/industries", "/industries/legal"]],
  ["/sectors/travel", ["/", "/sectors", "/sectors/travel"]],
  ["/resources/blog", ["/", "/resources", "/resources/blog"]],
] as const) {
  test(`${path}: BreadcrumbList JSON-LD and a visible breadcrumb`, async ({ request }) => {
    const source = await html(request, path);
    const crumbs = byType(jsonLd(source), "BreadcrumbList") as {
      itemListElement: { position: number; item: string }[];
    };
    expect(crumbs.itemListElement.map((crumb) => crumb.item)).toEqual(trail.map((step) => absoluteUrl(step)));
    expect(crumbs.itemListElement.map((crumb) => crumb.position)).toEqual(trail.map((_, index) => index + 1));
    expect(source).toContain('aria-label="Breadcrumb"');
  });
}

test("top-level pages carry no breadcrumb", async ({ request }) => {
  for (const path of ["/", "/about", "/industries", "/contact"]) {
    const source = await html(request, path);
    expect(source, path).not.toContain('"BreadcrumbList"');
  }
});

test("talent outsourcing: keywords, Open Graph and Twitter tags", async ({ request }) => {
  const source = await html(request, "/services/talent-outsourcing");
  expect(source).toMatch(/<meta name="keywords" content="[^"]*talent outsourcing[^"]*"\/>/);
  for (const tag of [
    'property="og:title"',
    'property="og:description"',
    `property="og:url" content="${absoluteUrl("/services/talent-outsourcing")}"`,
    'name="twitter:card"',
  ]) {
    expect(source).toContain(tag);
  }
});

test("utility pages are noindex", async ({ request }) => {
  for (const path of ["/search", "/staff/sign-in"])
    expect(await html(request, path), path).toContain('<meta name="robots" content="noindex, nofollow"/>');
});
