// Storybook documentation helpers for the guide "Adding a sector page": the icons and colours an entry may name, and its example.
import { useId, useState } from "react";
import { Source } from "@storybook/addon-docs/blocks";
import { colorTokens, iconNames } from "@solvix/content/icons";
import { listLandingPages } from "@solvix/content/landing";
import { Icon, IconProvider } from "../components/icon.tsx";
import { IconTile } from "../components/icon-tile.tsx";
import { glyphsFor } from "../lib/icon-registry.ts";
import { toneGradient } from "../lib/tone.ts";
import exampleEntry from "../../../content/src/landing/new-page-example.ts?raw";

const glyphs = glyphsFor(iconNames);

/** The guide's example, read from the real file (type-checked, and kept equal to the generator's output by a test). */
export function ExampleEntry() {
  return <Source code={exampleEntry} language="typescript" />;
}

/** Every icon name an entry may use, with its glyph, filtered as you type. */
export function IconGallery() {
  const [query, setQuery] = useState("");
  const id = useId();
  const words = query.trim().toLowerCase();
  const matches = iconNames.filter((name) => name.toLowerCase().includes(words));
  return (
    <IconProvider glyphs={glyphs}>
      <div className="my-4 flex flex-wrap items-center gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink-900">
          Search icons
        </label>
        <input
          id={id}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. factory, chart, user"
          className="rounded-lg border border-ink-300 px-3 py-2 text-sm"
        />
        <span className="text-sm text-ink-600" aria-live="polite">
          {matches.length} of {iconNames.length} icons
        </span>
      </div>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6" aria-label="Icons">
        {matches.map((name) => (
          <li key={name} className="flex flex-col items-center gap-2 rounded-lg border border-ink-200 p-3 text-center">
            <Icon name={name} className="size-6 text-brand-700" />
            <code className="text-xs break-all text-ink-700">{name}</code>
          </li>
        ))}
      </ul>
    </IconProvider>
  );
}

/** Every colour token on its icon-tile gradient, with how many index cards use it today. */
export function ColorSwatches() {
  const pages = listLandingPages();
  return (
    <IconProvider glyphs={glyphs}>
      <ul className="my-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Colours">
        {colorTokens.map((color) => (
          <li key={color} className="flex items-center gap-3 rounded-lg border border-ink-200 p-3">
            <IconTile icon="Factory" color={color} size="sm" />
            <span className="flex flex-col text-sm">
              <code className="text-ink-900">{color}</code>
              <span className="text-xs text-ink-600">
                {toneGradient[color]}, {pages.filter((page) => page.card.color === color).length} cards
              </span>
            </span>
          </li>
        ))}
      </ul>
    </IconProvider>
  );
}
