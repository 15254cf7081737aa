// The proof staff publish (issue 49): testimonials, a row of client logos, the team and certifications, each a band of
// its own drawn only when it has rows. Nothing here is a placeholder: no rows, no band (ClientProof renders nothing).
// Pictures are uploaded images as the build wrote them (ResponsivePicture: AVIF and WebP, sized, so nothing moves);
// without one a row shows its words only.
import { useId, type ReactNode } from "react";
import { ResponsivePicture, type ResponsiveImage } from "../components/responsive-picture.tsx";
import type { ProofTexts } from "@solvix/content/proof-texts";
import { PageSection } from "../components/page-section.tsx";
import { SectionHeading } from "../components/section-heading.tsx";
import { fillText } from "../lib/template.ts";

export interface TestimonialItem {
  id: number;
  quote: string;
  name: string;
  role: string;
  company: string;
  picture?: ResponsiveImage | null;
}
export interface LogoItem {
  id: number;
  company: string;
  /** The client's logo; its alternative text is the company's name. Without one the name is shown. */
  picture?: ResponsiveImage | null;
}
export interface TeamItem {
  id: number;
  name: string;
  role: string;
  country: string;
  picture?: ResponsiveImage | null;
}
export interface CertificationItem {
  id: number;
  name: string;
  issuer: string;
  year: number | null;
  picture?: ResponsiveImage | null;
}

function Band({ title, tone, children }: { title: string; tone?: "muted"; children: ReactNode }) {
  const id = useId();
  return (
    <PageSection tone={tone} aria-labelledby={id}>
      <SectionHeading id={id} title={title} className="mb-12" />
      {children}
    </PageSection>
  );
}

/** Quotes of clients who agreed to be quoted, with who said them. */
export function TestimonialBand({ title, items }: { title: string; items: readonly TestimonialItem[] }) {
  if (items.length === 0) return null;
  return (
    <Band title={title} tone="muted">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} data-slot="testimonial">
            <figure className="flex h-full flex-col gap-6 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm">
              <blockquote className="flex-1 text-lg text-ink-800">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="flex items-center gap-4">
                {item.picture ? (
                  <div className="size-14 shrink-0 overflow-hidden rounded-full">
                    <ResponsivePicture image={item.picture} sizes="56px" className="size-full" />
                  </div>
                ) : null}
                <div>
                  <p className="font-semibold text-ink-900">{item.name}</p>
                  <p className="text-sm text-ink-600">
                    {item.role}, {item.company}
                  </p>
                </div>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Band>
  );
}

/** The clients who agreed to be named: their logos, or their names where no logo was uploaded. */
export function LogoRow({ title, items }: { title: string; items: readonly LogoItem[] }) {
  if (items.length === 0) return null;
  return (
    <Band title={title}>
      <ul className="flex flex-wrap items-center justify-center gap-x-12 gap-y-8">
        {items.map((item) => (
          <li key={item.id} data-slot="client-logo" className="flex h-16 items-center">
            {item.picture ? (
              <ResponsivePicture
                image={item.picture}
                sizes="160px"
                className="h-16 w-auto bg-transparent object-contain"
              />
            ) : (
              <span className="text-xl font-semibold text-ink-700">{item.company}</span>
            )}
          </li>
        ))}
      </ul>
    </Band>
  );
}

/** The people a client works with: photo, name, role and country. */
export function TeamGrid({ title, items }: { title: string; items: readonly TeamItem[] }) {
  if (items.length === 0) return null;
  return (
    <Band title={title} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.id} data-slot="team-member" className="flex flex-col items-center gap-3 text-center">
            {item.picture ? (
              <div className="size-32 overflow-hidden rounded-full">
                <ResponsivePicture image={item.picture} sizes="128px" className="size-full" />
              </div>
            ) : null}
            <h3 className="text-lg font-semibold text-ink-900">{item.name}</h3>
            <p className="text-ink-700">{item.role}</p>
            <p className="text-sm text-ink-600">{item.country}</p>
          </li>
        ))}
      </ul>
    </Band>
  );
}

/** The company's certifications: name, who issued it and when. */
export function CertificationList({
  title,
  issuedBy,
  items,
}: {
  title: string;
  /** "Issued by {issuer}" */
  issuedBy: string;
  items: readonly CertificationItem[];
}) {
  if (items.length === 0) return null;
  return (
    <Band title={title}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.id}
            data-slot="certification"
            className="flex items-center gap-4 rounded-2xl border border-ink-200 bg-white p-6"
          >
            {item.picture ? (
              <div className="size-16 shrink-0">
                <ResponsivePicture
                  image={item.picture}
                  sizes="64px"
                  className="size-full bg-transparent object-contain"
                />
              </div>
            ) : null}
            <div>
              <h3 className="font-semibold text-ink-900">{item.name}</h3>
              <p className="text-sm text-ink-600">
                {fillText(issuedBy, { issuer: item.issuer })}
                {item.year === null ? null : `, ${item.year}`}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Band>
  );
}

export interface ClientProofProps {
  texts: ProofTexts;
  testimonials?: readonly TestimonialItem[];
  logos?: readonly LogoItem[];
  team?: readonly TeamItem[];
  certifications?: readonly CertificationItem[];
}

/** The bands that have rows, in a buyer's reading order: quotes, logos, team, certifications. Nothing when none. */
export function ClientProof({
  texts,
  testimonials = [],
  logos = [],
  team = [],
  certifications = [],
}: ClientProofProps) {
  return (
    <>
      <TestimonialBand title={texts.testimonials.title} items={testimonials} />
      <LogoRow title={texts.logos.title} items={logos} />
      <TeamGrid title={texts.team.title} items={team} />
      <CertificationList
        title={texts.certifications.title}
        issuedBy={texts.certifications.issuedBy}
        items={certifications}
      />
    </>
  );
}
