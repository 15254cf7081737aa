// The contact page's right column: contact cards, business hours and social links.
import type { ContactPage } from "@solvix/content/pages/contact";
import type { SiteConfig } from "@solvix/content/site";
import { telHref } from "../lib/links.ts";
import { Clock, Mail, MapPin, Phone } from "@solvix/ui/components/ui-icons";
import { FacebookIcon, InstagramIcon, LinkedInIcon } from "./social-icons.tsx";
import type * as React from "react";

export type ContactDetailsProps = Pick<SiteConfig, "email" | "phone" | "address" | "socials"> & {
  hours: SiteConfig["businessHours"];
  /** Headings of the cards: 'Email Us', 'Call Us', 'Visit Us', 'Business Hours', 'Follow Us'. */
  titles: { email: string; phone: string; address: string; hours: string; hoursNote: string; socials: string };
  /** The column's heading and the reply promise in pieces, filled by the loader (`contactPage.details`). */
  texts: { title: string; replyNote: readonly string[] };
  /** Each network's link name, filled by the loader (`contactPage.socials`). */
  socialLabels: Record<keyof ContactPage["socials"]["names"], string>;
};

function DetailCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-ink-200 bg-white p-5 shadow-xs">
      <span
        aria-hidden="true"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 [&_svg]:size-5"
      >
        {icon}
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="text-base">{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** The right column of the contact page: e-mail, phone and address cards, business hours and social links. */
export function ContactDetails({
  email,
  phone,
  address,
  hours,
  socials,
  titles,
  texts,
  socialLabels,
}: ContactDetailsProps) {
  const socialLinks = [
    { label: socialLabels.instagram, href: socials.instagram, Icon: InstagramIcon },
    { label: socialLabels.linkedin, href: socials.linkedin, Icon: LinkedInIcon },
    { label: socialLabels.facebook, href: socials.facebook, Icon: FacebookIcon },
  ];
  return (
    <aside aria-labelledby="contact-details-heading" className="flex flex-col gap-6">
      <h2 id="contact-details-heading" className="text-2xl">
        {texts.title}
      </h2>
      <ul className="flex flex-col gap-4">
        <DetailCard icon={<Mail className="size-5" />} title={titles.email}>
          <a
            href={`mailto:${email}`}
            className="font-medium break-all text-brand-700 underline-offset-2 hover:underline"
          >
            {email}
          </a>
          <p className="text-sm text-ink-600">{texts.replyNote}</p>
        </DetailCard>
        <DetailCard icon={<Phone className="size-5" />} title={titles.phone}>
          <a href={telHref(phone)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {phone}
          </a>
        </DetailCard>
        <DetailCard icon={<MapPin className="size-5" />} title={titles.address}>
          <address className="text-ink-700 not-italic">
            {address.street}
            <br />
            {address.city} {address.postalCode}
          </address>
        </DetailCard>
        <DetailCard icon={<Clock className="size-5" />} title={titles.hours}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-600">{hours.open.label}</dt>
            <dd className="font-medium text-ink-900">{hours.open.display}</dd>
            <dt className="text-ink-600">{hours.closed.label}</dt>
            <dd className="font-medium text-ink-900">{hours.closed.display}</dd>
          </dl>
          <p className="mt-2 text-sm text-ink-600">{titles.hoursNote}</p>
        </DetailCard>
      </ul>
      <div className="flex flex-col gap-3">
        <h3 className="text-base">{titles.socials}</h3>
        <ul className="flex gap-3">
          {socialLinks.map(({ label, href, Icon }) => (
            <li key={label}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                className="inline-flex size-11 items-center justify-center rounded-xl border border-ink-200 bg-white text-ink-700 shadow-xs transition-colors hover:border-brand-300 hover:text-brand-700"
              >
                <Icon />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
