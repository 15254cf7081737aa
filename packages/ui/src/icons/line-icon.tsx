import type * as React from "react";

export type LineIconProps = Omit<React.ComponentProps<"svg">, "children" | "dangerouslySetInnerHTML">;

export function lineIcon(name: string, paths: string) {
  function LineIcon({ className, ...props }: LineIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className}
        // Static paths of this file, never input.
        dangerouslySetInnerHTML={{ __html: paths }}
        {...props}
      />
    );
  }
  LineIcon.displayName = name;
  return LineIcon;
}
