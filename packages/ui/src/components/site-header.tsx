// The sticky site header: the desktop disclosure menu, and the phone menu before and after hydration.
import * as React from "react";
import { ChevronDown, Menu, Search } from "./ui-icons.tsx";
import { Link, NavLink } from "react-router-dom";
import type { MenuGroup } from "@solvix/content/navigation";
import type { SiteTexts } from "@solvix/content/site-texts";
import { cn } from "../lib/cn.ts";
import type { MainMenu } from "../lib/menu.ts";
import { scrollToTopNow } from "../lib/use-scroll-to-top-navigate.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { Button } from "./button.tsx";
import { Logo } from "./logo.tsx";

/** The header's and phone menus' words (`siteTexts.header` of the content package). */
export type HeaderTexts = SiteTexts["header"];

export type SiteHeaderProps = React.ComponentProps<"header"> & {
  brandName: string;
  /** Home, About, Services, Roles, Industries, Resources, Contact: links and drop-down groups, in order. */
  menu: MainMenu;
  texts: HeaderTexts;
  /** Where the search entry leads. */
  searchHref?: string;
  /** The company's scheduling page (SITE_BOOKING_URL): "Book a call" beside the call to action, from 640 px up. */
  bookingUrl?: string;
};

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex h-10 items-center rounded-md px-3 text-sm font-medium text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-900",
    isActive && "text-brand-700",
  );

/**
 * Sticky site header. Desktop: disclosure navigation (WAI-ARIA pattern: buttons with aria-expanded that show a
 * list of links, Escape closes and returns focus to the button, no menu roles). Small screens: a slide-in panel
 * (Radix Dialog, focus trapped, Escape closes, focus returns to the menu button) with independently collapsible groups.
 * Until its code runs (or without JavaScript) the header works on its own: group labels are links to their index
 * pages and their drop-downs open on hover and keyboard focus (CSS); the menu button is a `<details>` disclosure.
 */
export function SiteHeader({
  brandName,
  menu,
  texts,
  searchHref = "/search",
  bookingUrl,
  className,
  ...props
}: SiteHeaderProps) {
  return (
    <header
      data-slot="site-header"
      className={cn(
        "sticky top-0 z-40 border-b border-ink-200/80 bg-white/90 backdrop-blur-md supports-[backdrop-filter]:bg-white/80",
        className,
      )}
      {...props}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          onClick={scrollToTopNow}
          className="rounded-md"
          // A plain replace, not lib/template.ts: the header is in every page's first load, that module in none.
          aria-label={texts.homeLink.replace("{brand}", brandName)}
        >
          {/* Below 360 px (the 320 px reflow width) the wordmark gives way, so the action and the menu stay on screen;
              the link keeps its name. */}
          <Logo brandName={brandName} className="max-[360px]:*:last:sr-only" />
        </Link>
        <DesktopNav menu={menu} label={texts.navLabel} />
        <div className="flex items-center gap-1">
          <Button asChild variant="ghost" size="icon">
            <Link to={searchHref} onClick={scrollToTopNow} aria-label={texts.search}>
              <Search />
            </Link>
          </Button>
          {/* The call to action at every width: on a phone beside the menu button, one tap from any page. */}
          {bookingUrl ? (
            <Button asChild variant="outline" size="sm" className="ml-1 hidden sm:inline-flex">
              <a href={bookingUrl}>{texts.booking}</a>
            </Button>
          ) : null}
          <Button asChild size="sm" className="mx-1" data-slot="header-action">
            <Link to={texts.action.href} onClick={scrollToTopNow}>
              {texts.action.label}
            </Link>
          </Button>
          <MobileNav brandName={brandName} menu={menu} texts={texts} searchHref={searchHref} />
        </div>
      </div>
    </header>
  );
}

function DesktopNav({ menu, label }: { menu: MainMenu; label: string }) {
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

const StaticMobileNav = React.lazy(() => import("./static-mobile-nav.tsx"));
const loadMobileNav = () => import("./mobile-nav.tsx");
const MobileNavPanel = React.lazy(() => loadMobileNav().then((module) => ({ default: module.MobileNavPanel })));

/** The menu button; the panel itself is loaded on first use (hover or focus of the button starts the download). */
function MobileNav({
  brandName,
  menu,
  texts,
  searchHref,
}: {
  brandName: string;
  menu: MainMenu;
  texts: HeaderTexts;
  searchHref: string;
}) {
  const [open, setOpen] = React.useState(false);
  const [used, setUsed] = React.useState(false);
  const trigger = React.useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      // Its own chunk: the prerendered HTML carries it, and hydration keeps that HTML without its code.
      <React.Suspense fallback={null}>
        <StaticMobileNav menu={menu} texts={texts} searchHref={searchHref} />
      </React.Suspense>
    );
  }
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={texts.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMobileNav()}
        onFocus={() => void loadMobileNav()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu />
      </Button>
      {used ? (
        <React.Suspense fallback={null}>
          <MobileNavPanel
            brandName={brandName}
            menu={menu}
            texts={texts}
            searchHref={searchHref}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={trigger}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}
