// Slot: the `asChild` pattern, rendering its only child with the slot's props merged in.
import * as React from "react";

type AnyProps = Record<string, unknown>;

function composeRefs<T>(...refs: (React.Ref<T> | undefined)[]): React.RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === "function") return ref(node);
      if (ref) (ref as React.RefObject<T | null>).current = node;
      return undefined;
    });
    return () => {
      refs.forEach((ref, index) => {
        const cleanup = cleanups[index];
        if (typeof cleanup === "function") cleanup();
        else if (typeof ref === "function") ref(null);
        else if (ref) (ref as React.RefObject<T | null>).current = null;
      });
    };
  };
}

/**
 * Renders its only child with the slot's props merged in (the `asChild` pattern): the child's props win, event
 * handlers of both run (the child's first), class names are joined, styles merged and refs composed. A small
 * stand-in for Radix's Slot (1.3 KB gzip on every page), enough for this design system: one element child.
 */
export function Slot({ children, ...slotProps }: AnyProps & { children?: React.ReactNode }) {
  if (!React.isValidElement<AnyProps>(children)) return null;
  const childProps = children.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const fromSlot = slotProps[key];
    const fromChild = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof fromSlot === "function" && typeof fromChild === "function") {
      merged[key] = (...args: unknown[]) => {
        fromChild(...args);
        fromSlot(...args);
      };
    }
  }
  if (slotProps.className && childProps.className)
    merged.className = `${String(slotProps.className)} ${String(childProps.className)}`;
  if (slotProps.style && childProps.style)
    merged.style = { ...(slotProps.style as object), ...(childProps.style as object) };
  if (slotProps.ref && childProps.ref) {
    merged.ref = composeRefs(slotProps.ref as React.Ref<unknown>, childProps.ref as React.Ref<unknown>);
  }
  return React.cloneElement(children, merged);
}
