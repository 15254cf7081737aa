// /savings-calculator: the open savings calculator, its salary tables and how the salary difference is worked out. The
// roles are the specification's and those staff published (/staff/pricing), with the rates and the fee staff set.
import { savingsCalculatorPage as page } from "@solvix/content/pages/savings-calculator";
import { PageSection } from "@solvix/ui/components/page-section";
import { SectionHeading } from "@solvix/ui/components/section-heading";
import { SalaryTable } from "@solvix/ui/sections/salary-table";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { deferred } from "@solvix/ui/lib/deferred";
import { SectionList } from "../components/section-list.tsx";
import { publishedPricing } from "../lib/pricing.server.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { useRootTexts } from "../lib/root-texts.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/savings-calculator";

// The hero illustration hydrates from its own small chunk: prerendered in the HTML, never in the first load.
const SectorArt = deferred(() => import("@solvix/ui/illustrations/sector-art").then((module) => module.SectorArt));

export async function loader() {
  const { hero, calculator, table, method, roles: specRoles, cta } = page;
  const { noScript, title, intro, ...text } = calculator;
  const { roles: staffRoles, rates, fee } = await publishedPricing();
  // Staff roles after the specification's, grouped under the source staff named.
  const roles = [...specRoles, ...staffRoles.map(({ source, ...role }) => ({ ...role, source: { title: source } }))];
  // The no-JavaScript table: one per currency and period, rows as the pages and staff give them, each local salary
  // with its market.
  const groups = (["year", "month"] as const).flatMap((period) =>
    (["USD", "SGD", "AUD"] as const).flatMap((currency) => {
      const rows = roles
        .filter((role) => role.currency === currency && role.period === period)
        .map((role) => ({ role: `${role.title} (${role.localMarket})`, local: role.local, remote: role.remote }));
      return rows.length ? [{ currency, period, rows }] : [];
    }),
  );
  return withIcons({
    hero,
    heading: { title, intro, noScript },
    text,
    roles,
    rates,
    fee,
    table: { ...table, groups },
    method,
    cta,
    art: { icon: "Calculator", color: "emerald" } as const,
    ...pageHead(page.path, page.seo),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** Changing the team changes only the query string: the prerendered page data stays as it is. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

// The calculator (its arithmetic and controls) hydrates from its own chunk: no other page's first load carries it.
const SavingsCalculatorPanel = deferred(() =>
  import("../components/savings-calculator-panel.tsx").then((module) => module.SavingsCalculatorPanel),
);

/** Hero, the calculator, the salary table it uses, how the savings are worked out, and a call to action. */
export default function SavingsCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { hero, heading, text, roles, rates, fee, table, method, cta, art } = loaderData;
  const salaryTexts = useRootTexts().sections.salaryTable;
  return (
    <>
      <SectionList sections={[hero]} heroVisual={<SectorArt color={art.color} icon={art.icon} />} />
      <PageSection tone="muted">
        <SectionHeading title={heading.title} intro={heading.intro} className="mb-10" />
        <noscript>
          <p className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
            {heading.noScript}
          </p>
        </noscript>
        <SavingsCalculatorPanel roles={roles} text={text} rates={rates} fee={fee} />
      </PageSection>
      <PageSection>
        <SectionHeading title={table.title} intro={table.intro} className="mb-10" />
        <div className="mx-auto flex max-w-4xl flex-col gap-6">
          {table.groups.map((group) => (
            <SalaryTable
              key={`${group.currency}-${group.period}`}
              caption={table.captions[group.period]}
              currency={group.currency}
              period={group.period}
              rows={group.rows}
              texts={salaryTexts}
            />
          ))}
        </div>
      </PageSection>
      <PageSection tone="muted">
        <SectionHeading title={method.title} className="mb-10" />
        <ol className="mx-auto flex max-w-3xl list-decimal flex-col gap-4 pl-6 text-ink-700 marker:font-semibold marker:text-brand-700">
          {method.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </PageSection>
      <SectionList sections={[cta]} start={3} />
    </>
  );
}
