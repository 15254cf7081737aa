// Weight and manners of the hero illustrations: each under 5 KB gzip, decorative, fixed 4:3 box, still under reduced
// motion, and moving at most 5 s otherwise.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { IconProvider } from "../components/icon.tsx";
import { readTokens } from "../lib/contrast.ts";
import { iconGlyph } from "../lib/icon-registry.ts";
import { CareersArt } from "./careers-art.tsx";
import { ContactArt } from "./contact-art.tsx";
import { IndustryArt, SectorOrbitArt } from "./field-art.tsx";
import { HomeArt } from "./home-art.tsx";
import { SectorArt } from "./sector-art.tsx";
import { ServicesArt } from "./services-art.tsx";

const arts: [file: string, element: React.ReactElement][] = [
  ["home-art.tsx", <HomeArt />],
  ["services-art.tsx", <ServicesArt />],
  ["sector-art.tsx", <SectorArt color="teal" icon="Landmark" />],
  [
    "field-art.tsx",
    <IndustryArt color="emerald" icon="Headset" icons={["Landmark", "Clock", "Zap", "Wrench", "Lock", "Mail"]} />,
  ],
  ["field-art.tsx", <SectorOrbitArt color="orange" icon="Truck" icons={["Clock", "Zap", "Lock", "Mail"]} />],
  ["contact-art.tsx", <ContactArt />],
  ["careers-art.tsx", <CareersArt />],
];
const drawn = ["Landmark", "Headset", "Truck", "Clock", "Zap", "Wrench", "Lock", "Mail"] as const;
const gz = (text: string) => gzipSync(text, { level: 9 }).length;
const parts = readFileSync(new URL("./art-parts.tsx", import.meta.url), "utf8");
const rows: string[] = [];

describe("hero illustrations", () => {
  it.each(arts)("%s: under 5 KB gzip (markup, and source with its shared parts), decorative, calm", (file, element) => {
    const markup = renderToStaticMarkup(
      <IconProvider glyphs={Object.fromEntries(drawn.map((name) => [name, iconGlyph(name)]))}>{element}</IconProvider>,
    );
    const source = readFileSync(new URL(`./${file}`, import.meta.url), "utf8") + parts;
    rows.push(`${file.padEnd(18)} markup ${gz(markup)} B, source ${gz(source)} B (gzip)`);
    expect(gz(markup)).toBeLessThan(5 * 1024);
    expect(gz(source)).toBeLessThan(5 * 1024);
    expect(markup).toMatch(/^<svg[^>]*aria-hidden="true"[^>]*focusable="false"/);
    expect(markup).toContain('viewBox="0 0 480 360"');
    expect(markup).toContain("aspect-[4/3]");
    // Every animation is one of the art tokens (below), behind the reduced-motion guard; no image or remote request.
    const animations = markup.match(/[^\s"]*animate-[^\s"]*/g) ?? [];
    for (const animation of animations) expect(animation).toMatch(/^motion-ok:animate-art-(dash|float)$/);
    expect(markup).not.toMatch(/<image|<img|href="http/);
  });

  it("their motion plays once, for at most five seconds (WCAG 2.2.2: longer needs a pause control)", () => {
    const styles = readFileSync(new URL("../styles.css", import.meta.url), "utf8");
    const tokens = readTokens(styles, "animate").filter(({ name }) => name.startsWith("animate-art-"));
    expect(tokens.map(({ name }) => name).sort()).toEqual(["animate-art-dash", "animate-art-float"]);
    for (const { name, value } of tokens) {
      const [keyframes, duration, ...rest] = value.split(/\s+/);
      expect(keyframes, name).toBe(name.slice("animate-".length));
      expect(duration, name).toMatch(/^\d+(\.\d+)?s$/);
      expect(Number.parseFloat(duration ?? ""), name).toBeLessThanOrEqual(5);
      // No iteration count (one play), no `infinite`, and the last frame held (`both`): no jump when it ends.
      expect(
        rest.some((word) => /^(infinite|\d+(\.\d+)?)$/.test(word)),
        name,
      ).toBe(false);
      expect(rest, name).toContain("both");
    }
  });
});

afterAll(() => console.log(`\nHero illustration weights\n${rows.join("\n")}\n`));
