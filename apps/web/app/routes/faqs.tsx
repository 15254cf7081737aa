// The /faqs page: the FAQ cards (live from the backend once hydrated, editable by staff) and a contact card.
import { faqsPage as page, siteTokens } from "@solvix/content/pages/faqs";
import { absoluteUrl, site } from "@solvix/content/site";
import { fillTokens } from "@solvix/content/tokens";
import { Button } from "@solvix/ui/components/button";
import { PageSection } from "@solvix/ui/components/page-section";
import { Link } from "react-router";
import { FaqCards } from "../components/faq-cards.tsx";
import { Mail, Phone } from "@solvix/ui/components/ui-icons";
import { SectionList } from "../components/section-list.tsx";
import { backendSettings } from "../lib/backend-settings.server.ts";
import { publishedFaqList } from "../lib/published.server.ts";
import { telHref } from "../lib/links.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import { deferred } from "@solvix/ui/lib/deferred";
import { useCallback } from "react";
import type { Route } from "./+types/faqs";

/** FAQPage structured data from the published rows (settings filled in), as the cards show them. */
function faqPageJsonLd(rows: typeof publishedFaqList): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: absoluteUrl(page.path),
    mainEntity: rows.map((row) => ({
      "@type": "Question",
      name: fillTokens(row.question, siteTokens),
      acceptedAnswer: { "@type": "Answer", text: fillTokens(row.answer, siteTokens) },
    })),
  };
}

export function loader() {
  return withIcons({
    hero: page.hero,
    // The rows staff published, read from the database by this build; LiveFaqs fills the tokens, here and in the
    // rows its live read returns.
    items: publishedFaqList,
    tokens: siteTokens,
    contactCard: { ...page.contactCard, email: site.email, phone: site.phone },
    inlineCta: page.inlineCta,
    staffNotice: page.staffNotice,
    listLabel: page.listLabel,
    editor: page.editor,
    backend: backendSettings(),
    ...pageHead(page.path, page.seo, { jsonLd: [faqPageJsonLd(publishedFaqList)] }),
  });
}

const LiveFaqs = deferred(() => import("../staff/faqs/live-faqs.tsx").then((module) => module.LiveFaqs));

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** The 24 question-and-answer cards and a contact card with e-mail and phone links. */
export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { hero, items, tokens, contactCard, inlineCta, staffNotice, listLabel, editor, backend } = loaderData;
  // Stable across renders (loader data does not change), so the deferred live list is not updated before it hydrates.
  const renderFaqCards = useCallback(
    (rows: Parameters<typeof FaqCards>[0]["items"]) => <FaqCards items={rows} label={listLabel} cta={inlineCta} />,
    [listLabel, inlineCta],
  );
  return (
    <>
      <SectionList sections={[hero]} />
      <PageSection tone="muted">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_22rem]">
          <LiveFaqs
            initial={items}
            backend={backend}
            tokens={tokens}
            staffNotice={staffNotice}
            listLabel={listLabel}
            editor={editor}
          >
            {renderFaqCards}
          </LiveFaqs>
          <aside
            aria-labelledby="faqs-contact-heading"
            className="flex flex-col gap-4 rounded-3xl bg-brand-950 p-6 text-brand-100 shadow-md sm:p-8 lg:sticky lg:top-24"
          >
            <h2 id="faqs-contact-heading" className="text-2xl text-white">
              {contactCard.title}
            </h2>
            <p>{contactCard.body}</p>
            <Button asChild variant="inverse" size="lg" className="self-start">
              <Link to={contactCard.button.href}>{contactCard.button.label}</Link>
            </Button>
            <ul className="flex flex-col gap-3">
              <li>
                <a
                  href={`mailto:${contactCard.email}`}
                  className="inline-flex items-center gap-2 font-semibold break-all text-white underline-offset-4 hover:underline"
                >
                  <Mail className="size-5 shrink-0 text-accent-300" />
                  {contactCard.email}
                </a>
              </li>
              <li>
                <a
                  href={telHref(contactCard.phone)}
                  className="inline-flex items-center gap-2 font-semibold text-white underline-offset-4 hover:underline"
                >
                  <Phone className="size-5 shrink-0 text-accent-300" />
                  {contactCard.phone}
                </a>
              </li>
            </ul>
          </aside>
        </div>
      </PageSection>
    </>
  );
}
