// The desktop header navigation: top-level links and disclosure drop-downs (WAI-ARIA disclosure pattern), which work
// as hover/focus drop-downs with index links before hydration.
import * as React from "react";
import { ChevronDown } from "../ui-icons.tsx";
import { Link, NavLink } from "react-router-dom";
import type { MenuGroup } from "@solvix/content/navigation";
import { cn } from "../../lib/cn.ts";
import type { MainMenu } from "../../lib/menu.ts";
import { scrollToTopNow } from "../../lib/use-scroll-to-top-navigate.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex h-10 items-center rounded-md px-3 text-sm font-medium text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-900",
    isActive && "text-brand-700",
  );

/** The header's navigation from 1024 px up: top-level links and one disclosure per group, one open at a time. */
export function DesktopNav({ menu, label }: { menu: MainMenu; label: string }) {
  const [open, setOpen] = React.useState<string | null>(null);
  const navRef = React.useRef<HTMLElement>(null);

  React.useEffect(() => {
    if (open === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    <nav ref={navRef} aria-label={label} className="hidden lg:block">
      <ul className="flex items-center gap-0.5">
        {menu.map((entry) =>
          "items" in entry ? (
            <DisclosureItem
              key={entry.label}
              group={entry}
              expanded={open === entry.label}
              onExpandedChange={(next) => setOpen(next ? entry.label : null)}
            />
          ) : (
            <li key={entry.href}>
              <NavLink to={entry.href} end={entry.href === "/"} onClick={scrollToTopNow} className={topLinkClass}>
                {entry.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function DisclosureItem({
  group,
  expanded,
  onExpandedChange,
}: {
  group: MenuGroup;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}) {
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const panelId = React.useId();
  const wide = group.layout === "grid";

  const itemRef = React.useRef<HTMLLIElement>(null);
  const hydrated = useHydrated();
  const indexHref = group.indexHref ?? group.href;
  const labelClass =
    "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-900 aria-expanded:bg-ink-100 aria-expanded:text-ink-900";
  const chevron = (
    <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", expanded && "rotate-180")} />
  );

  // Escape closes the open drop-down and returns focus to its button; moving focus out of it closes it.
  React.useEffect(() => {
    const item = itemRef.current;
    if (!expanded || !item) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      onExpandedChange(false);
      buttonRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!item.contains(event.relatedTarget as Node | null)) onExpandedChange(false);
    };
    item.addEventListener("keydown", onKeyDown);
    item.addEventListener("focusout", onFocusOut);
    return () => {
      item.removeEventListener("keydown", onKeyDown);
      item.removeEventListener("focusout", onFocusOut);
    };
  }, [expanded, onExpandedChange]);

  return (
    <li ref={itemRef} className="group/item relative">
      {hydrated || !indexHref ? (
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => onExpandedChange(!expanded)}
          className={labelClass}
        >
          {group.label}
          {chevron}
        </button>
      ) : (
        <Link to={indexHref} className={labelClass}>
          {group.label}
          {chevron}
        </Link>
      )}
      <div
        id={panelId}
        hidden={hydrated ? !expanded : undefined}
        className={cn(
          "absolute top-full left-1/2 z-50 mt-2 -translate-x-1/2 rounded-xl border border-ink-200 bg-white p-2 shadow-lg",
          wide ? "w-[36rem]" : "w-72",
          // Before hydration: shown while the pointer or keyboard focus is in the item; `before:` bridges the gap.
          !hydrated &&
            "hidden group-focus-within/item:block group-hover/item:block before:absolute before:inset-x-0 before:-top-2 before:h-2",
        )}
      >
        <ul className={cn("grid gap-0.5", wide && "grid-cols-2")}>
          {group.items.map((item) => (
            <li key={item.href}>
              <Link
                to={item.href}
                onClick={(event) => {
                  onExpandedChange(false);
                  scrollToTopNow(event);
                }}
                className="block rounded-lg px-3 py-2 text-sm text-ink-700 transition-colors hover:bg-brand-50 hover:text-brand-800"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        {group.href ? (
          <Link
            to={group.href}
            onClick={(event) => {
              onExpandedChange(false);
              scrollToTopNow(event);
            }}
            className="mt-1 block rounded-lg border-t border-ink-100 px-3 pt-3 pb-2 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            {group.overviewLabel}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
