// The built `_headers` read the way Cloudflare Pages and Netlify read it: every matching rule applies, so no path may
// get one header from two rules (Cloudflare would join the values, Netlify send both). Also each page's policy holds
// the hashes of exactly the inline scripts it carries, and the file stays within Cloudflare's limits.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listRoutes } from "@solvix/content/routes";
import { prefixNotFoundPaths } from "../app/routes.ts";
import {
  contentSecurityPolicy,
  formatHeadersFile,
  headerRules,
  IMMUTABLE,
  matchingHeaders,
  parseHeadersFile,
  REVALIDATE,
  ruleMatches,
} from "./headers.ts";

const client = new URL("../build/client/", import.meta.url).pathname;
const built = existsSync(join(client, "_headers"));

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name === "index.html") yield path;
  }
}

/** Every header a path gets from more than one rule (a contradiction on the hosts). */
function repeated(text: string, path: string): string[] {
  return [...matchingHeaders(parseHeadersFile(text), path)].filter(([, values]) => values.length > 1).map(([n]) => n);
}

describe("_headers rules", () => {
  it("matches as the hosts do: exact paths, and one splat for any characters", () => {
    expect(ruleMatches("/*", "/")).toBe(true);
    expect(ruleMatches("/assets/*", "/assets/a/b.js")).toBe(true);
    expect(ruleMatches("/assets/*", "/assets")).toBe(false);
    expect(ruleMatches("/about", "/about/")).toBe(false);
    expect(ruleMatches("/about/", "/about/")).toBe(true);
  });

  it("never gives a path one header from two rules", () => {
    const text = formatHeadersFile(headerRules([{ path: "/about", html: "<script>1</script>" }]));
    for (const path of ["/", "/about", "/about/", "/assets/x-1.js", "/nope", "/robots.txt"]) {
      expect(repeated(text, path), path).toEqual([]);
    }
    // The old layout (revalidation under /* and immutable under /assets/*) is what this guards against.
    expect(repeated("/*\n  Cache-Control: a\n\n/assets/*\n  Cache-Control: b\n", "/assets/x.js")).toEqual([
      "cache-control",
    ]);
  });

  it("allows the enquiry function as a form target and the backend for requests when one is configured", () => {
    const policy = contentSecurityPolicy({
      backendOrigin: "https://abc.supabase.co/",
      scriptHashes: [],
      styleAttributeHashes: [],
    });
    expect(policy).toContain(
      "form-action 'self' https://abc.supabase.co/functions/v1/send-contact-email https://abc.supabase.co/functions/v1/submit-application;",
    );
    expect(policy).toContain("connect-src 'self' https://abc.supabase.co;");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(contentSecurityPolicy({ scriptHashes: [], styleAttributeHashes: [], delivery: "meta" })).not.toContain(
      "frame-ancestors",
    );
  });

  // The staff pages open the design system's Dialog, whose overlay locks scrolling from the stylesheet rather than with
  // an injected <style> (Radix's own overlay does that): they need no source a public page does not have.
  it("gives a staff page the public pages' policy, no 'unsafe-inline' on either: styles from the site or by hash", () => {
    const html = '<style>a{color:red}</style><script type="module">import("/assets/a.js")</script>';
    const rules = headerRules([
      { path: "/about", html },
      { path: "/staff/positions", html },
    ]);
    const policy = (path: string) => matchingHeaders(rules, path).get("content-security-policy") ?? [];
    const [publicPolicy = ""] = policy("/about");
    const [staffPolicy = ""] = policy("/staff/positions");
    expect(staffPolicy).toBe(publicPolicy);
    const directive = (text: string, name: string) =>
      text
        .split("; ")
        .find((part) => part.startsWith(`${name} `))
        ?.split(" ")
        .slice(1);
    for (const text of [publicPolicy, staffPolicy]) {
      expect(text).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
      expect(directive(text, "style-src")).toEqual(["'self'", expect.stringMatching(/^'sha256-[\w+/=]+'$/)]);
      expect(directive(text, "script-src")).toEqual(["'self'", expect.stringMatching(/^'sha256-[\w+/=]+'$/)]);
    }
  });
});

describe.runIf(built)("the built _headers", () => {
  const text = built ? readFileSync(join(client, "_headers"), "utf8") : "";
  const rules = parseHeadersFile(text);

  // Each page has a rule of its own (its policy carries its own inline scripts' hashes), so the rules grow with the
  // published content. Netlify, the documented host, sets no cap on them; Cloudflare Pages reads only the first 100,
  // which the seed's content alone reaches (docs/deploying.md, "Other hosts"). Its 2,000 characters a line hold.
  it("keeps every line within 2,000 characters, and has one rule per page at most beside the shared ones", () => {
    for (const line of text.split("\n")) expect(line.length, line.slice(0, 60)).toBeLessThanOrEqual(2000);
    const pages = rules.filter((rule) =>
      rule.headers.some(([name]) => name.toLowerCase() === "content-security-policy"),
    );
    expect(new Set(pages.map((rule) => rule.path)).size).toBe(pages.length);
    console.log(`_headers: ${rules.length} rules, ${pages.length} of them a page's`);
  });

  it("gives every path each header once: pages revalidate, assets are immutable, unknown paths get no page policy", () => {
    const asset = readdirSync(join(client, "assets")).find((name) => name.endsWith(".js")) ?? "";
    const one = (path: string, name: string) => matchingHeaders(rules, path).get(name) ?? [];
    for (const route of listRoutes()) {
      for (const path of route.path === "/" ? ["/"] : [route.path, `${route.path}/`]) {
        expect(repeated(text, path), path).toEqual([]);
        expect(one(path, "cache-control"), path).toEqual([REVALIDATE]);
        expect(one(path, "content-security-policy"), path).toHaveLength(1);
        expect(one(path, "strict-transport-security"), path).toHaveLength(1);
        // COOP only where a staff member signs in: on a public page it costs every visitor a fresh process.
        expect(one(path, "cross-origin-opener-policy"), path).toEqual(
          route.path.startsWith("/staff/") ? ["same-origin"] : [],
        );
      }
    }
    expect(listRoutes().some((route) => route.path.startsWith("/staff/"))).toBe(true);
    expect(repeated(text, `/assets/${asset}`)).toEqual([]);
    expect(one(`/assets/${asset}`, "cache-control")).toEqual([IMMUTABLE]);
    for (const path of ["/no-such-page", "/industries/unknown", "/sitemap.xml", "/industries.data"]) {
      expect(repeated(text, path), path).toEqual([]);
      expect(one(path, "content-security-policy"), path).toEqual([]);
      expect(one(path, "x-frame-options"), path).toEqual(["DENY"]);
    }
  });

  it("allows exactly the inline scripts each page carries, by their SHA-256, and no 'unsafe-inline'", () => {
    const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    // The not-found file a host serves for an unknown path below a page: the nearest 404.html above it.
    const notFoundScripts = (path: string) => {
      const nearest = prefixNotFoundPaths.find((page) => path.startsWith(page.slice(0, -"404".length))) ?? "/404";
      const html = readFileSync(join(client, `${nearest.slice(1)}.html`), "utf8");
      return [
        ...new Set(
          [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
            ([, body = ""]) => sha(body),
          ),
        ),
      ];
    };
    for (const file of htmlFiles(client)) {
      const path = file.slice(client.length - 1, -"/index.html".length) || "/";
      const policy = matchingHeaders(rules, path).get("content-security-policy")?.[0] ?? "";
      expect(policy, path).not.toContain("unsafe-inline");
      const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1]?.split(" ") ?? [];
      const html = readFileSync(file, "utf8");
      const inline = [
        ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [, body = ""] of inline) {
        expect(scriptSources, path).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
      }
      // A `/x*` rule also answers unknown paths below the page with the nearest 404.html: it allows its scripts too.
      const rule = path !== "/" && rules.find((candidate) => candidate.path === `${path}*`);
      const extra = rule
        ? notFoundScripts(path).filter((hash) => !inline.some(([, body = ""]) => sha(body) === hash))
        : [];
      expect(scriptSources.length, path).toBe(1 + new Set(inline.map((match) => match[1])).size + extra.length);
    }
  });

  it("allows each page's inline stylesheet by its SHA-256 and styles from nowhere else but the site itself", () => {
    for (const file of htmlFiles(client)) {
      const path = file.slice(client.length - 1, -"/index.html".length) || "/";
      const policy = matchingHeaders(rules, path).get("content-security-policy")?.[0] ?? "";
      const styleSources = /style-src ([^;]+)/.exec(policy)?.[1]?.split(" ") ?? [];
      const inline = [...readFileSync(file, "utf8").matchAll(/<style>([\s\S]*?)<\/style>/g)];
      expect(inline.length, path).toBe(1);
      const hash = `'sha256-${createHash("sha256")
        .update(inline[0]?.[1] ?? "")
        .digest("base64")}'`;
      expect(styleSources[0], path).toBe("'self'");
      expect(styleSources, path).toContain(hash);
      expect(
        styleSources.every((source) => source === "'self'" || source.startsWith("'sha256-")),
        path,
      ).toBe(true);
    }
  });

  it("gives the not-found file, served for unknown paths, its own policy in a <meta> element", () => {
    const html = readFileSync(join(client, "404.html"), "utf8");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html)?.[1] ?? "";
    expect(meta).toContain("default-src 'none'");
    expect(html.indexOf("<meta http-equiv")).toBeLessThan(html.indexOf("<script"));
  });
});
