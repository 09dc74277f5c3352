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
