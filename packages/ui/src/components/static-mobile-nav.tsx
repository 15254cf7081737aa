// The phone menu of the prerendered header, for the moments before hydration and for visitors without JavaScript.
import { ChevronDown, Menu } from "./ui-icons.tsx";
import { cn } from "../lib/cn.ts";
import { buttonVariants } from "./button.tsx";
import type { MainMenu } from "../lib/menu.ts";
import type { HeaderTexts } from "./site-header.tsx";

const staticLinkClass =
  "flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-ink-800 hover:bg-ink-100";

/**
 * The phone menu before hydration or without JavaScript: a native disclosure that drops a list of every link
 * below the header, groups as nested disclosures. Once the header's code runs, the button and side panel replace it.
 */
export default function StaticMobileNav({
  menu,
  texts,
  searchHref,
}: {
  menu: MainMenu;
  texts: HeaderTexts;
  searchHref: string;
}) {
  return (
    <details data-slot="static-mobile-nav" className="lg:hidden">
      <summary
        aria-label={texts.openMenu}
        className={cn(
          buttonVariants({ variant: "ghost", size: "icon" }),
          "list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        <Menu aria-hidden="true" />
      </summary>
      <nav
        aria-label={texts.navLabel}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-ink-200 bg-white px-3 py-4 shadow-lg"
      >
        <ul className="flex flex-col gap-1">
          <li>
            <a href={searchHref} className={staticLinkClass}>
              {texts.searchLink}
            </a>
          </li>
          {menu.map((entry) =>
            "items" in entry ? (
              <li key={entry.label}>
                <details className="group/sub">
                  <summary
                    className={cn(
                      staticLinkClass,
                      "cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden",
                    )}
                  >
                    {entry.label}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 text-ink-500 transition-transform group-open/sub:rotate-180"
                    />
                  </summary>
                  <ul className="mt-1 mb-2 ml-3 flex flex-col border-l border-ink-200 pl-2">
                    {entry.href ? (
                      <li>
                        <a href={entry.href} className={cn(staticLinkClass, "text-sm font-semibold text-brand-700")}>
                          {entry.overviewLabel}
                        </a>
                      </li>
                    ) : null}
                    {entry.items.map((item) => (
                      <li key={item.href}>
                        <a href={item.href} className={cn(staticLinkClass, "text-sm font-normal text-ink-700")}>
                          {item.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={entry.href}>
                <a href={entry.href} className={staticLinkClass}>
                  {entry.label}
                </a>
              </li>
            ),
          )}
        </ul>
      </nav>
    </details>
  );
}
