// The sticky site header: the logo, the actions and the phone menu's button before and after hydration. The desktop
// disclosure menu is site-header/desktop-nav.tsx; the phone menu's panel is mobile-nav.tsx (static-mobile-nav.tsx
// before hydration).
import * as React from "react";
import { Menu, Search } from "./ui-icons.tsx";
import { Link } from "react-router-dom";
import type { SiteTexts } from "@solvix/content/site-texts";
import { cn } from "../lib/cn.ts";
import type { MainMenu } from "../lib/menu.ts";
import { fillText } from "../lib/template.ts";
import { scrollToTopNow } from "../lib/use-scroll-to-top-navigate.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { Button } from "./button.tsx";
import { DesktopNav } from "./site-header/desktop-nav.tsx";
import { Logo } from "./logo.tsx";

/** The header's and phone menus' words (`siteTexts.header` of the content package). */
export type HeaderTexts = SiteTexts["header"];

export type SiteHeaderProps = React.ComponentProps<"header"> & {
  brandName: string;
  /** Home, About, Services, Roles, Industries, Resources, Careers, Contact: links and drop-down groups, in order. */
  menu: MainMenu;
  texts: HeaderTexts;
  /** Where the search entry leads. */
  searchHref?: string;
  /** The company's scheduling page (SITE_BOOKING_URL): "Book a call" beside the call to action, from 640 px up. */
  bookingUrl?: string;
};

/**
 * Sticky site header. Desktop: disclosure navigation (WAI-ARIA pattern: buttons with aria-expanded that show a
 * list of links, Escape closes and returns focus to the button, no menu roles). Small screens: a slide-in panel (a
 * native modal `<dialog>`: focus kept inside, Escape closes, focus returns to the menu button) with independently
 * collapsible groups.
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
          aria-label={fillText(texts.homeLink, { brand: brandName })}
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
