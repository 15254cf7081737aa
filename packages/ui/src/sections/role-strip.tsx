// RoleStrip: the auto-scrolling strip of roles (paused on hover, focus and reduced motion).
import * as React from "react";
import { Pause, Play } from "../components/ui-icons.tsx";
import { Link } from "react-router-dom";
import type { LandingCardLink } from "@solvix/content/landing";
import { IconTile } from "../components/icon-tile.tsx";
import { cn } from "../lib/cn.ts";
import { scrollToTopNow } from "../lib/use-scroll-to-top-navigate.ts";

/** One full loop of the strip, in seconds (specification section 9). */
export const ROLE_STRIP_LOOP_SECONDS = 25;

export type RoleStripProps = Omit<React.ComponentProps<"div">, "children"> & {
  items: readonly LandingCardLink[];
  /** Accessible name of the strip (the site gives the section's title). */
  label: string;
  /** The pause toggle's text (`siteTexts.roleStrip.pause` of the content package). */
  pauseLabel: string;
  /** Start paused (stories, tests). */
  defaultPaused?: boolean;
};

/**
 * A horizontally auto-scrolling strip of role-category cards. The cards are rendered twice so the loop is
 * seamless; the copy is inert and hidden from assistive technology. The strip pauses on hover and while focus is
 * inside it, has a visible pause/play toggle (aria-pressed), and does not move under reduced motion.
 */
export function RoleStrip({ items, label, pauseLabel, defaultPaused = false, className, ...props }: RoleStripProps) {
  const [paused, setPaused] = React.useState(defaultPaused);
  return (
    <div data-slot="role-strip" className={cn("flex flex-col gap-4", className)} {...props}>
      <div className="flex justify-end">
        <button
          type="button"
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
          className="inline-flex h-9 items-center gap-2 rounded-full border border-ink-300 bg-white px-4 text-sm font-medium text-ink-800 shadow-xs hover:bg-ink-50 aria-pressed:border-brand-300 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 motion-reduce:hidden"
        >
          {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          {pauseLabel}
        </button>
      </div>
      <section
        aria-label={label}
        className="group relative overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_4%,black_96%,transparent)] motion-reduce:overflow-x-auto motion-reduce:[mask-image:none]"
      >
        <div
          data-paused={paused || undefined}
          style={{ "--marquee-duration": `${ROLE_STRIP_LOOP_SECONDS}s` } as React.CSSProperties}
          className="flex w-max group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] data-[paused]:[animation-play-state:paused] motion-safe:animate-marquee"
        >
          <RoleStripCards items={items} />
          <RoleStripCards items={items} duplicate />
        </div>
      </section>
    </div>
  );
}

function RoleStripCards({ items, duplicate = false }: { items: readonly LandingCardLink[]; duplicate?: boolean }) {
  return (
    <ul
      className={cn("flex shrink-0 gap-5 pr-5", duplicate && "motion-reduce:hidden")}
      aria-hidden={duplicate || undefined}
      inert={duplicate}
    >
      {items.map((item) => (
        <li key={item.id} className="w-72 shrink-0">
          <Link
            to={item.href}
            onClick={scrollToTopNow}
            className="flex h-full flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-5 shadow-xs transition-shadow hover:border-brand-300 hover:shadow-md"
          >
            <IconTile icon={item.icon} color={item.color} size="sm" />
            <span className="text-base font-semibold text-ink-900">{item.title}</span>
            <span className="line-clamp-3 text-sm text-ink-600">{item.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
