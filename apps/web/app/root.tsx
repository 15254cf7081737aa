// The root layout of every page: head, header, footer and the root loader's shared data.
import stylesheet from "./site.css?url";
import { typefacePreload } from "@solvix/ui/lib/typeface";
import { SiteHeader } from "@solvix/ui/components/site-header";
import { IconProvider, type IconGlyphs } from "@solvix/ui/components/icon";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { lazy, Suspense, useEffect, useMemo } from "react";
import { deferred } from "@solvix/ui/lib/deferred";
import { expectHydration, useHydrated } from "@solvix/ui/lib/use-hydrated";
import { withAnalytics } from "./lib/analytics-loader.ts";
import type { Route } from "./+types/root";

// Below the fold on every page: prerendered complete, hydrated from its own chunk.
const SiteFooter = deferred(() => import("@solvix/ui/components/site-footer").then((module) => module.SiteFooter));

/** Site-wide data, read at build time: brand, contact details and the menus, passed to every page. */
export async function loader() {
  const [{ site }, { siteTexts }, { mainMenu, footerColumns, legalLinks }, { notFoundPage }, { withIcons }] =
    await Promise.all([
      import("@solvix/content/site"),
      import("@solvix/content/site-texts"),
      import("@solvix/content/navigation"),
      import("@solvix/content/pages/not-found"),
      import("./lib/page.server.ts"),
    ]);
  return withIcons({
    site: {
      brandName: site.brandName,
      legalName: site.legalName,
      tagline: site.tagline,
      bookingUrl: site.bookingUrl,
      email: site.email,
      phone: site.phone,
      address: site.address,
      blurb: site.blurb,
    },
    texts: {
      skipLink: siteTexts.skipLink,
      errorPage: siteTexts.errorPage,
      header: siteTexts.header,
      footer: siteTexts.footer,
      sections: siteTexts.sections,
    },
    mainMenu,
    footerColumns,
    legalLinks,
    // The not-found page has no loader (an unknown path has no data to fetch), so its text travels with the root.
    notFound: {
      title: `${notFoundPage.seo.title} | ${site.brandName}`,
      description: notFoundPage.seo.description,
      code: notFoundPage.code,
      heading: notFoundPage.title,
      body: notFoundPage.body,
      link: notFoundPage.link,
    },
    year: new Date().getFullYear(),
  });
}

/**
 * The site-wide data is read at build time and never changes in the browser: a page that keeps its query string in
 * step with what the visitor does (the calculator's team, the search query) navigates on every tap or key, and each
 * would otherwise fetch the root's data again and re-render the header and footer with new objects.
 */
export function shouldRevalidate() {
  return false;
}

/** The icon glyphs the root and the current page's loaders collected at build time. */
function usePageIcons(): IconGlyphs {
  const matches = useMatches();
  return useMemo(
    () => Object.assign({}, ...matches.map((match) => (match.loaderData as { icons?: IconGlyphs } | undefined)?.icons)),
    [matches],
  );
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The one font file the first paint uses (styles.css's @font-face).
  typefacePreload,
];

/**
 * The public pages' stylesheet (site.css). A built page carries all of it inline (apps/web/scripts/inline-stylesheet.ts),
 * so nothing holds its first paint back and no public page a visitor goes on to needs another rule (the staff pages
 * link their own, routes/staff-layout.tsx); the development server has no inline rules, and links it. The route's
 * handle names it, so the build emits the file that postbuild inlines.
 */
export const handle = { stylesheet };

function SiteStylesheet() {
  return import.meta.env.DEV ? <link rel="stylesheet" href={stylesheet} /> : null;
}

/** The footer's id, which the head's render-blocking link names. */
const PAGE_END = "site-footer";

/**
 * The first frame shows the whole page, not the part of it parsed so far. Chrome paints a document while it is still
 * arriving or being parsed (a slow link, or a busy phone that stops the parser for a frame), and what the rest adds
 * then moves what was painted: the hero's backdrop is placed by a share of the hero's height, so it moved when the
 * hero's buttons arrived (a layout shift of 0.208 in a Lighthouse run of /sectors/real-estate on a phone, seen once in
 * 42 pages; e2e "arrives in parts"). This link holds rendering until the footer is parsed (HTML's "expect" link type,
 * Chrome 124 and later; other browsers ignore it and paint as before); the data and scripts after it are not waited
 * for. Pages without the footer (the app's error page) have none.
 */
function PaintedWhole() {
  return <link rel="expect" href={`#${PAGE_END}`} blocking="render" />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const icons = usePageIcons();
  return (
    <html lang="en-SG">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d91" />
        <Meta />
        <Links />
        <SiteStylesheet />
        {data ? <PaintedWhole /> : null}
      </head>
      <body className="flex min-h-dvh flex-col bg-white text-ink-900 antialiased">
        <IconProvider glyphs={icons}>
          {data ? (
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
            >
              {data.texts.skipLink}
            </a>
          ) : null}
          {data ? (
            <SiteHeader
              brandName={data.site.brandName}
              menu={data.mainMenu}
              texts={data.texts.header}
              bookingUrl={data.site.bookingUrl || undefined}
            />
          ) : null}
          <main id="main" className="flex-1">
            {children}
          </main>
          {data ? (
            <SiteFooter
              id={PAGE_END}
              site={data.site}
              columns={data.footerColumns}
              legalLinks={data.legalLinks}
              year={data.year}
              texts={data.texts.footer}
            />
          ) : null}
        </IconProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// Every page is prerendered and hydrated: its parts render as on the server first, then live (use-hydrated.ts).
if (typeof document !== "undefined") expectHydration();

export default function App() {
  // Marks the document once React has hydrated it and rendered its parts live (tests and tooling wait for this): the
  // live pass of every part hydrated with the page is one transition, committed together.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.dataset.hydrated = "true";
    // The data-fetching client is created at application start (a module singleton), outside the first-load
    // JavaScript: only the FAQ page reads through it.
    void import("./lib/data-client.ts");
  }, [hydrated]);
  // Each page seen, in order, counted without cookies (lib/analytics.ts, its own chunk).
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (hydrated) withAnalytics((analytics) => analytics.seen(pathname, search));
  }, [hydrated, pathname, search]);
  return <Outlet />;
}

// Only an unknown path met during client-side navigation lands here: load the not-found view then.
const NotFoundView = lazy(() =>
  import("./components/not-found-view.tsx").then((module) => ({ default: module.NotFoundView })),
);

export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  // The root loader only reads the content at build time, so its words are here whenever a page is.
  if (!loaderData) return null;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundView text={loaderData.notFound} />
      </Suspense>
    );
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">{loaderData.texts.errorPage.title}</h1>
      <p className="mt-4 text-ink-600">{loaderData.texts.errorPage.body}</p>
    </section>
  );
}
