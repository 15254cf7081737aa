// The shared site footer: blurb, contact, link columns and the copyright line.
import type * as React from "react";
import { Mail, MapPin } from "./ui-icons.tsx";
import { Link } from "react-router-dom";
import type { FooterColumn, MenuLink } from "@solvix/content/navigation";
import type { SiteConfig } from "@solvix/content/site";
import type { SiteTexts } from "@solvix/content/site-texts";
import { cn } from "../lib/cn.ts";
import { fillText } from "../lib/template.ts";
import { scrollToTopNow } from "../lib/use-scroll-to-top-navigate.ts";
import { Logo } from "./logo.tsx";

export type SiteFooterProps = React.ComponentProps<"footer"> & {
  site: Pick<SiteConfig, "brandName" | "legalName" | "tagline" | "email" | "address" | "blurb">;
  /** Company, Services, Roles, Industries, Resources. */
  columns: readonly FooterColumn[];
  /** The year of the build, for the copyright line. */
  year: number;
  /** Small print links under the copyright (privacy policy, terms). */
  legalLinks?: readonly MenuLink[];
  /** The footer's words (`siteTexts.footer` of the content package). */
  texts: SiteTexts["footer"];
};

/** Shared footer: brand blurb, e-mail link and address, the link columns and the copyright line. */
export function SiteFooter({ site, columns, year, legalLinks = [], texts, className, ...props }: SiteFooterProps) {
  const { address } = site;
  return (
    <footer data-slot="site-footer" className={cn("bg-ink-950 text-ink-300", className)} {...props}>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,18rem)_1fr] lg:gap-16 lg:px-8 lg:py-16">
        <div className="flex flex-col gap-5">
          <Link
            to="/"
            onClick={scrollToTopNow}
            className="self-start rounded-md"
            aria-label={fillText(texts.homeLink, { brand: site.brandName })}
          >
            <Logo brandName={site.brandName} inverse />
          </Link>
          <p className="text-sm leading-relaxed text-ink-300">{site.blurb}</p>
          <p className="text-sm font-medium text-accent-300">{site.tagline}</p>
          <ul className="flex flex-col gap-3 text-sm">
            <li>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex items-center gap-2 text-white hover:text-accent-300"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
                {site.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
              <address className="not-italic">
                {address.street}, {address.city} {address.postalCode}
              </address>
            </li>
          </ul>
        </div>
        <nav aria-label={texts.navLabel} className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 xl:grid-cols-6">
          {columns.map((column) => (
            // A two-column list spans two cells. Kept in its place on a phone too: focus order follows what is seen.
            <div key={column.title} className={cn(column.layout === "grid" && "col-span-2")}>
              <h2 className="text-sm font-semibold tracking-wide text-white">{column.title}</h2>
              <ul
                className={cn(
                  "mt-4",
                  // Newspaper columns: read down the first, then the second, each link as tall as its own label.
                  column.layout === "grid"
                    ? "columns-2 gap-x-6 [&>li]:mb-2.5 [&>li]:break-inside-avoid"
                    : "flex flex-col gap-2.5",
                )}
              >
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      onClick={scrollToTopNow}
                      className="text-sm text-ink-300 transition-colors hover:text-white"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-ink-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {site.legalName}
            {site.legalName.endsWith(".") ? "" : "."}
            {` ${texts.rights}`}
          </p>
          {legalLinks.length > 0 ? (
            <ul className="flex gap-5">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} onClick={scrollToTopNow} className="hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
