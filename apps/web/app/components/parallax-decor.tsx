// ParallaxDecor: a decorative blurred shape behind a section that drifts with the scroll.
import { cn } from "@solvix/ui/lib/cn";
import { parallaxFactor, useParallax } from "@solvix/ui/lib/motion";

/**
 * A decorative blurred shape behind a section that drifts with the scroll (parallax factors of section 9: sections
 * -0.3, the how-it-works band -0.7). Hidden from assistive technology; still under prefers-reduced-motion.
 */
export function ParallaxDecor({ factor, className }: { factor: "section" | "howItWorks"; className?: string }) {
  const ref = useParallax<HTMLDivElement>(parallaxFactor[factor]);
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div ref={ref} className={cn("absolute size-[28rem] rounded-full bg-brand-200/40 blur-3xl", className)} />
    </div>
  );
}
