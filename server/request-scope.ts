import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The id of the HTTP request being served, for logs written far from its handler: a page's loaders call the local
 * commerce service in process, and a failure there must name the page request that caused it.
 */
const requestIds = new AsyncLocalStorage<string>();

/** Runs `run`, and everything it starts (awaits, timers, callbacks), as part of the request `requestId`. */
export function runWithRequestId<T>(requestId: string, run: () => T): T {
  return requestIds.run(requestId, run);
}

/** The id of the request whose handling led here; undefined outside one (start-up, timers of their own, events). */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}
