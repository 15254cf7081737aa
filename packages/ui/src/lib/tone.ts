// The gradient of an icon tile for each colour token of the content.
import type { ColorToken } from "@solvix/content/icons";

/** The gradient of an icon tile for each colour token of the content (white icons sit on the 500-600 shades). */
export const toneGradient = {
  blue: "from-blue-500 to-blue-700",
  indigo: "from-indigo-500 to-indigo-700",
  violet: "from-violet-500 to-violet-700",
  purple: "from-purple-500 to-purple-700",
  fuchsia: "from-fuchsia-500 to-fuchsia-700",
  pink: "from-pink-500 to-pink-700",
  rose: "from-rose-500 to-rose-700",
  red: "from-red-500 to-red-700",
  orange: "from-orange-500 to-orange-700",
  amber: "from-amber-500 to-amber-700",
  lime: "from-lime-600 to-lime-800",
  green: "from-green-500 to-green-700",
  emerald: "from-emerald-500 to-emerald-700",
  teal: "from-teal-500 to-teal-700",
  cyan: "from-cyan-500 to-cyan-700",
  sky: "from-sky-500 to-sky-700",
  slate: "from-slate-500 to-slate-700",
} as const satisfies Record<ColorToken, string>;

export function toneClass(color: ColorToken | undefined): string {
  return toneGradient[color ?? "blue"];
}
