// CtaBand: the closing call to action of a page.
import type * as React from "react";
import { ArrowRight } from "../components/ui-icons.tsx";
import { Link } from "react-router-dom";
import { Button } from "../components/button.tsx";
import { Container } from "../components/page-section.tsx";
import { cn } from "../lib/cn.ts";
import { scrollToTopAfterNavigation } from "../lib/use-scroll-to-top-navigate.ts";
import { LinkContext } from "./hero.tsx";

type CtaLink = { label: string; href: string; srContext?: string };

export type CtaBandProps = Omit<React.ComponentProps<"section">, "title"> & {
  title: string;
  body: readonly string[];
  button: CtaLink;
  secondary?: CtaLink;
};

/** The closing call to action of a page ('Ready to Transform Your ... Operations?' → 'Get Started Today'). */
export function CtaBand({ title, body, button, secondary, className, ...props }: CtaBandProps) {
  return (
    <section data-slot="cta-band" className={cn("py-16 sm:py-20", className)} {...props}>
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-14 text-center shadow-lg sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-accent-400/20 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-24 -left-24 -z-10 size-72 rounded-full bg-brand-400/30 blur-3xl"
          />
          <h2 className="mx-auto max-w-3xl text-3xl text-white sm:text-4xl">{title}</h2>
          {body.map((paragraph) => (
            <p key={paragraph} className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
              {paragraph}
            </p>
          ))}
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverse">
              <Link to={button.href} onClick={scrollToTopAfterNavigation}>
                {button.label}
                <LinkContext text={button.srContext} />
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            {secondary ? (
              <Button asChild size="lg" variant="outline-inverse">
                <Link to={secondary.href} onClick={scrollToTopAfterNavigation}>
                  {secondary.label}
                  <LinkContext text={secondary.srContext} />
                </Link>
              </Button>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
