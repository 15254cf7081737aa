// Storybook documentation helpers: the design tokens read from styles.css (the one source), shown visually.
import { contrastRatio, readTokens, type Token } from "../lib/contrast.ts";
import stylesheet from "../styles.css?raw";

/** Every `--{prefix}-*` token of styles.css. */
function tokens(prefix: string): Token[] {
  return readTokens(stylesheet, prefix);
}

const WHITE = "#ffffff";
const INK = tokens("color-ink").find((token) => token.name === "color-ink-900")?.value ?? "#111827";

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
      <thead>
        <tr className="border-b border-ink-200">
          <th scope="col" className="py-2 pr-4">
            Token
          </th>
          <th scope="col" className="py-2 pr-4">
            Swatch
          </th>
          <th scope="col" className="py-2 pr-4">
            Value
          </th>
          <th scope="col" className="py-2 pr-4">
            vs white
          </th>
          <th scope="col" className="py-2">
            vs ink-900 text
          </th>
        </tr>
      </thead>
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
      {tokens("text").map((token) => (
        <div key={token.name} className="flex items-baseline gap-6 border-b border-ink-100 pb-3">
          <code className="w-28 shrink-0 text-xs text-ink-600">{token.name}</code>
          <span
            style={{ fontSize: `var(--${token.name})`, lineHeight: `var(--${token.name}--line-height)` }}
            className="font-semibold text-ink-900"
          >
            Talent and Technology ({token.value})
          </span>
        </div>
      ))}
    </div>
  );
}

const spacing = [1, 2, 3, 4, 6, 8, 12, 16, 24];

export function SpacingScale() {
  return (
    <div className="my-4 flex flex-col gap-2">
      {spacing.map((step) => (
        <div key={step} className="flex items-center gap-4">
          <code className="w-24 text-xs text-ink-600">
            {step} = {step * 0.25}rem
          </code>
          <span className="h-4 rounded-sm bg-brand-500" style={{ width: `${step * 0.25}rem` }} />
        </div>
      ))}
    </div>
  );
}

export function RadiusScale() {
  return (
    <div className="my-4 flex flex-wrap gap-6">
      {tokens("radius").map((token) => (
        <figure key={token.name} className="flex flex-col items-center gap-2">
          <span className="size-20 border-2 border-brand-600 bg-brand-50" style={{ borderRadius: token.value }} />
          <figcaption className="text-xs text-ink-600">
            {token.name} ({token.value})
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

export function ShadowScale() {
  return (
    <div className="my-4 flex flex-wrap gap-8 bg-ink-50 p-6">
      {tokens("shadow").map((token) => (
        <figure key={token.name} className="flex flex-col items-center gap-3">
          <span className="size-24 rounded-xl bg-white" style={{ boxShadow: token.value }} />
          <figcaption className="text-xs text-ink-600">{token.name}</figcaption>
        </figure>
      ))}
    </div>
  );
}
