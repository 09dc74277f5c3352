import { describe, expect, it } from "vitest";
import { createAgentPacing } from "./agent-pacing.ts";

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Holds the thread, as a call's listing and writing do.
  }
};

describe("agents' calls taking turns with the pages (issue 41)", () => {
  it("runs a lone agent's calls at once, one after the other", async () => {
    const pacing = createAgentPacing();
    const started = performance.now();
    for (let i = 0; i < 5; i++) await pacing.run(async () => busy(10));
    expect(performance.now() - started).toBeLessThan(5 * 10 + 30);
  });

  it("runs waiting calls one at a time, each after a pause nineteen times as long as the previous call took", async () => {
    const pacing = createAgentPacing();
    const spans: Array<[number, number]> = [];
    const call = async () => {
      const start = performance.now();
      busy(20);
      spans.push([start, performance.now()]);
    };
    await Promise.all([pacing.run(call), pacing.run(call), pacing.run(call)]);
    for (let i = 1; i < spans.length; i++) {
      const [start] = spans[i] as [number, number];
      const [, previousEnd] = spans[i - 1] as [number, number];
      expect(start - previousEnd).toBeGreaterThanOrEqual(378);
    }
  });

  it("lets a page's work run between two calls", async () => {
    const pacing = createAgentPacing();
    const order: string[] = [];
    const calls = [1, 2].map(() => pacing.run(async () => void order.push("agent")));
    setImmediate(() => order.push("page"));
    await Promise.all(calls);
    expect(order.indexOf("page")).toBeLessThan(order.lastIndexOf("agent"));
  });

  it("refuses at once beyond the calls allowed to wait, and goes on after a failed call", async () => {
    const pacing = createAgentPacing(2);
    let release: () => void = () => {};
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = pacing.run(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          started();
        }),
    );
    const second = pacing.run(async () => {});
    expect(await pacing.run(async () => {})).toBe(false);
    await running;
    release();
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    await expect(pacing.run(() => Promise.reject(new Error("échec")))).rejects.toThrow("échec");
    expect(await pacing.run(async () => {})).toBe(true);
  });
});
