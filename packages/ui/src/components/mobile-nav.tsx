// The small-screen navigation panel (a native modal <dialog>) that the header's menu button opens.
import * as React from "react";
import { ChevronDown, Search, X } from "./ui-icons.tsx";
import { Link, NavLink } from "react-router-dom";
import type { MenuGroup } from "@solvix/content/navigation";
import { cn } from "../lib/cn.ts";
import { isModifiedClick, scrollToTopNow } from "../lib/use-scroll-to-top-navigate.ts";
import { Button } from "./button.tsx";
import { Logo } from "./logo.tsx";
import type { MainMenu } from "../lib/menu.ts";
import type { HeaderTexts } from "./site-header.tsx";

/** `closedby="any"`: a click on the backdrop closes the dialog, as Escape does (HTML; not yet in React's types). */
const lightDismiss = { closedby: "any" } as React.HTMLAttributes<HTMLDialogElement>;

export type MobileNavPanelProps = {
  brandName: string;
  menu: MainMenu;
  texts: HeaderTexts;
  searchHref?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus returns to it when the panel closes. */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
};

/**
 * The small-screen side panel with independently collapsible groups: the platform's modal `<dialog>` (`showModal()`:
 * the top layer, focus kept inside, the rest of the page inert, Escape closes; the design system's stylesheet locks
 * the page's scrolling while it is open), and focus returns to the menu button when it closes. A click on the backdrop
 * closes it too (`closedby="any"`). The header loads this module when the menu is first opened (or hovered or focused).
 */
export function MobileNavPanel({
  brandName,
  menu,
  texts,
  searchHref = "/search",
  open,
  onOpenChange,
  returnFocusTo,
}: MobileNavPanelProps) {
  // A link opened in a new tab leaves the panel open and the page where it is.
  const close = (event: React.MouseEvent) => {
    if (isModifiedClick(event)) return;
    onOpenChange(false);
    scrollToTopNow();
  };
  const dialog = React.useRef<HTMLDialogElement>(null);
  const titleId = React.useId();
  React.useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      data-slot="mobile-nav"
      aria-labelledby={titleId}
      onClose={(event) => {
        // The close event comes a task after the dialog closed: by then the menu button may have opened it again.
        if (event.currentTarget.open) return;
        onOpenChange(false);
        returnFocusTo?.current?.focus();
      }}
      {...lightDismiss}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[88%] max-w-sm flex-col bg-white p-0 text-ink-900 shadow-lg backdrop:bg-ink-950/40 backdrop:backdrop-blur-sm open:flex motion-safe:open:[animation:slide-in_.25s_cubic-bezier(0.22,1,0.36,1)] motion-safe:open:backdrop:[animation:fade-in_.2s_ease-out]"
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-ink-200 px-4">
        <h2 id={titleId} className="text-base">
          <Logo brandName={brandName} />
          <span className="sr-only"> {texts.menuTitle}</span>
        </h2>
        <Button variant="ghost" size="icon" aria-label={texts.closeMenu} onClick={() => onOpenChange(false)}>
          <X />
        </Button>
      </div>
      <nav aria-label={texts.navLabel} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          <li>
            <Link
              to={searchHref}
              onClick={close}
              className="flex h-11 items-center gap-2 rounded-lg px-3 text-base font-medium text-ink-800 hover:bg-ink-100"
            >
              <Search aria-hidden="true" className="size-5 text-ink-500" />
              {texts.searchLink}
            </Link>
          </li>
          {menu.map((entry) =>
            "items" in entry ? (
              <MobileGroup key={entry.label} group={entry} onNavigate={close} />
            ) : (
              <li key={entry.href}>
                <NavLink
                  to={entry.href}
                  end={entry.href === "/"}
                  onClick={close}
                  className={({ isActive }) =>
                    cn(
                      "flex h-11 items-center rounded-lg px-3 text-base font-medium text-ink-800 hover:bg-ink-100",
                      isActive && "text-brand-700",
                    )
                  }
                >
                  {entry.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
    </dialog>
  );
}

function MobileGroup({ group, onNavigate }: { group: MenuGroup; onNavigate: (event: React.MouseEvent) => void }) {
  const [expanded, setExpanded] = React.useState(false);
  const panelId = React.useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((value) => !value)}
        className="flex h-11 w-full items-center justify-between rounded-lg px-3 text-left text-base font-medium text-ink-800 hover:bg-ink-100"
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className={cn("size-5 text-ink-500 transition-transform", expanded && "rotate-180")}
        />
      </button>
      <ul id={panelId} hidden={!expanded} className="mt-1 mb-2 ml-3 flex flex-col border-l border-ink-200 pl-2">
        {group.href ? (
          <li>
            <Link
              to={group.href}
              onClick={onNavigate}
              className="flex min-h-10 items-center rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {group.overviewLabel}
            </Link>
          </li>
        ) : null}
        {group.items.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              onClick={onNavigate}
              className="flex min-h-10 items-center rounded-md px-3 text-sm text-ink-700 hover:bg-ink-100 hover:text-ink-900"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
