// The index pages' hero illustration (industries, sectors, roles, the calculator): the design system's pieces around
// one tile in the page's colour and icon. The landing pages draw their own field (field-art.tsx).
import type { ColorToken, IconName } from "@solvix/content/icons";
import { Icon } from "../components/icon.tsx";
import { ArtFrame, Card, Check, DashedLinks, Line, Person } from "./art-parts.tsx";

/** Fill classes per colour token, written out so Tailwind generates them (500 for the tile, 300 for its halo). */
export const fills = {
  blue: ["fill-blue-500", "fill-blue-300"],
  indigo: ["fill-indigo-500", "fill-indigo-300"],
  violet: ["fill-violet-500", "fill-violet-300"],
  purple: ["fill-purple-500", "fill-purple-300"],
  fuchsia: ["fill-fuchsia-500", "fill-fuchsia-300"],
  pink: ["fill-pink-500", "fill-pink-300"],
  rose: ["fill-rose-500", "fill-rose-300"],
  red: ["fill-red-500", "fill-red-300"],
  orange: ["fill-orange-500", "fill-orange-300"],
  amber: ["fill-amber-500", "fill-amber-300"],
  lime: ["fill-lime-600", "fill-lime-300"],
  green: ["fill-green-500", "fill-green-300"],
  emerald: ["fill-emerald-500", "fill-emerald-300"],
  teal: ["fill-teal-500", "fill-teal-300"],
  cyan: ["fill-cyan-500", "fill-cyan-300"],
  sky: ["fill-sky-500", "fill-sky-300"],
  slate: ["fill-slate-500", "fill-slate-300"],
} as const satisfies Record<ColorToken, readonly [string, string]>;

const team = [
  { x: 70, y: 92, tone: "#1edfbf" },
  { x: 52, y: 196, tone: "#6090fa" },
  { x: 96, y: 290, tone: "#fbbf24" },
] as const;

/**
 * The sector's icon on a large tile in its colour, the remote team that serves it on the left and a progress card on
 * the right. The icon's glyph comes from the page's icon data like every other icon.
 */
export function SectorArt({ color, icon, className }: { color: ColorToken; icon: IconName; className?: string }) {
  const [tile, halo] = fills[color];
  return (
    <ArtFrame className={className}>
      <circle cx={240} cy={180} r={128} className={halo} fillOpacity="0.14" />
      <circle cx={240} cy={180} r={92} fill="none" stroke="#fff" strokeOpacity="0.14" strokeDasharray="3 7" />
      <DashedLinks>
        {team.map((person) => (
          <path key={person.y} d={`M${person.x + 22} ${person.y}Q150 ${person.y} 190 180`} />
        ))}
      </DashedLinks>
      <g transform="translate(180 120)">
        <rect width={120} height={120} rx={28} className={tile} />
        <rect width={120} height={120} rx={28} fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="2" />
        <g transform="translate(26 26) scale(3.4)" className="text-white">
          <Icon name={icon} />
        </g>
      </g>
      {team.map((person) => (
        <Person key={person.y} x={person.x} y={person.y} tone={person.tone} />
      ))}
      <g className="motion-ok:animate-art-float">
        <Card x={326} y={60} w={132} h={92}>
          <Line x={16} y={16} w={60} fill="#9aa4b5" />
          <g transform="translate(16 34)">
            {[52, 80, 36].map((value, index) => (
              <rect
                key={index}
                y={index * 16}
                width={value}
                height={9}
                rx={4.5}
                className={index === 1 ? tile : undefined}
                fill={index === 1 ? undefined : "#dfe3ea"}
              />
            ))}
          </g>
        </Card>
      </g>
      <Card x={318} y={236} w={140} h={60}>
        <Check x={24} y={30} />
        <Line x={42} y={22} w={78} fill="#9aa4b5" />
        <Line x={42} y={35} w={54} />
      </Card>
    </ArtFrame>
  );
}
