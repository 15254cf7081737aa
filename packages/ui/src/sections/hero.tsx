// Hero: the opening band of a page, with its calls to action and an optional illustration.
import type * as React from "react";
import { ArrowRight } from "../components/ui-icons.tsx";
import { Link } from "react-router-dom";
import { Button } from "../components/button.tsx";
import { Container } from "../components/page-section.tsx";
import { cn } from "../lib/cn.ts";
import { parallaxFactor, useParallax } from "../lib/motion.ts";
import { scrollToTopAfterNavigation } from "../lib/use-scroll-to-top-navigate.ts";

/** `srContext` is read after the label by screen readers and search engines only ("Learn More" + "about how it works"). */
export type HeroLink = { label: string; href: string; srContext?: string };

export type HeroProps = Omit<React.ComponentProps<"section">, "title"> & {
  eyebrow?: string;
  title: string;
  tagline: string;
  cta?: HeroLink;
  secondaryCta?: HeroLink;
  /** Extra content under the buttons (a breadcrumb, a stat row). */
  children?: React.ReactNode;
  /**
   * The page family's illustration (illustrations/*-art.tsx), shown beside the text from 1024 px. It sits in a box of
   * fixed width and aspect that does not change the hero's height, and the text never waits for it (it stays the
   * largest paint). Without one, the backdrop shows its floating shapes.
   */
  visual?: React.ReactNode;
};

/**
 * The page's opening band with its h1. The text is static and visible at once (it is the largest paint);
 * only the decorative background layers move (parallax hero -0.5, floating shapes (index+1)*0.2).
 */
export function Hero({ eyebrow, title, tagline, cta, secondaryCta, children, visual, className, ...props }: HeroProps) {
  return (
    <section
      data-slot="hero"
      className={cn("relative isolate overflow-hidden bg-brand-950 py-20 text-white sm:py-28 lg:py-32", className)}
      {...props}
    >
      <HeroBackdrop shapes={!visual} />
      <Container className="relative">
        {visual}
        <div className={cn("flex max-w-3xl flex-col gap-6", visual && "lg:max-w-xl xl:max-w-2xl")}>
          {eyebrow ? (
            <p className="inline-flex self-start rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-200 ring-1 ring-white/20">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="text-4xl font-bold text-white sm:text-5xl lg:text-6xl">{title}</h1>
          <p className="max-w-2xl text-lg text-brand-100 sm:text-xl">{tagline}</p>
          {cta || secondaryCta ? (
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              {cta ? (
                <Button asChild size="lg" variant="inverse">
                  <Link to={cta.href} onClick={scrollToTopAfterNavigation}>
                    {cta.label}
                    <LinkContext text={cta.srContext} />
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              ) : null}
              {secondaryCta ? (
                <Button asChild size="lg" variant="outline-inverse">
                  <Link to={secondaryCta.href} onClick={scrollToTopAfterNavigation}>
                    {secondaryCta.label}
                    <LinkContext text={secondaryCta.srContext} />
                  </Link>
                </Button>
              ) : null}
            </div>
          ) : null}
          {children}
        </div>
      </Container>
    </section>
  );
}

const floatingShapes = [
  "top-[12%] right-[8%] size-24 rounded-3xl bg-accent-400/20 rotate-12",
  "top-[55%] right-[22%] size-16 rounded-full bg-brand-400/25",
  "bottom-[10%] right-[4%] size-32 rounded-full border border-white/15",
] as const;

function FloatingShape({ index, className }: { index: number; className: string }) {
  const ref = useParallax<HTMLDivElement>(parallaxFactor.floating(index));
  return <div ref={ref} className={cn("absolute hidden md:block", className)} />;
}

/** Decorative gradient and grid drawn in CSS/SVG: no image request. */
function HeroBackdrop({ shapes }: { shapes: boolean }) {
  const ref = useParallax<HTMLDivElement>(parallaxFactor.hero);
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div ref={ref} className="absolute inset-0">
        <div className="absolute -top-1/3 -right-1/4 size-[42rem] rounded-full bg-brand-600/40 blur-3xl" />
        <div className="absolute -bottom-1/2 -left-1/4 size-[36rem] rounded-full bg-accent-500/20 blur-3xl" />
      </div>
      <svg className="absolute inset-0 size-full opacity-[0.07]" aria-hidden="true">
        <defs>
          <pattern id="hero-grid" width="48" height="48" patternUnits="userSpaceOnUse">
            <path d="M48 0H0v48" fill="none" stroke="white" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#hero-grid)" />
      </svg>
      {shapes
        ? floatingShapes.map((shape, index) => <FloatingShape key={shape} index={index} className={shape} />)
        : null}
    </div>
  );
}

/** Words after a short link label that only screen readers and search engines get, e.g. "about how it works". */
export function LinkContext({ text }: { text?: string | undefined }) {
  return text ? <span className="sr-only"> {text}</span> : null;
}
