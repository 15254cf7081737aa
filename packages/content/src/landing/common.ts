// Building blocks the landing pages share: hero, calls to action, the calculator link, salary rows.
import type { CtaSection, HeroSection, Link, SalaryComparisonSection } from "../sections.ts";

export const contactCta = (label: string): Link => ({ label, href: "/contact" });

/** A landing page's hero: every one has a button, 'Get Started' to /contact unless the page names another, so the first
 * way to act is on the first screen (the closing band is some 6,000 px down on a phone). */
export function hero(title: string, tagline: string, cta: Link = contactCta("Get Started")): HeroSection {
  return { type: "hero", title, tagline, cta };
}

/** The closing band: 'Ready to Transform Your {topic} Operations?' with 'Get Started Today' to /contact. */
export function closingCta(topic: string, body: string): CtaSection {
  return {
    type: "cta",
    title: `Ready to Transform Your ${topic} Operations?`,
    body: [body],
    button: { label: "Get Started Today", href: "/contact" },
  };
}

export const LANDING_LASTMOD = "2025-07-01";

/** The overview card's line on every page of the common sector/industry pattern, the specification's line with what it compares (DECISIONS.md). */
export const OVERVIEW_HIGHLIGHT = "Save up to 80% on labour costs against local hiring";

type SalaryRow = SalaryComparisonSection["rows"][number];

/** The link under a salary table to the savings calculator. */
export const calculatorLink: Link = {
  label: "Estimate your team's savings",
  href: "/savings-calculator",
  srContext: "with the savings calculator",
};

/**
 * A local-versus-remote salary table in USD per year, titled for its field; rows are
 * [role, [local min, max], [remote min, max]].
 */
export function yearlySalaries(
  title: string,
  rows: [role: string, local: [number, number], remote: [number, number]][],
): SalaryComparisonSection {
  return {
    link: calculatorLink,
    type: "salary-comparison",
    title,
    intro: "Typical yearly salaries in USD, local versus remote.",
    currency: "USD",
    period: "year",
    rows: rows.map(([role, [localMin, localMax], [remoteMin, remoteMax]]): SalaryRow => ({
      role,
      local: { min: localMin, max: localMax },
      remote: { min: remoteMin, max: remoteMax },
    })),
  };
}
