// The not-found page view, with its words from the root loader.
import { Button } from "@solvix/ui/components/button";
import { useEffect } from "react";
import { Link, useLocation, type MetaDescriptor } from "react-router";
import type { loader as rootLoader } from "../root.tsx";

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

/** The not-found page: '404', 'Oops! Page not found', 'Return to Home'. Logs the unknown path to the console. */
export function NotFoundView({ text }: { text: NotFoundText }) {
  const { pathname } = useLocation();
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
    </section>
  );
}
