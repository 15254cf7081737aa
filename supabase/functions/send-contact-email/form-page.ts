// The small HTML page the function answers a native form post with: the form again, values kept, and either a
// request to check and send or the problems (an error summary linking to each field, as the GOV.UK Design System does).
import type { ContactFieldName } from "../_shared/content/contact.ts";

export interface PageField {
  name: ContactFieldName;
  label: string;
  value: string;
}

export interface EnquiryPageOptions {
  /** The site's origin, for the way back ("" when unknown: the link is then relative). */
  site: string;
  fields: PageField[];
  /** One message per invalid field. */
  messages?: Partial<Record<ContactFieldName, string>>;
  /** A problem that is not one field's (too fast, too many, not saved). */
  problem?: string | undefined;
  /** The signed start token to send back; none when the post could not be read at all. */
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

export const style = `
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#fff}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem 4rem}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem;color:#111827}
.summary{border:4px solid #b42318;padding:1rem 1.25rem;margin:0 0 2rem}
.summary:focus{outline:3px solid #fd0;outline-offset:0}
.summary h2{font-size:1.25rem;margin:0 0 .5rem}
.summary ul{margin:0;padding-left:1.25rem}
.summary a{color:#b42318;font-weight:600}
.field{display:flex;flex-direction:column;gap:.25rem;margin:0 0 1.25rem}
label{font-weight:600}
.error{color:#b42318;font-weight:600;margin:0}
input,textarea{font:inherit;padding:.5rem .75rem;border:2px solid #6b7280;border-radius:.375rem}
[aria-invalid=true]{border-color:#b42318}
input:focus,textarea:focus{outline:3px solid #1d4ed8;outline-offset:1px}
button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.5rem;padding:.75rem 1.5rem;cursor:pointer}
button:focus{outline:3px solid #fd0;outline-offset:2px}
.hidden{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
a{color:#1d4ed8}
`;

export function enquiryPage({ site, fields, messages = {}, problem, token }: EnquiryPageOptions): string {
  const listed = fields.filter((field) => messages[field.name]);
  const hasErrors = listed.length > 0 || Boolean(problem);
  const heading = hasErrors ? "There is a problem with your message" : "Check your message";
  const summary = hasErrors
    ? `<div class="summary" role="alert" aria-labelledby="summary-title" tabindex="-1" autofocus>
<h2 id="summary-title">There is a problem</h2>
<ul>${problem ? `<li>${escape(problem)}</li>` : ""}${listed
        .map((field) => `<li><a href="#${field.name}">${escape(messages[field.name] ?? "")}</a></li>`)
        .join("")}</ul>
</div>`
    : `<p>Please check your details, then send your message.</p>`;
  const controls = fields
    .map((field) => {
      const message = messages[field.name];
      const error = message ? `<p class="error" id="${field.name}-error">${escape(message)}</p>` : "";
      const invalid = message ? ` aria-invalid="true" aria-describedby="${field.name}-error"` : "";
      const input = inputTypes[field.name];
      const control = input
        ? `<input id="${field.name}" name="${field.name}" type="${input.type}" autocomplete="${input.autocomplete}" required value="${escape(field.value)}"${invalid}>`
        : `<textarea id="${field.name}" name="${field.name}" rows="6" required${invalid}>${escape(field.value)}</textarea>`;
      return `<div class="field"><label for="${field.name}">${escape(field.label)}</label>${error}${control}</div>`;
    })
    .join("\n");
  const form = token
    ? `<form method="post" novalidate>
${controls}
<div class="hidden" aria-hidden="true"><label>Website <input name="website" tabindex="-1" autocomplete="off"></label></div>
<input type="hidden" name="start" value="${escape(token)}">
<button type="submit">Send Message</button>
</form>`
    : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${hasErrors ? "Error: " : ""}${heading}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>${heading}</h1>
${summary}
${form}
<p><a href="${escape(site)}/contact">Return to the contact page</a></p>
</main>
</body>
</html>
`;
}
