import type { ProductsChange } from "./products-changed.ts";

export type Refreshable = { refresh(): Promise<{ count: number; durationMs: number }> };

/**
 * Turns products-changed events into catalogue refreshes, one at a time: events arriving during a refresh are folded
 * into a single follow-up refresh, so a burst of 50 stock changes costs two rebuilds, not 50. `onRefreshed` runs after
 * each rebuild (to tell open pages).
 */
export function createCatalogueFreshness(
  catalogue: Refreshable,
  onRefreshed: (change: ProductsChange) => void,
  logError: (message: string, error: unknown) => void = console.error,
) {
  let running: Promise<void> | null = null;
  let pending: ProductsChange | null = null;

  async function drain(): Promise<void> {
    while (pending) {
      const change = pending;
      pending = null;
      try {
        await catalogue.refresh();
        onRefreshed(change);
      } catch (error) {
        logError("[catalogue] actualisation impossible après un changement de produits :", error);
      }
    }
  }

  function start(): void {
    if (running || !pending) return;
    running = drain().finally(() => {
      running = null;
      start();
    });
  }

  async function idle(): Promise<void> {
    while (running) await running;
  }

  return {
    /** Schedules a refresh for this change; resolves once the catalogue includes it. */
    changed(change: ProductsChange): Promise<void> {
      pending = change;
      start();
      return idle();
    },
    /** Resolves when no refresh is running (tests, shutdown). */
    idle,
  };
}
