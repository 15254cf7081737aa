// The not-found page view, with its words from the root loader.
import { notFoundDirectory } from "@solvix/content/pages/not-found-directory";
import { Button } from "@solvix/ui/components/button";
import { Input, Label } from "@solvix/ui/components/form-field";
import { Search } from "@solvix/ui/components/ui-icons";
import { useEffect } from "react";
import { Link, useLocation, useRouteLoaderData, type MetaDescriptor } from "react-router";
import type { loader as rootLoader } from "../root.tsx";
import { SiteDirectory } from "./site-directory.tsx";

/** The not-found page's words (`notFoundPage` of the content package, carried by the root loader). */
export type NotFoundText = Awaited<ReturnType<typeof rootLoader>>["notFound"];

/** The not-found page's head: its title and description, and never indexed. */
export function notFoundMeta(text: NotFoundText): MetaDescriptor[] {
  return [
    { title: text.title },
    { name: "description", content: text.description },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The not-found page: '404', 'Oops! Page not found', the site search (a plain GET form to /search), 'Return to Home'
 * and the main pages grouped as the footer groups them (from the root's data). Logs the unknown path to the console.
 */
export function NotFoundView({ text }: { text: NotFoundText }) {
  const { pathname } = useLocation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  useEffect(() => {
    console.warn(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-7xl font-bold tracking-tight text-brand-700 sm:text-8xl" aria-hidden="true">
        {text.code}
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-ink-900 sm:text-3xl">
        <span className="sr-only">{text.code} — </span>
        {text.heading}
      </h1>
      <p className="mt-4 max-w-xl text-ink-600">{text.body}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={text.link.href}>{text.link.label}</Link>
      </Button>
      {root ? (
        <>
          <form
            method="get"
            action="/search"
            role="search"
            className="mt-12 flex w-full max-w-xl flex-col gap-2 text-left"
          >
            <Label htmlFor="not-found-q">{root.texts.header.search}</Label>
            <p className="text-sm text-ink-600">{notFoundDirectory.searchIntro}</p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Input id="not-found-q" name="q" type="search" autoComplete="off" enterKeyHint="search" />
              <Button type="submit" size="lg" variant="outline" className="sm:h-11">
                <Search className="size-5" />
                {root.texts.header.searchLink}
              </Button>
            </div>
          </form>
          <div className="mt-10 w-full">
            <SiteDirectory id="not-found-directory" title={notFoundDirectory.title} groups={root.footerColumns} />
          </div>
        </>
      ) : null}
    </section>
  );
}
