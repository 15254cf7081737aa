// The landing pages' hero illustrations, drawn from the page's own data (its colour, its icon and the icons of its own
// cards): an industry page shows its field's work as a board, a sector page its benefits around its icon.
import type { ColorToken, IconName } from "@solvix/content/icons";
import { Icon } from "../components/icon.tsx";
import { IconTile } from "../components/icon-tile.tsx";
import { ArtFrame, DashedLinks, Line } from "./art-parts.tsx";
import { fills } from "./sector-art.tsx";

export type FieldArtProps = {
  color: ColorToken;
  /** The page's own icon (its card's). */
  icon: IconName;
  /** The icons of the page's own cards, in order: an industry board draws six, a sector orbit four. */
  icons: readonly IconName[];
  className?: string;
};

/** The field's tile: its icon in white on its colour. `size` is the tile's side; the icon takes 52% of it. */
function FieldTile({
  x,
  y,
  size,
  color,
  icon,
}: {
  x: number;
  y: number;
  size: number;
  color: ColorToken;
  icon: IconName;
}) {
  const scale = Math.round(((size * 0.52) / 20) * 100) / 100;
  const inset = Math.round(size * 0.24 * 100) / 100;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={size} height={size} rx={size / 4} className={fills[color][0]} />
      <rect width={size} height={size} rx={size / 4} fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="2" />
      <g transform={`translate(${inset} ${inset}) scale(${scale})`} className="text-white">
        <Icon name={icon} />
      </g>
    </g>
  );
}

/** Six cells of the board, three by two. */
const cells = [0, 1, 2, 3, 4, 5].map((index) => ({ x: 40 + (index % 3) * 138, y: 170 + Math.floor(index / 3) * 84 }));

/**
 * An industry page: its field's board. The field's tile and title lines on top, below it the six kinds of work the
 * page's own cards name (their icons, in the field's colour), each a cell of the board; nobody drawn, no figure.
 */
export function IndustryArt({ color, icon, icons, className }: FieldArtProps) {
  const [tile, halo] = fills[color];
  return (
    <ArtFrame className={className}>
      <rect
        x={20}
        y={20}
        width={440}
        height={326}
        rx={28}
        fill="#fff"
        fillOpacity="0.06"
        stroke="#fff"
        strokeOpacity="0.14"
      />
      <FieldTile x={40} y={44} size={104} color={color} icon={icon} />
      <Line x={168} y={66} w={180} fill="#fff" />
      <Line x={168} y={86} w={232} fill="#9aa4b5" />
      <Line x={168} y={106} w={150} fill="#9aa4b5" />
      <DashedLinks>
        <path d="M92 148v10H440" />
      </DashedLinks>
      {icons.slice(0, cells.length).map((name, index) => {
        const cell = cells[index]!;
        return (
          <g key={name} transform={`translate(${cell.x} ${cell.y})`}>
            <rect width={124} height={72} rx={16} fill="#fff" fillOpacity="0.1" stroke="#fff" strokeOpacity="0.18" />
            <circle cx={30} cy={36} r={18} className={index % 2 ? halo : tile} fillOpacity={index % 2 ? 0.35 : 1} />
            <g transform="translate(20 26)" className="text-white">
              <Icon name={name} />
            </g>
            <Line x={58} y={26} w={48} fill="#fff" />
            <Line x={58} y={40} w={34} fill="#9aa4b5" />
          </g>
        );
      })}
    </ArtFrame>
  );
}

/** Where a sector's four benefits sit on the orbit around its tile. */
const orbit = [
  { x: 108, y: 96 },
  { x: 372, y: 96 },
  { x: 108, y: 264 },
  { x: 372, y: 264 },
] as const;

/**
 * A sector page: its tile at the centre, the four benefits of its own page (their icons) on an orbit around it, each
 * joined to it; nobody drawn, no figure.
 */
export function SectorOrbitArt({ color, icon, icons, className }: FieldArtProps) {
  const halo = fills[color][1];
  return (
    <ArtFrame className={className}>
      <ellipse
        cx={240}
        cy={180}
        rx={168}
        ry={118}
        fill="none"
        stroke="#fff"
        strokeOpacity="0.16"
        strokeDasharray="3 7"
      />
      <circle cx={240} cy={180} r={96} className={halo} fillOpacity="0.14" />
      <DashedLinks>
        {orbit.slice(0, icons.length).map((at) => (
          <path key={`${at.x} ${at.y}`} d={`M${at.x} ${at.y}Q240 ${at.y} 240 180`} />
        ))}
      </DashedLinks>
      <FieldTile x={184} y={124} size={112} color={color} icon={icon} />
      {icons.slice(0, orbit.length).map((name, index) => {
        const at = orbit[index]!;
        return (
          <g key={name} transform={`translate(${at.x} ${at.y})`}>
            <circle r={34} fill="#172054" stroke="#fff" strokeOpacity="0.3" />
            <circle r={34} className={halo} fillOpacity="0.2" />
            <g transform="translate(-14 -14) scale(1.4)" className="text-white">
              <Icon name={name} />
            </g>
          </g>
        );
      })}
    </ArtFrame>
  );
}

/**
 * Below 1024 px, where the hero art is left out: the same icons in a row under the hero's button, an industry page's
 * as tiles in its colour, a sector page's as rings. Decorative and small, so the heading stays the largest paint.
 */
export function FieldIconRow({
  family,
  color,
  icons,
}: Omit<FieldArtProps, "icon" | "className"> & { family: "industry" | "sector" }) {
  return (
    <div data-slot="hero-icons" aria-hidden="true" className="flex gap-2 lg:hidden">
      {icons.map((name) =>
        family === "industry" ? (
          <IconTile key={name} icon={name} color={color} size="sm" />
        ) : (
          <span
            key={name}
            className="inline-flex size-10 items-center justify-center rounded-full text-white ring-1 ring-white/30"
          >
            <Icon name={name} />
          </span>
        ),
      )}
    </div>
  );
}
