// JSON-LD of the organization, for the home page's structured data.
import type { Position } from "@solvix/content/pages/careers";
import { absoluteUrl, site } from "@solvix/content/site";

const dayUrl = (day: string) => `https://schema.org/${day}`;

/** The Singapore office as a schema.org PostalAddress. */
function postalAddress(): object {
  const { address } = site;
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.city,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

/** JSON-LD Organization of the home page: founding year, service areas, opening hours, contact point, address. */
export function organizationJsonLd(offers: readonly string[]): object {
  const { businessHours } = site;
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
    address: postalAddress(),
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

/**
 * JSON-LD of a case study's page: an `Article` (Google reads its headline, image and dates for an article's result;
 * a plain CreativeWork gets none), written by the brand, `about` the client as an Organization in its country (the
 * rows name a kind of client, never a company).
 */
export function caseStudyJsonLd(
  study: Parameters<typeof blogPostingJsonLd>[0] & { client: string; location: string; image: string },
): object {
  return {
    ...blogPostingJsonLd(study),
    "@type": "Article",
    image: study.image,
    about: {
      "@type": "Organization",
      name: study.client,
      location: { "@type": "Place", name: study.location },
    },
  };
}

/** The employment types of the content as schema.org/Google's JobPosting values. */
const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

const employmentTypes = { "Full-time": "FULL_TIME", "Part-time": "PART_TIME", Contract: "CONTRACTOR" } as const;

/**
 * JSON-LD JobPosting of a position's page, as Google's job-posting rich results want it: title, description (HTML),
 * datePosted, employmentType, hiringOrganization, and either the office (jobLocation) or, for a remote position,
 * jobLocationType TELECOMMUTE with the countries candidates may live in (applicantLocationRequirements).
 */
export function jobPostingJsonLd(
  position: Position,
  path: string,
  html: { description: string; skillsTitle: string },
): object {
  const remote = position.location === "Remote";
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: position.title,
    description: `<p>${escape(html.description)}</p><p>${escape(html.skillsTitle)}: ${escape(position.tags.join(", "))}</p>`,
    identifier: { "@type": "PropertyValue", name: site.brandName, value: position.slug },
    datePosted: position.datePosted,
    ...(position.validThrough ? { validThrough: position.validThrough } : {}),
    employmentType: employmentTypes[position.type],
    hiringOrganization: {
      "@type": "Organization",
      "@id": `${absoluteUrl("/")}#organization`,
      name: site.brandName,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/favicon.svg"),
    },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: position.applicantLocation.countries.map((code) => ({
            "@type": "Country",
            name: countryNames.of(code) ?? code,
          })),
        }
      : {
          jobLocation: { "@type": "Place", address: postalAddress() },
        }),
    // The salary range staff gave (Google for Jobs shows it and candidates filter by it); none when not set.
    ...(position.terms.salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: position.terms.salary.currency,
            value: {
              "@type": "QuantitativeValue",
              minValue: position.terms.salary.min,
              maxValue: position.terms.salary.max,
              unitText: position.terms.salary.unit,
            },
          },
        }
      : {}),
    ...(position.terms.benefits ? { jobBenefits: position.terms.benefits } : {}),
    ...(position.terms.hours ? { workHours: position.terms.hours } : {}),
    skills: position.tags.join(", "),
    directApply: true,
    url: absoluteUrl(path),
  };
}
