import { useEffect, useSyncExternalStore } from "react";
import { HYDRATED_ATTRIBUTE, HYDRATED_MARK } from "../../../core/hydration-mark.ts";

/**
 * Marks the page hydrated. Used by the root component: its effect runs once every component below it has been
 * hydrated and has run its own effects (what still waits behind a Suspense boundary comes later).
 */
export function useHydrationSignal(): void {
  useEffect(() => {
    if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    performance.mark(HYDRATED_MARK);
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
}

const neverChanges = () => () => {};

/**
 * False on the server and while React hydrates, true from the render that follows: for a control that can only work
 * with JavaScript and has no page to fall back on, shown only once it answers.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
