// Icon: draws a content icon from the glyphs the page received at build time, so pages ship only the icons they use.
import * as React from "react";
import type { IconName } from "@solvix/content/icons";
import { lineIconSvg } from "../icons/line-icon.tsx";
import { cn } from "../lib/cn.ts";

/** Icon name -> the inner SVG markup of that icon (made at build time by lib/icon-registry.ts). */
export type IconGlyphs = Readonly<Record<string, string>>;

const IconGlyphsContext = React.createContext<IconGlyphs>({});

/**
 * Supplies the glyphs of the icons a page uses. The site's root passes the glyphs its route loaders collected;
 * Storybook passes them all. Nested providers add to the glyphs above them.
 */
export function IconProvider({ glyphs, children }: { glyphs: IconGlyphs; children: React.ReactNode }) {
  const parent = React.useContext(IconGlyphsContext);
  const merged = React.useMemo(() => ({ ...parent, ...glyphs }), [parent, glyphs]);
  return <IconGlyphsContext.Provider value={merged}>{children}</IconGlyphsContext.Provider>;
}

/** The glyphs available here (the icon gallery lists them). */
export function useIconGlyphs(): IconGlyphs {
  return React.useContext(IconGlyphsContext);
}

export type IconProps = Omit<React.ComponentProps<"svg">, "children" | "dangerouslySetInnerHTML"> & { name: IconName };

/**
 * A decorative icon chosen by name (content carries names, never components), drawn like lucide's icons.
 * Hidden from assistive technology.
 */
export function Icon({ name, className, ...props }: IconProps) {
  const glyph = React.useContext(IconGlyphsContext)[name];
  return (
    <svg
      data-slot="icon"
      data-icon={name}
      {...lineIconSvg}
      className={cn("size-5", className)}
      // Trusted markup: lucide's own paths, rendered at build time; never visitor input.
      dangerouslySetInnerHTML={{ __html: glyph ?? "" }}
      {...props}
    />
  );
}
