// Where a stored application leads with JavaScript: the form navigates here with the function's answer in the query
// (?reference=<id>&acknowledgement=queued|none). Without JavaScript the function answers with its own page of the
// same words (supabase/functions/submit-application/sent-page.ts): a prerendered page cannot show a reference.
import { applicationSentPage as page } from "@solvix/content/pages/apply";
import { Button } from "@solvix/ui/components/button";
import { Container } from "@solvix/ui/components/page-section";
import { useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { FeeWarning, HiringStages } from "../components/candidate-trust.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/application-sent";

export function loader() {
  return withIcons({
    title: page.title,
    received: page.received,
    acknowledged: page.acknowledged,
    notAcknowledged: page.notAcknowledged,
    reference: page.reference,
    backLink: page.backLink,
    stages: page.stages,
    feeWarning: page.feeWarning,
    ...pageHead(page.path, page.seo),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

const noSubscription = () => () => {};

/** The function's answer as the query carries it; null in the prerendered HTML and while hydrating (the server's
 * snapshot), and without one: the page then says only what is true of every stored application. */
function useSentAnswer(): { reference: string; queued: boolean } | null {
  useLocation(); // a new query re-renders the page
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => "",
  );
  const query = new URLSearchParams(search);
  const reference = query.get("reference") ?? "";
  const acknowledgement = query.get("acknowledgement");
  return /^\d{1,19}$/.test(reference) && (acknowledgement === "queued" || acknowledgement === "none")
    ? { reference, queued: acknowledgement === "queued" }
    : null;
}

/** 'Application Sent' (noindex, in no sitemap): received, the acknowledgement only when one was queued, the
 * reference, what happens next and the word on fees. */
export default function ApplicationSent({ loaderData }: Route.ComponentProps) {
  const answer = useSentAnswer();
  return (
    <>
      <PageHeader title={loaderData.title} intro={loaderData.received}>
        <div aria-live="polite" className="flex max-w-2xl flex-col gap-2 text-lg text-ink-700">
          {answer ? (
            <>
              <p data-acknowledgement={answer.queued ? "queued" : "none"}>
                {answer.queued ? loaderData.acknowledged : loaderData.notAcknowledged}
              </p>
              <p>
                {loaderData.reference}: <strong className="text-ink-900">{answer.reference}</strong>
              </p>
            </>
          ) : null}
        </div>
      </PageHeader>
      <Container className="flex flex-col gap-8 py-12 sm:py-16">
        <HiringStages stages={loaderData.stages} />
        <FeeWarning warning={loaderData.feeWarning} />
        <Button asChild size="lg" className="self-start">
          <Link to="/careers">{loaderData.backLink}</Link>
        </Button>
      </Container>
    </>
  );
}
