// The page the function answers a native form post with when the enquiry was not stored: in the site's own look (its
// header with the logo and the way back, its footer, its type and colours), an error summary linking to each field's
// message (as the GOV.UK Design System does), the form again with every value kept, and the privacy notice.
//
// The page comes from the function's origin, not the site's, so it cannot use the site's stylesheet or fonts (the
// site's assets are same-origin only): its rules are the site's tokens written out, and its text is set in the site's
// type, the device's own interface face (no web font). Links lead back to the site's origin.
import {
  enquiryPrivacyNotice,
  honeypotFormField,
  honeypotLabel,
  type ContactFieldName,
} from "../_shared/content/contact.ts";
import { escape, style } from "../_shared/html-page.ts";

export interface PageField {
  name: ContactFieldName;
  label: string;
  value: string;
}

export interface EnquiryPageOptions {
  /** The site's origin, for the way back ("" when unknown: the links are then relative). */
  site: string;
  /** The brand name of the logo and the footer (BRAND_NAME). */
  brand: string;
  fields: PageField[];
  /** One message per invalid field. */
  messages?: Partial<Record<ContactFieldName, string>>;
  /** A problem that is not one field's (too many, not saved, not readable). */
  problem?: string | undefined;
  /** The signed start token to send back; none when the service has no key to sign it (the form is shown all the same). */
  token?: string;
}

const inputTypes: Partial<Record<ContactFieldName, { type: string; autocomplete: string }>> = {
  firstName: { type: "text", autocomplete: "given-name" },
  lastName: { type: "text", autocomplete: "family-name" },
  email: { type: "email", autocomplete: "email" },
  contactNumber: { type: "tel", autocomplete: "tel" },
  company: { type: "text", autocomplete: "organization" },
};

const logo = (brand: string) =>
  `<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="9" fill="#2552eb"/><path d="M21.5 10.5c-1.3-1.3-3.2-2-5.4-2-3.4 0-5.8 1.8-5.8 4.5 0 5.6 11.2 3.4 11.2 8.6 0 2.4-2.4 3.9-5.6 3.9-2.4 0-4.4-.9-5.7-2.4" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/><circle cx="23" cy="9" r="2.2" fill="#1edfbf"/></svg>${escape(brand)}`;

export function enquiryPage({ site, brand, fields, messages = {}, problem, token }: EnquiryPageOptions): string {
  const home = escape(site || "") + "/";
  const at = (path: string) => `${escape(site)}${path}`;
  const listed = fields.filter((field) => messages[field.name]);
  const summary = `<div class="summary" role="alert" aria-labelledby="summary-title" tabindex="-1" autofocus>
<h2 id="summary-title">There is a problem</h2>
<ul>${problem ? `<li>${escape(problem)}</li>` : ""}${listed
    .map((field) => `<li><a href="#${field.name}">${escape(messages[field.name] ?? "")}</a></li>`)
    .join("")}</ul>
</div>`;
  const controls = fields
    .map((field) => {
      const message = messages[field.name];
      const error = message ? `<p class="error" id="${field.name}-error">${escape(message)}</p>` : "";
      const invalid = message ? ` aria-invalid="true" aria-describedby="${field.name}-error"` : "";
      const input = inputTypes[field.name];
      const control = input
        ? `<input id="${field.name}" name="${field.name}" type="${input.type}" autocomplete="${input.autocomplete}" required value="${escape(field.value)}"${invalid}>`
        : `<textarea id="${field.name}" name="${field.name}" rows="8" required${invalid}>${escape(field.value)}</textarea>`;
      return `<div class="field"><label for="${field.name}">${escape(field.label)}</label>${error}${control}</div>`;
    })
    .join("\n");
  // The form always comes back with the visitor's words, whatever the problem was.
  const form = `<form class="card" method="post" novalidate aria-label="Your message">
${controls}
<div hidden><label>${escape(honeypotLabel)} <input name="${honeypotFormField}" tabindex="-1" autocomplete="off"></label></div>
${token ? `<input type="hidden" name="start" value="${escape(token)}">\n` : ""}<p class="notice">${escape(enquiryPrivacyNotice.text)} <a href="${at(enquiryPrivacyNotice.href)}">${escape(enquiryPrivacyNotice.linkLabel)}</a>.</p>
<button class="cta" type="submit">Send Message</button>
</form>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Error: There is a problem with your message | ${escape(brand)}</title>
<style>${style}</style>
</head>
<body>
<header class="bar"><div class="bar-in"><a class="logo" href="${home}">${logo(brand)}</a><a class="cta" href="${at("/contact")}">Get Started</a></div></header>
<main>
<h1>There is a problem with your message</h1>
${summary}
${form}
<p class="back"><a href="${at("/contact")}">Return to the contact page</a></p>
</main>
<footer><div class="foot-in"><p class="tag">${escape(brand)}: Talent and Technology in perfect harmony</p><p><a href="${at(enquiryPrivacyNotice.href)}">${escape(enquiryPrivacyNotice.linkLabel)}</a> · <a href="${at("/terms")}">Terms of Service</a> · <a href="${at("/faqs")}">FAQs</a></p></div></footer>
</body>
</html>
`;
}
