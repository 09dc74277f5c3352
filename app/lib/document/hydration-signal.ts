import { useEffect, useState } from "react";
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

/**
 * False on the server and while React hydrates, true from the render that follows: for a control that can only work
 * with JavaScript and has no page to fall back on, shown only once it answers. A component mounted later, after
 * hydration, also renders once with false, then true after its effect. State set by an effect rather than
 * `useSyncExternalStore`, whose differing server answer makes React re-render synchronously in the task that ends
 * hydration, and flush every effect of the page in it too: one long task instead of several short ones.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
