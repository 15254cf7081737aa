// Shared pieces of the hero illustrations: the frame (fixed aspect, hidden from assistive technology) and small figures.
import type * as React from "react";
import { cn } from "../lib/cn.ts";

/**
 * The frame of every hero illustration: a 4:3 SVG whose box is fixed by CSS before anything draws (no layout shift),
 * decorative (aria-hidden, not focusable). In a hero it sits beside the text from 1024 px (absolute: it never changes
 * the hero's height, and the text never waits for it). Motion inside uses `motion-ok:` classes only, so it is still
 * under prefers-reduced-motion, and the `--animate-art-*` tokens only (styles.css), which play once for 5 s.
 */
export function ArtFrame({ className, children, ...props }: React.ComponentProps<"svg">) {
  return (
    <svg
      data-slot="hero-art"
      viewBox="0 0 480 360"
      aria-hidden="true"
      focusable="false"
      className={cn(
        "pointer-events-none absolute top-1/2 right-4 hidden aspect-[4/3] w-[22rem] -translate-y-1/2 select-none lg:block xl:right-8 xl:w-[27rem]",
        className,
      )}
      {...props}
    >
      {children}
    </svg>
  );
}

/** A person: head and shoulders in a circle. */
export function Person({
  x,
  y,
  r = 22,
  tone = "#6090fa",
  skin = "#f6d3b3",
}: {
  x: number;
  y: number;
  r?: number;
  tone?: string;
  skin?: string;
}) {
  // Coordinates to a hundredth of a unit: floating-point products (4.760000000000001) are bytes in every page.
  const at = (share: number) => Math.round(r * share * 100) / 100;
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r={r} fill="#fff" fillOpacity="0.12" stroke="#fff" strokeOpacity="0.35" />
      <circle cy={-at(0.22)} r={at(0.34)} fill={skin} />
      <path d={`M${-at(0.62)} ${at(0.72)}a${at(0.62)} ${at(0.55)} 0 0 1 ${at(1.24)} 0`} fill={tone} />
    </g>
  );
}

/** A short label in a pill (a country code, a status). */
export function Pill({
  x,
  y,
  text,
  fill = "#fff",
  color = "#172054",
  w = 34,
}: {
  x: number;
  y: number;
  text: string;
  fill?: string;
  color?: string;
  w?: number;
}) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x={-w / 2} y={-10} width={w} height={20} rx={10} fill={fill} />
      <text y={4} textAnchor="middle" fontSize="11" fontWeight="700" fill={color} fontFamily="inherit">
        {text}
      </text>
    </g>
  );
}

/** A white card with a soft edge. */
export function Card({
  x,
  y,
  w,
  h,
  children,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  children?: React.ReactNode;
}) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={w} height={h} rx={14} fill="#fff" />
      {children}
    </g>
  );
}

/** A grey text line placeholder inside a card. */
export function Line({ x, y, w, fill = "#dfe3ea" }: { x: number; y: number; w: number; fill?: string }) {
  return <rect x={x} y={y} width={w} height={7} rx={3.5} fill={fill} />;
}

/** A round check mark badge. */
export function Check({ x, y, fill = "#06c3a6" }: { x: number; y: number; fill?: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r={9} fill={fill} />
      <path d="m-4 0 3 3 5-6" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  );
}

/** The dashed links between figures, drifting once (5 s) when motion is allowed. */
export function DashedLinks({ children }: { children: React.ReactNode }) {
  return (
    <g
      fill="none"
      stroke="#52f4d4"
      strokeOpacity="0.55"
      strokeWidth="1.5"
      strokeDasharray="5 6"
      className="motion-ok:animate-art-dash"
    >
      {children}
    </g>
  );
}
