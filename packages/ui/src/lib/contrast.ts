/** WCAG 2 colour contrast, for the design-token documentation and its test. */

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Expected a #rrggbb colour, got "${hex}"`);
  const value = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((value >> 16) & 255) + 0.7152 * channel((value >> 8) & 255) + 0.0722 * channel(value & 255);
}

/** Contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export type Token = { name: string; value: string };

/** Every `--{prefix}-*` declaration of a stylesheet's @theme block, in order (sub-properties like `--text-xs--line-height` excluded). */
export function readTokens(stylesheet: string, prefix: string): Token[] {
  const pattern = new RegExp(`--(${prefix}-[a-z0-9-]+):\\s*([^;]+);`, "g");
  return [...stylesheet.matchAll(pattern)]
    .filter((match) => !match[1]?.includes("--"))
    .map((match) => ({ name: match[1] ?? "", value: (match[2] ?? "").trim() }));
}
