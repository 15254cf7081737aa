// The one sourced list of figures the site may show, and the reader that finds figures in a text (shared by the tests).
import { ownerReview } from "./owner-review.ts";

/**
 * A figure the website may show, written as a page writes it, with the place in the specification
 * (`/work/shared/spec/000_65cb256e472413ed.txt`, section and line) that gives it.
 * Currency signs and codes are not part of a figure's identity: "$240K" and "240K" are the same figure.
 */
export interface SourcedFigure {
  value: string;
  source: string;
}

/**
 * Every figure on the site. A page that shows a figure not on this list fails the figures tests
 * (`figures.test.ts` over the content, `apps/web/scripts/copy/built-copy.test.ts` over the built HTML).
 * To add one, quote the specification line it comes from; a figure the specification does not give needs the
 * owner's word first (see `owner-review.ts`).
 */
export const figures = [
  // Savings and other percentages
  { value: "80%", source: "§1 l.10 'savings of up to 80% on labour costs'; §9 l.213; §2 l.68 '80% Cost Savings'" },
  { value: "60%", source: "§9 l.213 'some pages say 50% or 60%'; §9 l.217 legal '60% faster case processing'" },
  { value: "50%", source: "§9 l.213 'some pages say 50% or 60%'" },
  { value: "50-70%", source: "§9 l.213 'Southeast Asia savings of 50-70%'; §9 l.217 finance '50-70% cost reduction'" },
  { value: "40%", source: "§9 l.217 finance '40% faster processing'" },
  { value: "45%", source: "§9 l.217 engineering '45% shorter project timelines'" },
  { value: "25%", source: "§9 l.217 legal market '25% growth'" },
  { value: "78%", source: "§9 l.217 legal '78% adoption'" },
  { value: "70%", source: "§2 l.78 case study 1 '70% cost reduction'" },
  { value: "150%", source: "§2 l.78 case study 1 '150% more content output'" },
  { value: "65%", source: "§2 l.79 case study 2 '65% cost reduction'" },
  { value: "200%", source: "§2 l.79 case study 2 '200% faster delivery'" },
  { value: "75%", source: "§2 l.80 case study 3 '75% cost reduction'" },
  { value: "99.8%", source: "§2 l.80 case study 3 '99.8% reporting accuracy'" },

  // Sums
  { value: "$240K", source: "§2 l.78 case study 1 '$240K annual savings'" },
  { value: "$420K", source: "§2 l.79 case study 2 '$420K savings'" },
  { value: "$315K", source: "§2 l.80 case study 3 '$315K savings'" },
  { value: "$58 billion", source: "§9 l.217 'Finance outsourcing market $58 billion by 2025'" },
  { value: "$285 billion", source: "§9 l.217 'Engineering outsourcing market $285 billion by 2025'" },
  { value: "SGD 8,000-12,000", source: "§9 l.218 'IT developer: SGD 8,000-12,000 per month locally'" },
  { value: "SGD 1,500-3,000", source: "§9 l.218 'versus 1,500-3,000 outsourced'" },
  { value: "$80,000+", source: "§9 l.218 'Local salary examples: $80,000+'" },
  { value: "$120,000+", source: "§9 l.218 'Local salary examples: $120,000+'" },
  { value: "$70,000+", source: "§9 l.218 'Local salary examples: $70,000+'" },

  // Salary ranges, USD per year
  { value: "55,000-75,000", source: "§9 l.218 'Paralegal per year: 55,000-75,000 local'; l.219 'CAD designer 55-75k'" },
  { value: "10,000-16,000", source: "§9 l.218 paralegal '10,000-16,000 remote'; l.219 'project coordinator … 10-16k'" },
  { value: "75,000-95,000", source: "§9 l.219 'finance analyst 75-95k'" },
  { value: "12,000-18,000", source: "§9 l.219 'finance analyst … vs 12-18k'" },
  { value: "85,000-110,000", source: "§9 l.219 'investment associate 85-110k'; 'structural engineer 85-110k'" },
  { value: "14,000-20,000", source: "§9 l.219 'investment associate … vs 14-20k'" },
  { value: "80,000-105,000", source: "§9 l.219 'risk specialist 80-105k'" },
  { value: "13,000-19,000", source: "§9 l.219 'risk specialist … vs 13-19k'" },
  { value: "70,000-90,000", source: "§9 l.219 'compliance officer 70-90k'" },
  { value: "11,000-17,000", source: "§9 l.219 'compliance officer … vs 11-17k'; 'quantity surveyor … vs 11-17k'" },
  { value: "9,000-15,000", source: "§9 l.219 'CAD designer … vs 9-15k'" },
  { value: "14,000-22,000", source: "§9 l.219 'structural engineer … vs 14-22k'" },
  { value: "60,000-80,000", source: "§9 l.219 'project coordinator 60-80k'" },
  { value: "65,000-85,000", source: "§9 l.219 'quantity surveyor 65-85k'" },

  // Counts
  { value: "500+", source: "§9 l.215 '500+ IT professionals'" },
  { value: "250+", source: "§9 l.215 '250+ finance professionals'" },
  { value: "180+", source: "§9 l.215 '180+ finance client companies'" },
  { value: "4", source: "§2 l.78 case study 1 '4 staff'; §1 l.11 and §9 l.206 '4 process steps'" },
  { value: "6", source: "§2 l.79-80 case studies 2 and 3 '6 staff'; §9 l.206 '6 outsourcing cards'" },
  { value: "5", source: "§2 l.103 the article's 'five benefits of staff outsourcing'" },
  { value: "12", source: "§9 l.206 '12 sector cards', '12 tasks'; §3 l.141 '12 roles'" },
  { value: "14", source: "§2 l.39 and §9 l.206 '14 industry cards'" },
  { value: "404", source: "§2 l.106 not-found page shows '404'" },

  // Years and dates
  { value: "2020", source: "§1 l.15 and §9 l.215 'founded 2020'" },
  { value: "2025", source: "§9 l.217 'market … by 2025'" },
  { value: "8 years", source: "§9 l.215 'over 8 years in the HR industry'" },
  { value: "8+ years", source: "§9 l.215 'over 8 years in the HR industry'" },
  { value: "January 15, 2025", source: "§2 l.103 article 'dated January 15, 2025'" },
  { value: "July 1, 2025", source: "§2 l.96 terms 'Last updated July 1, 2025'; l.102 blog index 'July 01, 2025'" },
  { value: "January 1, 2025", source: "§2 l.93 privacy policy 'Last updated January 1, 2025'" },

  // Durations and times
  { value: "24 hours", source: "§8 l.193 and §9 l.209 'within 24 hours'" },
  { value: "24/7", source: "§1 l.10 '24/7 support'; §2 l.79 case study 2 '24/7 support'" },
  { value: "2 weeks", source: "§9 l.214 '2 weeks on some pages'; §2 l.80 'staffed in 2 weeks'" },
  { value: "1-2 weeks", source: "§9 l.214 'FAQ says candidates presented in 1-2 weeks'" },
  { value: "2-3 weeks", source: "§9 l.214 '2-3 weeks'" },
  { value: "2-4 weeks", source: "§9 l.214 '2-4 weeks'" },
  { value: "3 weeks", source: "§2 l.78 case study 1 'hired in 3 weeks'" },
  { value: "4 weeks", source: "§2 l.79 case study 2 'onboarded in 4 weeks'" },
  { value: "3-5 business days", source: "§9 l.214 'EOR hiring can start 3-5 business days after the agreement'" },
  { value: "30 days", source: "§9 l.223 'Invoices due within 30 days'; 'termination with 30 days written notice'" },
  { value: "90 days", source: "§9 l.223 '90-day warranty on delivered software'" },
  { value: "5 days", source: "§9 l.224 '5-day work week'" },
  { value: "1 month", source: "§9 l.224 'redundancy pay of one month's salary per year of service'" },
  { value: "8 min", source: "§2 l.103 article '8 min read'" },
  { value: "9:00 AM", source: "§9 l.210 'Monday to Friday 09:00 to 18:00 (9:00 AM to 6:00 PM)'" },
  { value: "6:00 PM", source: "§9 l.210 'Monday to Friday 09:00 to 18:00 (9:00 AM to 6:00 PM)'" },
] as const satisfies readonly SourcedFigure[];

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December" as const;
const UNITS: Record<string, string> = {
  "business day": "business day",
  "business days": "business day",
  day: "day",
  days: "day",
  week: "week",
  weeks: "week",
  month: "month",
  months: "month",
  year: "year",
  years: "year",
  hour: "hour",
  hours: "hour",
  min: "min",
  mins: "min",
  minute: "min",
  minutes: "min",
  second: "second",
  seconds: "second",
};
const UNIT = "business days?|days?|weeks?|months?|years?|hours?|mins?|minutes?|seconds?";
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  "twenty-four": 24,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};

const CURRENCY = String.raw`(?:US\$|S\$|\$|SGD ?|USD ?)?`;
const NUM = String.raw`\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?`;
/** A written figure: optional currency, a number or a range, a suffix (% + K billion /7) and a unit of time. */
const FIGURE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_#\-/.,:])${CURRENCY}(${NUM})(?:\s?[-–]\s?${CURRENCY}(${NUM}))?` +
    // A suffix, or none when no letter or digit follows: "2D" and "3ds" are names, "80%Compared" is 80%.
    String.raw`(%|\+|[Kk](?![\p{L}\p{N}])|\/7|\s(?:billion|million)\b|(?![\p{L}\p{N}]))` +
    String.raw`(?:[\s-](${UNIT})\b)?`,
  "gu",
);
const SPELLED_DURATION = new RegExp(String.raw`\b(${Object.keys(NUMBER_WORDS).join("|")})[\s-](${UNIT})\b`, "giu");
// No word boundary before the month: inline markup may glue it to the word before ("OutsourcingJuly 01, 2025").
const DATE = new RegExp(String.raw`(${MONTHS}) (\d{1,2}), (\d{4})\b`, "g");
const TIME = /\b(\d{1,2}):(\d{2}) ?(AM|PM)\b/g;

/**
 * Text that holds digits but no figure of the company's: a leading list or section ordinal ("1. Acceptance",
 * "Step 2"), the copyright line (the build year, DECISIONS.md), telephone numbers (a setting and the form's
 * '+65 xxxx xxxx' example), support tier names ("tier 1"), and the name of a law ("… Act 2012").
 */
const NOT_FIGURES: readonly RegExp[] = [
  /^\s*\d{1,2}\.\s+(?=\p{Lu})/u,
  /^\s*Step \d{1,2}\s*$/,
  /©\s*\d{4}/g,
  /\+\d{1,3}(?:[ -]?[\dx]{2,})+/gi,
  /\btier \d\b/gi,
  /\bAct \d{4}\b/g,
];

function figureKey(value: string): string {
  return value.toLowerCase().replace(/\s+/g, " ");
}

/**
 * The figures of a block of text (a paragraph, a heading, a string of the content), as comparable keys.
 * `ignore` lists exact strings to skip first, such as the configured street address.
 */
export function findFigures(text: string, ignore: readonly string[] = []): string[] {
  // Placeholder copy from `scripts/pnpm new-page` is instructions to its writer, not copy: lint stops it shipping.
  if (/^\s*TODO: /.test(text)) return [];
  let rest = text;
  for (const literal of ignore) if (literal) rest = rest.split(literal).join(" ");
  for (const pattern of NOT_FIGURES) rest = rest.replace(pattern, " ");
  const keys: string[] = [];
  rest = rest.replace(DATE, (_m, month: string, day: string, year: string) => {
    keys.push(`${month} ${Number(day)}, ${year}`.toLowerCase());
    return " ";
  });
  rest = rest.replace(TIME, (_m, hours: string, minutes: string, half: string) => {
    keys.push(`${Number(hours)}:${minutes} ${half}`.toLowerCase());
    return " ";
  });
  rest = rest.replace(SPELLED_DURATION, (_m, word: string, unit: string) => {
    keys.push(`${NUMBER_WORDS[word.toLowerCase()]} ${UNITS[unit.toLowerCase()]}`);
    return " ";
  });
  for (const match of rest.matchAll(FIGURE)) {
    const [, first, second, suffix = "", unit] = match;
    const number = second ? `${first}-${second}` : first;
    const tail = suffix.trim();
    const joiner = tail === "billion" || tail === "million" ? " " : "";
    keys.push(figureKey(`${number}${joiner}${tail}${unit ? ` ${UNITS[unit.toLowerCase()]}` : ""}`));
  }
  return keys;
}

/** The keys of the listed figures: what a page's figures are compared with. */
export const listedFigureKeys: ReadonlySet<string> = new Set(figures.flatMap((figure) => findFigures(figure.value)));

/**
 * A figure the specification does not give, in a statement on the owner's list (which names the pages that show it
 * and asks the owner to confirm it): accounted for, by the owner's list instead of this one.
 */
export function figureAwaitsOwner(figure: string, text: string): boolean {
  return ownerReview.some(
    (item) => text.toLowerCase().includes(item.text.toLowerCase()) && findFigures(item.text).includes(figure),
  );
}
