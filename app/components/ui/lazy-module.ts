import { type RefObject, useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from "react";

/** A module downloaded on first demand, shared by every component that asks for it. */
export type LazyModule<M> = {
  /** Starts the download (once); the promise settles with the module. */
  prefetch: () => Promise<M>;
  /** Starts the download for a likely use soon; a failure is left for the next intent to retry. */
  preload: () => void;
  /** The module once it has arrived, null before. */
  current: () => M | null;
  /** Hears the module's arrival. */
  subscribe: (listener: () => void) => () => void;
};

/** `load` must be a module-level `() => import("…")`, so that every caller shares one chunk. */
export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let loading: Promise<M> | null = null;
  let loaded: M | null = null;
  const listeners = new Set<() => void>();
  const prefetch = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        // A failed download (offline, new deployment) is tried again at the next intent rather than remembered.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return {
    prefetch,
    preload: () => {
      prefetch().catch(() => {});
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** What the server-rendered stand-in hands to the real component when it takes over. */
export type Swap<M, H> = { module: M; handoff: H | null };

/**
 * Server HTML first, the real widget once its code has arrived. `load` (on intent) downloads it and swaps it in; with
 * `takeOverOnArrival`, so does any download, such as a prefetch elsewhere. The stand-in must mirror the widget's markup
 * inside `container`: the element that had focus there is found again by its position and keeps the focus, unless the
 * widget moved it itself. `capture` hands over what the visitor asked for meanwhile.
 */
export function useLazySwap<M, H>(
  module: LazyModule<M>,
  container: RefObject<HTMLElement | null>,
  capture: () => H,
  { takeOverOnArrival = false }: { takeOverOnArrival?: boolean } = {},
): { swap: Swap<M, H> | null; load: () => void } {
  // Only after an earlier load (a client-side remount): the module never arrives before hydration.
  const [swap, setSwap] = useState<Swap<M, H> | null>(() => {
    const current = module.current();
    return current ? { module: current, handoff: null } : null;
  });
  const [wanted, setWanted] = useState(takeOverOnArrival);
  const focusPath = useRef<{ for: Swap<M, H>; path: number[] | null } | null>(null);
  const takeOver = useEffectEvent(() => {
    const current = module.current();
    if (!current || swap) return;
    setSwap({ module: current, handoff: capture() });
  });
  // Where the focus is, read while rendering the swap: the DOM is still the stand-in's, and this render and its commit
  // run in one task. Read when the code arrived instead, a Tab pressed before the render was lost with the stand-in.
  if (swap && focusPath.current?.for !== swap) focusPath.current = { for: swap, path: pathOfFocus(container.current) };

  useEffect(() => {
    if (swap || !wanted) return;
    takeOver(); // already here
    return module.subscribe(takeOver);
  }, [module, swap, wanted]);

  useLayoutEffect(() => {
    const path = focusPath.current?.for === swap ? focusPath.current.path : null;
    const root = container.current;
    if (!swap || !path || !root || root.contains(document.activeElement)) return;
    elementAtPath(root, path)?.focus({ preventScroll: true });
  }, [swap, container]);

  // A failed download leaves the stand-in; the next intent downloads again and the subscription swaps.
  const load = useCallback(() => {
    setWanted(true);
    module.preload();
  }, [module]);

  return { swap, load };
}

/** Child indexes from `root` down to the focused element, or null when the focus is elsewhere. */
function pathOfFocus(root: HTMLElement | null): number[] | null {
  const focused = document.activeElement;
  if (!root || !(focused instanceof HTMLElement) || !root.contains(focused) || focused === root) return null;
  const path: number[] = [];
  for (let node: HTMLElement = focused; node !== root; ) {
    const parent = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return path;
}

function elementAtPath(root: HTMLElement, path: readonly number[]): HTMLElement | null {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}
