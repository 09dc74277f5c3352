import { describe, expect, it, vi } from "vitest";
import { startPeriodicSweep } from "./periodic-sweep.ts";

describe("a periodic clean-up", () => {
  it("runs at start then every interval, tries again after a failure, and waits for a run under way when stopped", async () => {
    vi.useFakeTimers();
    try {
      const errors: unknown[] = [];
      let runs = 0;
      let finish: () => void = () => {};
      const stop = startPeriodicSweep({
        run: () => {
          runs++;
          if (runs === 2) return Promise.reject(new Error("base injoignable"));
          return runs === 3 ? new Promise<void>((resolve) => (finish = resolve)) : Promise.resolve();
        },
        onError: (error) => errors.push(error),
        intervalMs: 1000,
      });
      expect(runs).toBe(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(errors).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(runs).toBe(3);
      // Still under way when the next is due: not doubled.
      await vi.advanceTimersByTimeAsync(1000);
      expect(runs).toBe(3);
      let stopped = false;
      const stopping = stop().then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(stopped).toBe(false);
      finish();
      await stopping;
      await vi.advanceTimersByTimeAsync(5000);
      expect(runs).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
