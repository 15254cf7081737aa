// JSON-LD of the organization, for the home page's structured data.
import { absoluteUrl, site } from "@solvix/content/site";

const dayUrl = (day: string) => `https://schema.org/${day}`;

/** JSON-LD Organization of the home page: founding year, service areas, opening hours, contact point, address. */
export function organizationJsonLd(offers: readonly string[]): object {
  const { address, businessHours } = site;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl("/")}#organization`,
    name: site.brandName,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    slogan: site.tagline,
    description: site.blurb,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundingYear),
    areaServed: site.areaServed.map((code) => ({ "@type": "Country", identifier: code, name: code })),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: site.email,
      telephone: site.phone,
      areaServed: site.areaServed,
      availableLanguage: ["English"],
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: businessHours.open.days.map(dayUrl),
        opens: businessHours.open.opens,
        closes: businessHours.open.closes,
      },
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: businessHours.open.days.map(dayUrl),
        opens: businessHours.open.opens,
        closes: businessHours.open.closes,
      },
    ],
    makesOffer: offers.map((name) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name } })),
    sameAs: Object.values(site.socials),
  };
}

/** JSON-LD WebSite with the site-search action (`/search?q=`). */
export function websiteJsonLd(): object {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.brandName,
    url: absoluteUrl("/"),
    publisher: { "@id": `${absoluteUrl("/")}#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl("/search")}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** JSON-LD BlogPosting of an article. */
export function blogPostingJsonLd(article: {
  path: string;
  headline: string;
  description: string;
  datePublished: string;
  dateModified: string;
}): object {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    mainEntityOfPage: absoluteUrl(article.path),
    url: absoluteUrl(article.path),
    inLanguage: "en-SG",
    author: { "@type": "Organization", name: site.brandName, url: absoluteUrl("/") },
    publisher: {
      "@type": "Organization",
      name: site.brandName,
      logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg") },
    },
  };
}
