// The /contact page: the enquiry form (prefilled from a savings-calculator team) and contact details.
import { contactFieldLimits, contactPlaceholders } from "@solvix/content/contact";
import { contactPage as page } from "@solvix/content/pages/contact";
import { savingsCalculatorPage } from "@solvix/content/pages/savings-calculator";
import { site } from "@solvix/content/site";
import { siteTexts } from "@solvix/content/site-texts";
import { fillText, splitText } from "@solvix/ui/lib/template";
import { Button } from "@solvix/ui/components/button";
import { Container } from "@solvix/ui/components/page-section";
import { Hero } from "@solvix/ui/sections/hero";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ClientProof } from "../components/client-proof.tsx";
import { ContactDetails } from "../components/contact-details.tsx";
import { deferred } from "@solvix/ui/lib/deferred";
import { useEnquirySubmit } from "../lib/contact-submit.ts";
import { enquiryEndpoint } from "../lib/enquiry-client.ts";
import { validateEnquiry } from "../lib/contact-validate.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { proofFor } from "../lib/proof.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/contact";

// The hero illustration hydrates from its own small chunk: prerendered in the HTML, never in the first load.
const ContactArt = deferred(() => import("@solvix/ui/illustrations/contact-art").then((module) => module.ContactArt));

export async function loader() {
  const texts = page.form;
  // The words of a team from the savings calculator (readPicks also wants its link notes; this page shows none).
  const { linkNotes, team, discussMessage } = savingsCalculatorPage.calculator;
  return withIcons({
    title: page.title,
    intro: page.intro,
    form: {
      texts,
      placeholders: contactPlaceholders,
      limits: contactFieldLimits,
      dismissLabel: siteTexts.toast.dismiss,
    },
    teamRoles: savingsCalculatorPage.roles.map(({ slug, title }) => ({ slug, title })),
    teamTexts: { linkNotes, team, discussMessage },
    backend: { supabaseUrl: site.supabaseUrl, supabaseAnonKey: site.supabaseAnonKey },
    clientProof: await proofFor("contact"),
    booking: site.bookingUrl ? { ...page.booking, href: site.bookingUrl } : null,
    details: {
      titles: { ...page.cards, hours: page.hours.title, hoursNote: page.hours.note, socials: page.socials.title },
      email: site.email,
      phone: site.phone,
      address: site.address,
      hours: site.businessHours,
      socials: site.socials,
      texts: { title: page.details.title, replyNote: splitText(page.details.replyNote, { time: site.replyWithin }) },
      socialLabels: {
        instagram: fillText(page.socials.newTab, { name: page.socials.names.instagram }),
        linkedin: fillText(page.socials.newTab, { name: page.socials.names.linkedin }),
        facebook: fillText(page.socials.newTab, { name: page.socials.names.facebook }),
      },
    },
    ...pageHead(page.path, page.seo),
  });
}

// The form is prerendered complete; its logic (fields, states, notifications) hydrates from its own chunk.
const ContactFormPanel = deferred(() =>
  import("../components/contact-form-panel.tsx").then((module) => module.ContactFormPanel),
);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/**
 * 'Get In Touch': the enquiry form on the left, contact cards, business hours and social links on the right.
 * `/contact?role=<slug>&count=<n>…` (the savings calculator's 'Discuss this team') starts the message with that team.
 * Candidates apply on each position's own page (/careers/<slug>), not here.
 */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { title, intro, form, teamRoles, teamTexts, details, backend, booking, clientProof } = loaderData;
  const submitEnquiry = useEnquirySubmit(backend, form.texts.failure);
  const [params] = useSearchParams();
  // A team from the savings calculator (?role=…&count=…): the code that reads it loads only then, off the first load.
  const [team, setTeam] = useState({ query: "", message: "" });
  const teamQuery = params.getAll("role").length ? params.toString() : "";
  useEffect(() => {
    if (!teamQuery) return;
    let current = true;
    void import("@solvix/ui/lib/savings").then(({ readPicks, teamMessage }) => {
      const { picks } = readPicks(new URLSearchParams(teamQuery), teamRoles, teamTexts.linkNotes);
      const message = teamMessage(picks, teamRoles, teamTexts);
      if (current) setTeam({ query: teamQuery, message });
    });
    return () => {
      current = false;
    };
  }, [teamQuery, teamRoles, teamTexts]);
  const teamPrefill = teamQuery && team.query === teamQuery ? team.message : "";
  const prefill = teamPrefill || undefined;

  return (
    <>
      <Hero title={title} tagline={intro} visual={<ContactArt />} />
      <Container className="grid gap-10 py-14 sm:py-20 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-12">
        <div className="flex flex-col gap-4">
          <ContactFormPanel
            key={prefill ?? "blank"}
            texts={form.texts}
            dismissLabel={form.dismissLabel}
            placeholders={form.placeholders}
            limits={form.limits}
            action={enquiryEndpoint(backend)}
            validate={validateEnquiry}
            onSubmit={submitEnquiry}
            defaultValues={prefill ? { message: prefill } : undefined}
          />
        </div>
        <div className="flex flex-col gap-6">
          {booking ? (
            <section
              aria-labelledby="contact-booking"
              className="flex flex-col gap-3 rounded-3xl border border-brand-200 bg-brand-50 p-6"
            >
              <h2 id="contact-booking" className="text-xl">
                {booking.title}
              </h2>
              <p className="text-ink-700">{booking.body}</p>
              <Button asChild size="lg" variant="outline" className="self-start">
                <a href={booking.href}>{booking.label}</a>
              </Button>
            </section>
          ) : null}
          <ContactDetails {...details} />
        </div>
      </Container>
      {clientProof ? <ClientProof {...clientProof} /> : null}
    </>
  );
}
