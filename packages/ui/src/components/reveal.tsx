// Reveal: a fade-in on scroll with a staggered delay, an enhancement only (content is visible without it).
import type * as React from "react";
import { Slot } from "../lib/slot.tsx";
import { staggerSeconds, useReveal, type StaggerKind } from "../lib/motion.ts";

export type RevealProps = React.ComponentProps<"div"> & {
  /** Position in its grid; the delay is index × the stagger of `kind` (specification section 9). */
  index?: number;
  kind?: StaggerKind;
  asChild?: boolean;
};

/**
 * Fades its child in when it scrolls into view, with a staggered delay. Enhancement only: visible in the
 * server HTML and without JavaScript, never hidden when already on screen, inert under reduced motion.
 */
export function Reveal({ index = 0, kind = "industry", asChild = false, ...props }: RevealProps) {
  const ref = useReveal<HTMLDivElement>(index * staggerSeconds[kind]);
  const Comp = asChild ? Slot : "div";
  return <Comp ref={ref} data-slot="reveal" {...props} />;
}
