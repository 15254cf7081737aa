// The drawing every line icon shares (lucide's grid and strokes): each icon module carries only its paths.
import type * as React from "react";

export type LineIconProps = Omit<React.ComponentProps<"svg">, "children" | "dangerouslySetInnerHTML">;

/** How every line icon is drawn (lucide's 24-unit grid, 2-unit round strokes), decorative. */
export const lineIconSvg = {
  xmlns: "http://www.w3.org/2000/svg",
  width: "24",
  height: "24",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: "false",
} as const satisfies React.ComponentProps<"svg">;

export function lineIcon(name: string, paths: string) {
  function LineIcon({ className, ...props }: LineIconProps) {
    // Static paths of this file, never input.
    return <svg {...lineIconSvg} className={className} dangerouslySetInnerHTML={{ __html: paths }} {...props} />;
  }
  LineIcon.displayName = name;
  return LineIcon;
}
