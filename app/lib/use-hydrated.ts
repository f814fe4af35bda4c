import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server draws the page and while it hydrates, true once scripts run: a control
 * that only scripts can enable (say, once a time is chosen) stays usable for a browser without them.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
