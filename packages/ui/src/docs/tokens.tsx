// Storybook documentation helpers: the design tokens read from styles.css (the one source), shown visually.
import tailwindTheme from "tailwindcss/theme.css?raw";
import { contrastRatio, readTokens, type Token } from "../lib/contrast.ts";
import { parallaxFactor, staggerSeconds } from "../lib/motion.ts";
import { SCROLL_TO_TOP_DELAY_MS } from "../lib/use-scroll-to-top-navigate.ts";
import stylesheet from "../styles.css?raw";

/** Every `--{prefix}-*` token of styles.css. */
function tokens(prefix: string): Token[] {
  return readTokens(stylesheet, prefix);
}

type ThemeToken = Token & { source: "styles.css" | "Tailwind default" };

/**
 * The theme the utilities are generated from: Tailwind's default theme with styles.css on top (styles.css does not
 * reset the defaults, so `rounded-3xl` or `shadow-xl` keep Tailwind's value unless styles.css sets its own).
 */
function themeTokens(prefix: string): ThemeToken[] {
  const ours = new Map(tokens(prefix).map((token) => [token.name, token.value]));
  const merged: ThemeToken[] = readTokens(tailwindTheme, prefix).map((token) => {
    const value = ours.get(token.name);
    return value === undefined
      ? { ...token, source: "Tailwind default" }
      : { name: token.name, value, source: "styles.css" };
  });
  const known = new Set(merged.map((token) => token.name));
  for (const [name, value] of ours) if (!known.has(name)) merged.push({ name, value, source: "styles.css" });
  return merged;
}

/** A single `--name: value;` declaration (no suffix), from styles.css, else Tailwind's default theme. */
function themeValue(name: string): string | undefined {
  const pattern = new RegExp(`--${name}:\\s*([^;]+);`);
  return (stylesheet.match(pattern) ?? tailwindTheme.match(pattern))?.[1]?.trim();
}

/**
 * The site's face, as styles.css declares it (`--font-sans`, what `body` is set in). Storybook's docs pages use their own
 * font, and a theme variable no utility uses is left out of the compiled stylesheet: specimens set the declared values
 * themselves, so they follow the tokens whatever the typeface becomes.
 */
export const siteFontFamily = themeValue("font-sans") ?? "sans-serif";

const WHITE = "#ffffff";
const INK = tokens("color-ink").find((token) => token.name === "color-ink-900")?.value ?? "#111827";

/** The header row of a token table. */
function HeaderRow({ names }: { names: string[] }) {
  return (
    <thead>
      <tr className="border-b border-ink-200">
        {names.map((name) => (
          <th key={name} scope="col" className="py-2 pr-4">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Rating({ ratio }: { ratio: number }) {
  const label = ratio >= 7 ? "AAA" : ratio >= 4.5 ? "AA" : ratio >= 3 ? "AA large" : "decorative";
  return (
    <span className="tabular-nums">
      {ratio.toFixed(2)} <span className="text-ink-600">{label}</span>
    </span>
  );
}

/** Colour swatches of one palette with their contrast against white and against ink-900 text. */
export function ColorPalette({ palette }: { palette: string }) {
  const swatches = tokens(`color-${palette}`);
  return (
    <table className="my-4 w-full border-collapse text-left text-sm">
      <caption className="sr-only">{palette} palette and contrast ratios</caption>
      <HeaderRow names={["Token", "Swatch", "Value", "vs white", "vs ink-900 text"]} />
      <tbody>
        {swatches.map((token) => (
          <tr key={token.name} className="border-b border-ink-100">
            <th scope="row" className="py-2 pr-4 font-mono font-normal">
              {token.name}
            </th>
            <td className="py-2 pr-4">
              <span className="block h-8 w-16 rounded-md ring-1 ring-black/10" style={{ background: token.value }} />
            </td>
            <td className="py-2 pr-4 font-mono">{token.value}</td>
            <td className="py-2 pr-4">
              <Rating ratio={contrastRatio(token.value, WHITE)} />
            </td>
            <td className="py-2">
              <Rating ratio={contrastRatio(token.value, INK)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TypeScale() {
  return (
    <div className="my-4 flex flex-col gap-4">
      <p className="text-sm text-ink-600">
        Specimens in <code>--font-sans: {siteFontFamily}</code>.
      </p>
      {tokens("text").map((token) => (
        <div key={token.name} className="flex items-baseline gap-6 border-b border-ink-100 pb-3">
          <code className="w-44 shrink-0 text-xs text-ink-600">
            {token.name}: {token.value} / {themeValue(`${token.name}--line-height`)}
          </code>
          <span
            data-slot="type-specimen"
            style={{
              fontFamily: siteFontFamily,
              fontSize: token.value,
              lineHeight: themeValue(`${token.name}--line-height`),
            }}
            className="font-semibold text-ink-900"
          >
            Talent and Technology
          </span>
        </div>
      ))}
    </div>
  );
}

/** Tailwind's spacing utilities are multiples of one token, `--spacing`: the steps the site's layouts use. */
const spacingSteps = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24];

export function SpacingScale() {
  const base = themeValue("spacing") ?? "0.25rem";
  const rem = Number.parseFloat(base);
  return (
    <div className="my-4 flex flex-col gap-2">
      <p className="text-sm text-ink-600">
        <code>--spacing: {base}</code>; a step <em>n</em> (<code>p-n</code>, <code>gap-n</code>, <code>mt-n</code>) is{" "}
        <em>n</em> × {base}.
      </p>
      {spacingSteps.map((step) => (
        <div key={step} className="flex items-center gap-4">
          <code className="w-40 text-xs text-ink-600">
            {step} = {+(step * rem).toFixed(3)}rem ({step * rem * 16}px)
          </code>
          <span className="h-4 rounded-sm bg-brand-500" style={{ width: `calc(var(--spacing) * ${step})` }} />
        </div>
      ))}
    </div>
  );
}

function Source({ token }: { token: ThemeToken }) {
  return <span className="text-ink-500">{token.source}</span>;
}

export function RadiusScale() {
  const radii: ThemeToken[] = [
    ...themeTokens("radius"),
    { name: "radius-full", value: "calc(infinity * 1px)", source: "Tailwind default" },
  ];
  return (
    <div className="my-4 flex flex-wrap gap-6">
      {radii.map((token) => (
        <figure key={token.name} className="flex w-32 flex-col items-center gap-2">
          <span className="size-20 border-2 border-brand-600 bg-brand-50" style={{ borderRadius: token.value }} />
          <figcaption className="text-center text-xs text-ink-600">
            <code>rounded-{token.name.slice("radius-".length)}</code>
            <br />
            {token.value}
            <br />
            <Source token={token} />
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

export function ShadowScale() {
  return (
    <div className="my-4 grid gap-8 bg-ink-50 p-6 sm:grid-cols-2">
      {themeTokens("shadow").map((token) => (
        <figure key={token.name} className="flex items-center gap-4">
          <span className="size-20 shrink-0 rounded-xl bg-white" style={{ boxShadow: token.value }} />
          <figcaption className="text-xs text-ink-600">
            <code>shadow-{token.name.slice("shadow-".length)}</code>
            <br />
            <code className="break-all">{token.value}</code>
            <br />
            <Source token={token} />
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Motion values from lib/motion.ts and the animation tokens of styles.css. */
export function MotionTable() {
  const rows: [string, string][] = [
    ...Object.entries(staggerSeconds).map(([kind, seconds]): [string, string] => [
      `fade-in stagger: ${kind}`,
      `${seconds} s per card`,
    ]),
    ...Object.entries(parallaxFactor).map(([layer, factor]): [string, string] => [
      `parallax: ${layer}`,
      typeof factor === "number"
        ? `${factor} × scroll`
        : `${[0, 1, 2].map((index) => +factor(index).toFixed(2)).join(", ")} … × scroll (shapes 1, 2, 3 …)`,
    ]),
    ["scroll to top after a button navigation", `${SCROLL_TO_TOP_DELAY_MS} ms, smooth`],
    ...tokens("animate").map((token): [string, string] => [
      `animate-${token.name.slice("animate-".length)}`,
      token.value,
    ]),
  ];
  return (
    <table className="my-4 w-full border-collapse text-left text-sm">
      <HeaderRow names={["Effect", "Value"]} />
      <tbody>
        {rows.map(([effect, value]) => (
          <tr key={effect} className="border-b border-ink-100">
            <th scope="row" className="py-2 pr-4 font-normal">
              {effect}
            </th>
            <td className="py-2 font-mono">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
