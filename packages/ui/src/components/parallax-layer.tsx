// ParallaxLayer: a decorative background layer that moves with the scroll (never with reduced motion).
import type * as React from "react";
import { parallaxFactor, useParallax } from "../lib/motion.ts";
import { cn } from "../lib/cn.ts";

export type ParallaxLayerProps = Omit<React.ComponentProps<"div">, "ref"> & {
  /** How far the layer moves per pixel scrolled: hero -0.5, section -0.3, how-it-works -0.7, floating (index+1)*0.2. */
  factor?: number;
};

/**
 * A decorative background layer that moves with the scroll. Hidden from assistive technology, never holds content,
 * and does not move under prefers-reduced-motion. Place it inside a `relative` parent.
 */
export function ParallaxLayer({ factor = parallaxFactor.section, className, ...props }: ParallaxLayerProps) {
  const ref = useParallax<HTMLDivElement>(factor);
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-slot="parallax-layer"
      className={cn("pointer-events-none absolute inset-0 -z-10", className)}
      {...props}
    />
  );
}
