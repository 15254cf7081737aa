/**
 * The Content-Security-Policy of the REAL build (apps/web/build/client), read without a browser: every route gets one
 * policy from `_headers` (the file the static hosts and the local server read), strict (`default-src 'none'`, no
 * 'unsafe-inline') and allowing each inline script and `<style>` of its page by hash; the not-found page carries its
 * policy in a `<meta>`. That the browser then reports no violation is the e2e site spec's (every route, console errors).
 */
import { readFileSync } from "node:fs";
import { listRoutes } from "@solvix/content/routes";
import { describe, expect, it } from "vitest";
import { htmlFileFor } from "../budgets/measure.ts";
import { inlineHashes, matchingHeaders, parseHeadersFile } from "../server/headers.ts";

const client = new URL("../build/client/", import.meta.url).pathname;
const rules = parseHeadersFile(readFileSync(`${client}_headers`, "utf8"));

/** The source list of one directive of a policy. */
function directive(policy: string, name: string): string[] {
  const found = policy.split(";").find((part) => part.trim().startsWith(`${name} `));
  return found?.trim().split(/\s+/).slice(1) ?? [];
}

function expectAllows(policy: string, html: string, where: string) {
  expect(directive(policy, "default-src"), `${where}: default-src`).toEqual(["'none'"]);
  expect(policy, where).not.toContain("unsafe-inline");
  const { scriptHashes, styleHashes } = inlineHashes(html);
  const scripts = directive(policy, "script-src");
  const styles = directive(policy, "style-src");
  for (const hash of scriptHashes) expect(scripts, `${where}: an inline script's hash`).toContain(hash);
  for (const hash of styleHashes) expect(styles, `${where}: an inline <style>'s hash`).toContain(hash);
}

describe("the built site's Content-Security-Policy", () => {
  it.each([...new Set(listRoutes().map((route) => route.path))])(
    "%s: one strict policy allowing its inline code",
    (path) => {
      const policies = matchingHeaders(rules, path).get("content-security-policy") ?? [];
      expect(policies, `${path}: exactly one policy`).toHaveLength(1);
      expectAllows(policies[0] ?? "", readFileSync(htmlFileFor(client, path), "utf8"), path);
    },
  );

  it("404.html carries its own policy in a <meta>, and an unknown path gets no page policy", () => {
    const html = readFileSync(`${client}404.html`, "utf8");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html)?.[1] ?? "";
    expectAllows(meta, html, "404.html");
    expect(matchingHeaders(rules, "/no-such-page").get("content-security-policy")).toBeUndefined();
  });
});
