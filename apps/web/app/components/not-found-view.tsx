import { Button } from "@solvix/ui/components/button";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";

/** The not-found page: '404', 'Oops! Page not found', 'Return to Home'. Logs the unknown path to the console. */
export function NotFoundView() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-7xl font-bold tracking-tight text-brand-700 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-ink-900 sm:text-3xl">
        <span className="sr-only">404 — </span>Oops! Page not found
      </h1>
      <p className="mt-4 max-w-xl text-ink-600">
        The page you are looking for does not exist or has moved. Everything we offer is one step away from the home page.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
