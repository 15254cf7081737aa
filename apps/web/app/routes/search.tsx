import { mainMenu } from "@solvix/content/navigation";
import { searchPage } from "@solvix/content/pages/search";
import { site } from "@solvix/content/site";
import { Button } from "@solvix/ui/components/button";
import { Input, Label } from "@solvix/ui/components/form-field";
import { Icon } from "@solvix/ui/components/icon";
import { Container } from "@solvix/ui/components/page-section";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { ButtonLink } from "../components/button-link.tsx";
import { PageHeader } from "../components/page-header.tsx";
import type { Segment } from "../lib/search/excerpt.ts";
import { browseSections } from "../lib/search/sections.ts";
import { useSiteSearch, type SearchState } from "../lib/search/use-site-search.ts";
import { pageHead } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/search";

/** Queries offered on the empty page; each is a link to its results. */
const EXAMPLES = ["employer of record", "paralegal", "Kubernetes", "healthcare", "PDPA"];

export function loader() {
  return {
    intro: searchPage.seo.description,
    sections: browseSections(mainMenu),
    siteUrl: site.origin,
    replyWithin: site.replyWithin,
    ...pageHead(searchPage.path, searchPage.seo, { trail: [["Search", searchPage.path]] }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** Typing changes only the query string: the prerendered page data stays as it is. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

const subscribeNever = () => () => {};

/** False while React hydrates the prerendered HTML (which was rendered without a query), true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Site search. The prerendered page is a plain GET form to /search?q=…, so the field works without JavaScript
 * and matches the structured data's SearchAction; after hydration the page reads `q`, loads the index on first
 * use and shows results as the visitor types, keeping the URL in step (replace, so Back leaves the page).
 */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const urlQuery = hydrated ? (params.get("q") ?? "") : "";
  const [text, setText] = useState("");
  const typed = useRef("");
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const { state, preload } = useSiteSearch(text);

  // The URL changed without typing (first load with ?q=, Back/Forward, an example link): show its query.
  useEffect(() => {
    if (urlQuery === typed.current) return;
    typed.current = urlQuery;
    setText(urlQuery);
  }, [urlQuery]);

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    typed.current = value;
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

  return (
    <>
      <PageHeader title="Search" intro={loaderData.intro} breadcrumb={loaderData.breadcrumb} />
      <Container className="flex flex-col gap-8 py-12 sm:py-16">
        <form method="get" action="/search" role="search" onSubmit={onSubmit} className="flex max-w-2xl flex-col gap-2">
          <Label htmlFor="search-q">Search the site</Label>
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
              placeholder="e.g. employer of record, healthcare, FAQ"
            />
            <Button type="submit" size="lg" className="sm:h-11">
              <Icon name="Search" />
              Search
            </Button>
          </div>
        </form>
        <section aria-labelledby="search-results-heading" className="flex max-w-3xl flex-col gap-4">
          <h2 id="search-results-heading" ref={resultsHeading} tabIndex={-1} className="sr-only">
            Results
          </h2>
          <p id="search-status" role="status" aria-atomic="true" className="text-base font-medium text-ink-700 empty:hidden">
            {statusMessage(state)}
          </p>
          {state.status === "done" && state.hits.length > 0 ? <ResultList hits={state.hits} siteUrl={loaderData.siteUrl} /> : null}
          {state.status === "empty" ? <Guidance /> : null}
          {state.status === "empty" || (state.status === "done" && state.hits.length === 0) || state.status === "error" ? (
            <Browse sections={loaderData.sections} replyWithin={loaderData.replyWithin} nothingFound={state.status !== "empty"} />
          ) : null}
        </section>
      </Container>
    </>
  );
}

/** The query as the status line quotes it: at most 60 characters. */
function quoted(query: string): string {
  return `“${query.length > 60 ? `${query.slice(0, 60)}…` : query}”`;
}

function statusMessage(state: SearchState): string {
  switch (state.status) {
    case "empty":
      return "";
    case "loading":
      return "Searching…";
    case "error":
      return `Search is not available right now (${state.message}). Please try again, or browse the sections below.`;
    case "done": {
      const count = state.hits.length;
      if (count === 0) return `No results for ${quoted(state.query)}`;
      return `${count} ${count === 1 ? "result" : "results"} for ${quoted(state.query)}`;
    }
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

function ResultList({ hits, siteUrl }: { hits: Extract<SearchState, { status: "done" }>["hits"]; siteUrl: string }) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Search results">
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

function Guidance() {
  return (
    <div className="flex flex-col gap-3 text-ink-700">
      <p>Type a word or two: a service, an industry, a role, a skill or a question. Results appear as you type.</p>
      <noscript>
        <p>Showing results needs JavaScript, which is turned off in this browser. The main sections are listed below.</p>
      </noscript>
      <p className="flex flex-wrap items-center gap-2">
        <span>For example:</span>
        {EXAMPLES.map((example) => (
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

function Browse({
  sections,
  replyWithin,
  nothingFound,
}: {
  sections: readonly { label: string; href: string }[];
  replyWithin: string;
  nothingFound: boolean;
}) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-ink-50 p-6">
      {nothingFound ? (
        <p className="text-ink-700">Check the spelling or try a broader word. Or tell us what you are looking for and we will answer within {replyWithin}.</p>
      ) : null}
      <h3 className="text-lg font-semibold">{nothingFound ? "Browse the main sections" : "Or browse the main sections"}</h3>
      <ul className="grid gap-2 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.href}>
            <Link to={section.href} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
      <div>
        <ButtonLink to="/contact">Contact us</ButtonLink>
      </div>
    </div>
  );
}
