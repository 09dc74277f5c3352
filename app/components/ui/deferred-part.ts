import { lazyModule } from "./lazy-module.ts";

/**
 * The code of a part of the page below the screen, downloaded when the part nears the screen (issue 8: first-load
 * JavaScript). Its promise is the one React's `use` reads: annotated once fulfilled, so that a later render reads the
 * module at once instead of suspending again.
 */
export type DeferredPart<M> = {
  /**
   * Settles with the module; stays pending on the client until `start`. Settles with null when the code could not be
   * had while the page needed it (`need`).
   */
  promise: Promise<M | null>;
  /** Starts the download (once); after a failed one (offline, new deployment), the next call tries again. */
  start: () => void;
  /**
   * The page cannot go on until the part has settled (a navigation waits for it): starts the download, and if the
   * code cannot be had (its file gone with a new deployment, the network down), settles with null, so that the page
   * goes on without the part rather than not at all.
   */
  need: () => void;
  /**
   * Calls `listener` when the code was needed and could not be had, just before the promise settles with null: a
   * part still showing its server HTML must let go of it first (docs/decisions/012). Returns the unsubscribe.
   */
  onLost: (listener: () => void) => () => void;
};

type Annotated<M> = Promise<M | null> & { status?: "fulfilled"; value?: M | null };

/** `load` must be a module-level `() => import("…")`. On the server the module is imported at once. */
export function deferredPart<M>(load: () => Promise<M>, onServer = import.meta.env.SSR): DeferredPart<M> {
  // The download itself, once at a time and tried again after a failure, is a lazy module's.
  const code = lazyModule(load);
  let resolve: (module: M | null) => void = () => {};
  const promise: Annotated<M> = new Promise<M | null>((settle) => {
    resolve = settle;
  });
  const settle = (module: M | null) => {
    if (promise.status === "fulfilled") return;
    promise.status = "fulfilled";
    promise.value = module;
    resolve(module);
  };
  let needed = false;
  const lostListeners = new Set<() => void>();
  const start = () => {
    if (promise.status === "fulfilled") return;
    code.prefetch().then(settle, () => {
      if (!needed || promise.status === "fulfilled") return;
      for (const listener of lostListeners) listener();
      settle(null);
    });
  };
  const need = () => {
    needed = true;
    start();
  };
  const onLost = (listener: () => void) => {
    lostListeners.add(listener);
    return () => {
      lostListeners.delete(listener);
    };
  };
  if (onServer) start();
  return { promise, start, need, onLost };
}
