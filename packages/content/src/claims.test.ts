// One account of savings and support on every page (DECISIONS.md): a percentage says what it rests on (a comparison
// with hiring locally, a market report, or a client's case study); a savings percentage is "up to" the cap or the
// typical range and never above the cap; the calculator calls salaries alone a salary difference; "24/7" is said once.
import { describe, expect, it } from "vitest";
import { savingsBasis, savingsCap, supportHours, supportSentence, typicalSavings } from "./claims.ts";
import { claimProblems, PERCENT, percentsIn } from "./claims-check.ts";
import { listPageSources } from "./page-texts.ts";
import { homePage } from "./pages/home.ts";
import { savingsCalculatorPage } from "./pages/savings-calculator.ts";
import { seedArticles } from "./seed-articles.ts";

interface Statement {
  path: string;
  text: string;
  /** Inside a case study: its figures rest on that client's case. */
  inCase: boolean;
}

/** Every string of a page; a stat ({ value, label }) is one statement, and a case study's strings are marked. */
function statementsOf(path: string, node: unknown, inCase: boolean, into: Statement[]): Statement[] {
  if (typeof node === "string") into.push({ path, text: node, inCase });
  else if (Array.isArray(node)) for (const item of node) statementsOf(path, item, inCase, into);
  else if (node && typeof node === "object") {
    const record = node as Record<string, unknown>;
    const caseStudy = inCase || typeof record.client === "string";
    // A stat's value and label, or a card's or section's title and description (or body), are one statement.
    const prose = (value: unknown) =>
      typeof value === "string" || (Array.isArray(value) && value.every((item) => typeof item === "string"));
    const second = typeof record.label === "string" ? "label" : prose(record.description) ? "description" : "body";
    const first = second === "label" ? "value" : "title";
    const pair = typeof record[first] === "string" && prose(record[second]) ? ([first, second] as const) : undefined;
    if (pair) into.push({ path, text: pair.map((key) => [record[key]].flat().join(" ")).join(" "), inCase: caseStudy });
    for (const [key, value] of Object.entries(record)) {
      if (!pair?.includes(key as never)) statementsOf(path, value, caseStudy, into);
    }
  }
  return into;
}

// The case studies page speaks only of its clients' cases. The seeded article (a database row since issue 48) is
// read by its Markdown sections: a heading with the paragraphs under it is one statement.
const statements = [
  ...listPageSources().flatMap(({ path, source }) => statementsOf(path, source, path === "/case-studies", [])),
  ...seedArticles.flatMap((article) =>
    [article.title, article.summary, ...article.body.split(/\n\n(?=## )/)].map((text) => ({
      path: `/resources/blog/${article.slug}`,
      text,
      inCase: false,
    })),
  ),
];

describe("the claims check", () => {
  it("fails on what it must fail on", () => {
    expect(claimProblems("80% Cost Savings", false)).toEqual([
      "a percentage without its basis",
      "a savings percentage that is not 'up to' or typical",
    ]);
    expect(claimProblems("Up to 80% less than hiring locally.", false)).toEqual([
      "a savings percentage that does not say it is of costs",
    ]);
    expect(claimProblems("Saved 80-83% compared with local salaries", false)).toEqual([
      "a savings figure above the 80% cap",
      "a savings percentage that is not 'up to' or typical",
    ]);
    expect(claimProblems("60% Faster case processing", false)).toEqual(["a percentage without its basis"]);
    expect(claimProblems(`Save up to 80% ${savingsBasis}.`, false)).toEqual([]);
    expect(claimProblems(`Clients typically save ${typicalSavings} compared with hiring locally`, false)).toEqual([]);
    expect(claimProblems("45% Shorter project timelines, as the market reports", false)).toEqual([]);
    expect(claimProblems("70% Cost reduction", true)).toEqual([]);
    expect(claimProblems("70% Cost reduction for a marketing agency in Australia", false)).toEqual([]);
  });
});

describe("every percentage on the site keeps to the one account", () => {
  it.each(
    statements
      .filter((statement) => PERCENT.test(statement.text) && (PERCENT.lastIndex = 0) === 0)
      .map((s) => [s.path, s.text, s] as const),
  )("%s: %s", (_path, _text, statement) => {
    expect(claimProblems(statement.text, statement.inCase)).toEqual([]);
  });

  it("the FAQ gives 50-70% as the typical range and up to 80% as the cap", () => {
    const faq = statements.find((s) => s.path === "/faqs" && s.text.includes(typicalSavings));
    expect(faq?.text).toMatch(new RegExp(`typically save ${typicalSavings}.*up to ${savingsCap}%`));
  });
});

describe("a page's description (its search snippet, Open Graph and Twitter text) keeps to its page", () => {
  // A description is what a search result or a shared link says of the page: a percentage in it is one the page
  // itself shows, with its basis (a landing page without its own cost figures says no savings figure).
  const described = listPageSources().flatMap(({ path, source }) => {
    const seo = (source as { seo?: { description?: unknown } } | undefined)?.seo;
    return typeof seo?.description === "string" ? [[path, seo.description, source] as const] : [];
  });

  it("reads the descriptions of the landing pages and the fixed pages", () => {
    expect(described.map(([path]) => path)).toEqual(
      expect.arrayContaining(["/", "/industries/legal", "/sectors/travel"]),
    );
  });

  it.each(described.filter(([, description]) => percentsIn(description).length > 0))(
    "%s: %s",
    (path, description, source) => {
      const { seo: _seo, ...page } = source as { seo: unknown };
      const shown = statementsOf(path, page, false, [])
        .map((statement) => statement.text)
        .join("\n");
      for (const percent of percentsIn(description)) expect(shown, `${percent} of the description`).toContain(percent);
    },
  );
});

describe("salaries alone are a salary difference, never savings", () => {
  it("the calculator's result and the home page's worked example", () => {
    const { columns, totalSummary } = savingsCalculatorPage.calculator;
    for (const label of [columns.savings, columns.percent, totalSummary, homePage.calculator.title]) {
      // "{savings}" is a placeholder's name, not a word the visitor reads.
      expect(label.replace(/\{\w+\}/g, "")).not.toMatch(/\bsav(e|ed|ing|ings)\b/i);
    }
  });
});

describe("support hours are said once", () => {
  it("every '24/7' is the account's, and no page promises support outside it", () => {
    const mentions = statements.filter((s) => /24\/7/.test(s.text) && !s.inCase);
    for (const mention of mentions) {
      const owner = statements.some((s) => s.path === mention.path && s.text.includes(supportHours.staff));
      expect(owner, `${mention.path}: "${mention.text}" without the hours it means`).toBe(true);
    }
    expect(supportSentence).toContain(supportHours.office);
  });
});
