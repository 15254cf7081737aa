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

export function escape(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

// The site's font stack (packages/ui/src/styles.css) and its tokens: brand-600 #2552eb, brand-700 #1d3fd8,
// ink-900 #111827, ink-700 #374151, ink-200 #dde1e9, ink-950 #0a0f1c, ink-300 #c0c7d4, accent-300 #52f4d4,
// accent-400 #1edfbf, danger-700 #b42318.
export const style = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.6 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;color:#374151;background:#f7f8fa}
a{color:#1d3fd8}
.bar{position:sticky;top:0;background:#fff;border-bottom:1px solid #dde1e9}
.bar-in,.foot-in{max-width:80rem;margin:0 auto;padding:.75rem 1rem;display:flex;align-items:center;justify-content:space-between;gap:1rem}
.logo{display:inline-flex;align-items:center;gap:.625rem;text-decoration:none;color:#111827;font-size:1.25rem;font-weight:700;letter-spacing:-.025em}
.logo svg{width:2rem;height:2rem}
.cta{display:inline-block;font-weight:700;color:#fff;background:#2552eb;border:0;border-radius:.75rem;padding:.625rem 1.25rem;text-decoration:none;font:inherit;font-weight:700;cursor:pointer}
.cta:hover{background:#1d3fd8}
main{max-width:48rem;margin:0 auto;padding:2.5rem 1rem 4rem}
h1{font-size:2rem;line-height:1.2;margin:0 0 1.5rem;color:#111827;letter-spacing:-.025em}
.card{background:#fff;border:1px solid #dde1e9;border-radius:1.5rem;padding:1.5rem;box-shadow:0 4px 6px -1px rgb(0 0 0/.1)}
.summary{border:3px solid #b42318;border-radius:1rem;background:#fff;padding:1rem 1.25rem;margin:0 0 2rem}
.summary:focus{outline:3px solid #2552eb;outline-offset:2px}
.summary h2{font-size:1.25rem;margin:0 0 .5rem;color:#111827}
.summary ul{margin:0;padding-left:1.25rem}
.summary a{color:#b42318;font-weight:700}
.field{display:flex;flex-direction:column;gap:.375rem;margin:0 0 1.25rem}
label{font-weight:700;color:#111827}
.error{color:#b42318;font-weight:700;margin:0}
input,textarea{font:inherit;color:#111827;background:#fff;padding:.625rem .875rem;border:1px solid #c0c7d4;border-radius:.75rem}
[aria-invalid=true]{border:2px solid #b42318}
input:focus,textarea:focus,.cta:focus,a:focus{outline:3px solid #2552eb;outline-offset:2px}
.notice{font-size:.875rem;margin:0 0 1.25rem}
.back{margin:2rem 0 0}
footer{background:#0a0f1c;color:#c0c7d4;font-size:.875rem}
.foot-in{padding:2.5rem 1rem;flex-wrap:wrap}
footer a{color:#fff}
footer .tag{color:#52f4d4;margin:0}
`;

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
