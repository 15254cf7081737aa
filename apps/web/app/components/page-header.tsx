// PageHeader: the compact opening band of utility and long-form pages.
import { Breadcrumb, type BreadcrumbTrail } from "@solvix/ui/components/breadcrumb";
import { Container } from "@solvix/ui/components/page-section";
import type * as React from "react";

/**
 * The compact opening band of utility and long-form pages (policies, blog, search, sign-in): breadcrumb, the
 * page's h1 and an optional intro. Marketing pages open with the design system's Hero instead.
 */
export function PageHeader({
  title,
  intro,
  breadcrumb,
  children,
}: {
  title: string;
  intro?: string;
  breadcrumb?: BreadcrumbTrail | undefined;
  children?: React.ReactNode;
}) {
  return (
    <section className="border-b border-ink-200 bg-gradient-to-b from-brand-50 to-white py-12 sm:py-16">
      <Container className="flex flex-col gap-4">
        {breadcrumb ? <Breadcrumb {...breadcrumb} /> : null}
        <h1 className="max-w-3xl text-3xl font-bold sm:text-4xl lg:text-5xl">{title}</h1>
        {intro ? <p className="max-w-2xl text-lg text-ink-600">{intro}</p> : null}
        {children}
      </Container>
    </section>
  );
}
