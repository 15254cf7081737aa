// The FAQ editor's line icons, inline so the editor chunk carries them.
import type * as React from "react";

type IconProps = Omit<React.ComponentProps<"svg">, "children">;

/** The editor's three line icons, inline (lucide's 24-unit grid, ISC licence); the buttons carry the names. */
function Glyph({ paths, ...props }: IconProps & { paths: string[] }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export const PencilIcon = (props: IconProps) => (
  <Glyph
    paths={[
      "M21.17 6.81a2.83 2.83 0 0 0-4-4L3.84 16.17a2 2 0 0 0-.5.83l-1.32 4.35a.5.5 0 0 0 .62.62l4.35-1.32a2 2 0 0 0 .83-.5z",
      "m15 5 4 4",
    ]}
    {...props}
  />
);

export const CheckIcon = (props: IconProps) => <Glyph paths={["M20 6 9 17l-5-5"]} {...props} />;

export const XIcon = (props: IconProps) => <Glyph paths={["M18 6 6 18", "m6 6 12 12"]} {...props} />;
