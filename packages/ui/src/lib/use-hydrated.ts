// useHydrated: whether React has finished hydrating the prerendered HTML (markup that must match until then).
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False while React hydrates the prerendered HTML (and on the server), true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
