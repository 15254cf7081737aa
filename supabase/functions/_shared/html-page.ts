// What the form functions (send-contact-email, submit-application) answer a native form post with, when the answer is
// a page of their own: the site's look written out (the page comes from the function's origin, so it cannot use the
// site's stylesheet or fonts), escaping, the site's address for the way back, and the HTML answer with its policy.

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

/** Where the site is: the posting page's origin when it is one of ours, else the first configured one (the site's own
 * address comes first in ALLOWED_ORIGINS), so that a redirect is always absolute. */
export function siteOrigin(req: Request, origins: Set<string>): string {
  const candidates = [req.headers.get("origin"), req.headers.get("referer")];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const origin = new URL(candidate).origin;
      if (origins.has(origin)) return origin;
    } catch {
      // Not a URL ("null" for an opaque origin): try the next.
    }
  }
  return [...origins][0] ?? "";
}

export function html(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      // The page posts to itself and links back to the site; it runs no script and loads nothing.
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    },
  });
}
