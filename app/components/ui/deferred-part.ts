/**
 * The code of a part of the page below the screen, downloaded when the part nears the screen (issue 8: first-load
 * JavaScript). Its promise is the one React's `use` reads: annotated once fulfilled, so that a later render reads the
 * module at once instead of suspending again.
 */
export type DeferredPart<M> = {
  /** Settles with the module; stays pending on the client until `start`. */
  promise: Promise<M>;
  /** Starts the download (once); after a failed one (offline, new deployment), the next call tries again. */
  start: () => void;
};

type Annotated<M> = Promise<M> & { status?: "fulfilled"; value?: M };

/** `load` must be a module-level `() => import("…")`. On the server the module is imported at once. */
export function deferredPart<M>(load: () => Promise<M>, onServer = import.meta.env.SSR): DeferredPart<M> {
  let resolve: (module: M) => void = () => {};
  const promise: Annotated<M> = new Promise<M>((settle) => {
    resolve = settle;
  });
  let loading = false;
  const start = () => {
    if (loading || promise.status === "fulfilled") return;
    loading = true;
    load().then(
      (module) => {
        promise.status = "fulfilled";
        promise.value = module;
        resolve(module);
      },
      () => {
        loading = false;
      },
    );
  };
  if (onServer) start();
  return { promise, start };
}
