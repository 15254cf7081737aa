// The /search page: queries the prerendered search index in the browser; the query lives in the URL.
import { searchPage as page } from "@solvix/content/pages/search";
import { site } from "@solvix/content/site";
import { getSiteDirectory } from "@solvix/content/site-directory";
import { Button } from "@solvix/ui/components/button";
import { Input, Label } from "@solvix/ui/components/form-field";
import { Container } from "@solvix/ui/components/page-section";
import { useDeferredValue, useMemo, useRef, useState } from "react";
import { useHydrated } from "@solvix/ui/lib/use-hydrated";
import { Link, useLocation, useNavigationType, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { Search } from "@solvix/ui/components/ui-icons";
import { PageHeader } from "../components/page-header.tsx";
import { SiteDirectory } from "../components/site-directory.tsx";
import type { Segment } from "../lib/search/excerpt.ts";
import { resultsSummary } from "../lib/search/summary.ts";
import { fillText } from "@solvix/ui/lib/template";
import { useSiteSearch, type SearchState } from "../lib/search/use-site-search.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/search";

/** The page's words and the site's pages by topic (what the page shows before a query, and without JavaScript). */
export function loader() {
  const { path, seo, ...text } = page;
  return withIcons({
    text,
    directory: getSiteDirectory(),
    siteUrl: site.origin,
    ...pageHead(path, seo, { trail: [[text.title, path]] }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** Typing changes only the query string: the prerendered page data stays as it is. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * Site search. The prerendered page is a plain GET form to /search?q=…, so the field works without JavaScript
 * and matches the structured data's SearchAction; after hydration the page reads `q`, loads the index on first
 * use and shows results as the visitor types, keeping the URL in step through the router (replace, so Back leaves the page).
 */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const { key: locationKey } = useLocation();
  const navigationType = useNavigationType();
  const urlQuery = hydrated ? (params.get("q") ?? "") : "";
  const [text, setText] = useState(urlQuery);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // The field shows each key at once; the results follow in a render React can interrupt for the next key. Showing a
  // list of twenty-odd results in the same render as the key held the key's paint back (up to 150 ms at 4× CPU
  // slowdown, bench/interactions.ts).
  const query = useDeferredValue(text);
  const { state, preload } = useSiteSearch(query, loaderData.text.indexErrors);

  // The field follows the URL when the URL changed by other means than typing: hydration of a page opened with
  // ?q=, Back and Forward (POP), an example link (PUSH). Typing updates the URL with REPLACE navigations that may
  // land after the next key, so those are never copied back into the field (that would drop letters).
  const urlSource = `${hydrated}|${locationKey}`;
  const [syncedSource, setSyncedSource] = useState(urlSource);
  if (urlSource !== syncedSource) {
    setSyncedSource(urlSource);
    if (navigationType !== "REPLACE") setText(urlQuery);
  }

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText(value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set("q", value);
        else next.delete("q");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  // With JavaScript the results are already on screen: Enter moves to them instead of reloading the page.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === "done" && state.hits.length) resultsHeading.current?.focus();
  };

  const { text: copy, directory, siteUrl, breadcrumb } = loaderData;
  const nothingFound = (state.status === "done" && state.hits.length === 0) || state.status === "error";
  // The directory is rendered once and hidden while results show: unmounting its fifty-odd links on the first key and
  // mounting them again held that key's frame back (bench/interactions.ts, issue 47's notes in docs/analytics.md).
  const siteDirectory = useMemo(
    () => (
      <SiteDirectory id="search-directory-heading" title={copy.directoryTitle} groups={directory} headingLevel={3} />
    ),
    [copy.directoryTitle, directory],
  );
  return (
    <>
      <PageHeader title={copy.title} intro={copy.intro} breadcrumb={breadcrumb} />
      <Container className="flex flex-col gap-8 py-12 sm:py-16">
        <form method="get" action="/search" role="search" onSubmit={onSubmit} className="flex max-w-2xl flex-col gap-2">
          <Label htmlFor="search-q">{copy.label}</Label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              id="search-q"
              name="q"
              type="search"
              value={text}
              onChange={onChange}
              onFocus={preload}
              autoComplete="off"
              enterKeyHint="search"
              aria-describedby="search-status"
              placeholder={copy.placeholder}
            />
            <Button type="submit" size="lg" className="sm:h-11">
              <Search className="size-5" />
              {copy.submit}
            </Button>
          </div>
        </form>
        <section aria-labelledby="search-results-heading" className="flex max-w-3xl flex-col gap-4">
          <h2 id="search-results-heading" ref={resultsHeading} tabIndex={-1} className="sr-only">
            {copy.resultsTitle}
          </h2>
          <p
            id="search-status"
            role="status"
            aria-atomic="true"
            className="text-base font-medium text-ink-700 empty:hidden"
          >
            {statusMessage(state, copy)}
          </p>
          {state.status === "done" && state.hits.length > 0 ? (
            <ResultList hits={state.hits} siteUrl={siteUrl} label={copy.resultsLabel} />
          ) : null}
          {state.status === "empty" ? <Guidance copy={copy} /> : null}
          {nothingFound ? <p className="text-ink-700">{copy.noResults}</p> : null}
          <div hidden={!(state.status === "empty" || nothingFound)}>{siteDirectory}</div>
        </section>
      </Container>
    </>
  );
}

type SearchCopy = Route.ComponentProps["loaderData"]["text"];

function statusMessage(state: SearchState, copy: SearchCopy): string {
  switch (state.status) {
    case "empty":
      return "";
    case "loading":
      return copy.searching;
    case "error":
      return fillText(copy.unavailable, { message: state.message });
    case "done":
      return resultsSummary(copy, state.hits.length, state.query);
    default: {
      const unexpected: never = state;
      return unexpected;
    }
  }
}

function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, index) =>
    segment.match ? (
      <mark key={index} className="rounded-sm bg-accent-100 px-0.5 text-inherit">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}

function ResultList({
  hits,
  siteUrl,
  label,
}: {
  hits: Extract<SearchState, { status: "done" }>["hits"];
  siteUrl: string;
  label: string;
}) {
  return (
    <ol className="flex flex-col gap-3" aria-label={label}>
      {hits.map((hit) => (
        <li key={hit.url}>
          <Link
            to={hit.url}
            className="group block rounded-xl border border-ink-200 bg-white p-5 shadow-xs transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span className="block text-lg font-semibold text-brand-800 group-hover:underline">
              <Highlighted segments={hit.title} />
            </span>
            <span className="mt-1 block text-ink-700">
              <Highlighted segments={hit.excerpt} />
            </span>
            <span className="mt-2 block truncate text-sm text-ink-600">{`${siteUrl}${hit.url}`}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

function Guidance({ copy }: { copy: SearchCopy }) {
  return (
    <div className="flex flex-col gap-3 text-ink-700">
      <p>{copy.guidance}</p>
      <noscript>
        <p>{copy.noScript}</p>
      </noscript>
      <p className="flex flex-wrap items-center gap-2">
        <span>{copy.examplesLabel}</span>
        {copy.examples.map((example) => (
          <Link
            key={example}
            to={`/search?q=${encodeURIComponent(example)}`}
            preventScrollReset
            className="rounded-full border border-ink-200 px-3 py-1 text-sm font-medium text-brand-700 hover:border-brand-300 hover:bg-brand-50"
          >
            {example}
          </Link>
        ))}
      </p>
    </div>
  );
}
