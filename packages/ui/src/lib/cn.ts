// Class-name joining with Tailwind conflict resolution, sized for the first-load budget.
import { clsx, type ClassValue } from "clsx";

/** Merged class lists by their joined input (see `cn`). */
const merges = new Map<string, string>();

/**
 * Joins class names and resolves Tailwind conflicts: of two utilities that set the same property under the same
 * variants, the later one wins (`cn("p-6 text-sm", "p-0 text-base")` -> "p-0 text-base"). It follows
 * tailwind-merge's answers for every utility this repository uses — `cn-parity.test.ts` compares the two over
 * every pair of them — at a fraction of its weight (tailwind-merge alone is 8.4 KB gzip, 7% of every page's
 * JavaScript budget). Unknown utilities never conflict (both are kept).
 *
 * Results are remembered by their joined input: a page renders the same few hundred class lists many times over (every
 * card, every link), and matching each name against the rules again was a fifth of hydration's work on a sector page.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let merged = merges.get(joined);
  if (merged === undefined) {
    merged = merge(joined);
    // The site has a bounded set of class lists; the bound only guards against a caller building them from data.
    if (merges.size >= 2000) merges.clear();
    merges.set(joined, merged);
  }
  return merged;
}

function merge(joined: string): string {
  const classes = joined.split(" ");
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index -= 1) {
    const name = classes[index];
    if (!name) continue;
    const [variant, group] = parse(name);
    if (!group) {
      kept.push(name);
      continue;
    }
    if (taken.has(variant + group)) continue;
    taken.add(variant + group);
    // A later shorthand (p-4) also covers earlier longhands (px-2), a font size the line height (it sets both).
    for (const covered of covers[group] ?? []) taken.add(variant + covered);
    kept.push(name);
  }
  return kept.reverse().join(" ");
}

const sides = (prefix: string, list: string, join = "-") => list.split(" ").map((side) => prefix + join + side);

const covers: Record<string, string[]> = {
  p: sides("p", "x y s e t r b l", ""),
  px: sides("p", "r l s e", ""),
  py: sides("p", "t b", ""),
  m: sides("m", "x y s e t r b l", ""),
  mx: sides("m", "r l s e", ""),
  my: sides("m", "t b", ""),
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  overflow: ["overflow-x", "overflow-y"],
  flex: ["basis", "grow", "shrink"],
  "line-clamp": ["display", "overflow"],
  "font-size": ["leading"],
  rounded: sides("rounded", "t r b l s e tl tr br bl ss se es ee"),
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-b": ["rounded-bl", "rounded-br"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "border-w": sides("border-w", "x y s e t r b l"),
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": sides("border-color", "x y s e t r b l"),
  "border-color-x": ["border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
};

/**
 * The conflict group of a utility (without variants): the first rule that matches, `$1` standing for its first
 * capture. Order matters: specific values before the catch-all of their prefix (`text-sm` before `text-ink-700`).
 */
const rules: [RegExp, string][] = [
  [/^(block|inline(-block|-flex|-grid)?|flex|grid|hidden|contents|table|flow-root)$/, "display"],
  [/^(static|fixed|absolute|relative|sticky)$/, "position"],
  [/^(truncate|text-ellipsis|text-clip)$/, "text-overflow"],
  [/^(underline|overline|line-through|no-underline)$/, "text-decoration"],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, "text-transform"],
  [/^(italic|not-italic)$/, "font-style"],
  [/^(antialiased|subpixel-antialiased)$/, "font-smoothing"],
  [/^(not-)?sr-only$/, "sr-only"],
  [/^(isolate|isolation-auto)$/, "isolation"],
  [/^border-(collapse|separate)$/, "border-collapse"],
  [/^list-(none|disc|decimal)$/, "list-style-type"],
  [/^transition(-[a-z]+)?$/, "transition"],
  [/^(grow|shrink)(-0)?$/, "$1"],
  // Arbitrary properties ([animation:fade-in_.2s]) conflict by property name.
  [/^\[([a-z-]+):/, "[$1]"],
  [/^text-(xs|sm|base|lg|\d?xl|\[[\d.]+(px|rem|em)\])(\/.+)?$/, "font-size"],
  [/^text-(left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-/, "text-color"],
  [/^font-(sans|serif|mono)$/, "font-family"],
  [/^font-/, "font-weight"],
  [/^bg-(none|linear|radial|conic|gradient-to|\[(url|linear-gradient|radial-gradient|conic-gradient)\()/, "bg-image"],
  [/^bg-(auto|cover|contain)$/, "bg-size"],
  [/^bg-(center|top|bottom|left|right)/, "bg-position"],
  [/^bg-(no-)?repeat/, "bg-repeat"],
  [/^bg-clip-/, "bg-clip"],
  [/^bg-/, "bg-color"],
  [/^border(-[xytrblse])?(-\d+|-\[[\d.]+px\])?$/, "border-w$1"],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, "border-style"],
  [/^border(-[xytrblse])?-/, "border-color$1"],
  [/^rounded(-(t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee))?(-|$)/, "rounded$1"],
  [/^divide-(x|y)(-\d+|-\[[\d.]+px\])?$/, "divide-$1"],
  [/^divide-(x|y)-reverse$/, "divide-$1-reverse"],
  [/^divide-(solid|dashed|dotted|double|none)$/, "divide-style"],
  [/^divide-/, "divide-color"],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/, "shadow"],
  [/^shadow-/, "shadow-color"],
  [/^ring(-\d+|-\[[\d.]+px\])?$/, "ring-w"],
  [/^ring-inset$/, "ring-inset"],
  [/^ring-offset-(\d+|\[[\d.]+px\])$/, "ring-offset-w"],
  [/^ring-offset-/, "ring-offset-color"],
  [/^ring-/, "ring-color"],
  [/^outline-(solid|dashed|dotted|double|none|hidden)$/, "outline-style"],
  [/^outline-offset-/, "outline-offset"],
  [/^outline(-\d+|-\[[\d.]+px\])?$/, "outline-w"],
  [/^stroke-(\d+|\[[\d.]+px\])$/, "stroke-w"],
  [/^(from|via|to)-.*%$/, "$1-position"],
  [/^(outline|fill|stroke|from|via|to|caret|accent|placeholder|decoration)-/, "$1"],
  [/^(backdrop-blur|blur)(-(none|xs|sm|md|lg|xl|2xl|3xl|\[.+\]))?$/, "$1"],
  [/^flex-(row|col)/, "flex-direction"],
  [/^flex-(wrap|nowrap)/, "flex-wrap"],
  [/^(col|row)-auto$/, "$1-span"],
  [
    /^(flex|grid-cols|grid-rows|(col|row)-(span|start|end)|justify-(items|self)|place-[a-z]+|gap(-[xy])?|inset(-[xy])?|overflow(-[xy])?|[pm][xyserblt]?|min-[wh]|max-[wh]|z|opacity|order|top|right|bottom|left|start|end|basis|cursor|whitespace|duration|ease|delay|w|h|size|leading|tracking|aspect|content|items|justify|self|object|scroll-[mp][xytrbl]?|rotate|scale|translate-[xy]|origin|pointer-events|select|resize|break|line-clamp|underline-offset|animate|will-change)-/,
    "$1",
  ],
];

/** The length of the variant prefix of a class ("md:hover:" of "md:hover:p-4"); colons in brackets do not count. */
export function variantLength(name: string): number {
  let depth = 0;
  let cut = 0;
  for (let index = 0; index < name.length; index += 1) {
    const char = name[index];
    if (char === "[") depth += 1;
    else if (char === "]") depth -= 1;
    else if (char === ":" && depth === 0) cut = index + 1;
  }
  return cut;
}

/** ["hover:md:", "p"] for "hover:md:p-4": the variants (colons inside brackets are not variants) and the group. */
function parse(name: string): [string, string | undefined] {
  const cut = variantLength(name);
  const important = name[cut] === "!" || name.endsWith("!");
  const utility = name.slice(cut).replace(/^!|!$/g, "").replace(/^-/, "");
  for (const [pattern, group] of rules) {
    const match = pattern.exec(utility);
    if (match) return [name.slice(0, cut) + (important ? "!" : ""), group.replace("$1", match[1] ?? "")];
  }
  return ["", undefined];
}
