/**
 * The HTTP headers the site is served with — one source for the local production server
 * (server/serve.ts) and the static host's `_headers` file written at build time (scripts/postbuild.ts).
 */

export interface HeaderOptions {
  /** Origin of the backend (Supabase) the browser calls, e.g. https://abc.supabase.co. */
  backendOrigin?: string;
}

export function securityHeaders({ backendOrigin }: HeaderOptions = {}): Record<string, string> {
  const connect = ["'self'", backendOrigin].filter(Boolean).join(" ");
  const csp = [
    "default-src 'self'",
    // React Router's prerendered pages carry inline module/hydration scripts.
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/** Hashed build assets never change; documents and route data always revalidate. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (urlPath.endsWith(".html") || urlPath.endsWith(".data") || !/\.[a-z0-9]+$/i.test(urlPath)) {
    return "public, max-age=0, must-revalidate";
  }
  return "public, max-age=3600";
}

/** The static host's `_headers` file (Netlify / Cloudflare Pages format). */
export function staticHostHeadersFile(options: HeaderOptions = {}): string {
  const lines = ["/*"];
  for (const [name, value] of Object.entries(securityHeaders(options))) lines.push(`  ${name}: ${value}`);
  lines.push("  Cache-Control: public, max-age=0, must-revalidate", "");
  lines.push("/assets/*", `  Cache-Control: ${cacheControlFor("/assets/x.js")}`, "");
  return lines.join("\n");
}
