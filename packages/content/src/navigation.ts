// Header menus and footer columns, derived from the content so a new landing page appears everywhere at once.
import { listIndustryCards, listLandingPages, listRoleCards, type LandingCardLink } from "./landing.ts";
import type { LandingPage } from "./landing-schema.ts";

export interface MenuLink {
  label: string;
  href: string;
}

/**
 * A drop-down group; `href` + `overviewLabel` add a link to its index page, `layout: "grid"` shows two columns.
 * Until the header's code runs (or without JavaScript) the group's label is a link to `indexHref` (default `href`).
 */
export type MenuGroup = {
  label: string;
  items: MenuLink[];
  indexHref?: string;
  layout?: "list" | "grid";
} & ({ href?: undefined; overviewLabel?: undefined } | { href: string; overviewLabel: string });

export type MenuEntry = MenuLink | MenuGroup;

export interface FooterColumn {
  title: string;
  links: MenuLink[];
  /** "grid": the links run in two columns (the Industries column, which would otherwise be twice as tall as the rest). */
  layout?: "list" | "grid";
}

const toMenuLink = (card: LandingCardLink): MenuLink => ({ label: card.title, href: card.href });

const serviceLinks: MenuLink[] = [
  { label: "Full Suite Talent Outsourcing", href: "/services/talent-outsourcing" },
  { label: "Employer of Record", href: "/services/employer-of-record" },
  { label: "IT Services", href: "/services" },
];

const resourceLinks: MenuLink[] = [
  { label: "Blog", href: "/resources/blog" },
  { label: "Case Studies", href: "/case-studies" },
  { label: "FAQs", href: "/faqs" },
  { label: "Savings Calculator", href: "/savings-calculator" },
];

export const legalLinks: MenuLink[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms" },
];

/** Home, About, Services, Roles, Industries (two columns), Resources, Careers, Contact. Careers is an entry of its own
 * (issue 50: candidates looked for it and found it only under Resources). */
export function getMainMenu(pages: readonly LandingPage[] = listLandingPages()): MenuEntry[] {
  return [
    { label: "Home", href: "/" },
    { label: "About", href: "/about" },
    {
      label: "Services",
      items: [...serviceLinks, { label: "How It Works", href: "/how-it-works" }],
      indexHref: "/services",
    },
    {
      label: "Roles",
      items: listRoleCards(pages).map(toMenuLink),
      href: "/roles",
      overviewLabel: "All roles",
    },
    {
      label: "Industries",
      items: listIndustryCards(pages).map(toMenuLink),
      href: "/industries",
      overviewLabel: "All industries",
      layout: "grid",
    },
    { label: "Resources", items: resourceLinks, href: "/resources", overviewLabel: "Resources hub" },
    { label: "Careers", href: "/careers" },
    { label: "Contact", href: "/contact" },
  ];
}

/** Company, Services, Roles, Industries, Resources. */
export function getFooterColumns(pages: readonly LandingPage[] = listLandingPages()): FooterColumn[] {
  return [
    {
      title: "Company",
      links: [
        { label: "About Us", href: "/about" },
        { label: "How It Works", href: "/how-it-works" },
        { label: "Case Studies", href: "/case-studies" },
        { label: "Careers", href: "/careers" },
        { label: "Pricing", href: "/pricing" },
        { label: "Contact", href: "/contact" },
      ],
    },
    { title: "Services", links: serviceLinks },
    { title: "Roles", links: [...listRoleCards(pages).map(toMenuLink), { label: "All Roles", href: "/roles" }] },
    {
      title: "Industries",
      layout: "grid",
      links: [
        ...listIndustryCards(pages).map(toMenuLink),
        { label: "All Industries", href: "/industries" },
        { label: "All Sectors", href: "/sectors" },
      ],
    },
    {
      title: "Resources",
      links: [
        { label: "Resources Hub", href: "/resources" },
        { label: "Savings Calculator", href: "/savings-calculator" },
        { label: "Blog", href: "/resources/blog" },
        { label: "FAQs", href: "/faqs" },
        ...legalLinks,
      ],
    },
  ];
}

export const mainMenu: MenuEntry[] = getMainMenu();
export const footerColumns: FooterColumn[] = getFooterColumns();
