import { describe, expect, it } from "vitest";
import { retryWithBackoff } from "./retry.ts";

describe("retryWithBackoff", () => {
  it("retries 3 times with pauses of 1 s, 2 s and 4 s, then gives up with the last error", async () => {
    const pauses: number[] = [];
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error(`échec ${calls}`);
    };
    await expect(retryWithBackoff(failing, { sleep: async (ms) => void pauses.push(ms) })).rejects.toThrow("échec 4");
    expect(calls).toBe(4);
    expect(pauses).toEqual([1000, 2000, 4000]);
  });

  it("caps the pause at 5 s", async () => {
    const pauses: number[] = [];
    const failing = async () => {
      throw new Error("non");
    };
    await expect(
      retryWithBackoff(failing, {
        policy: { retries: 5, initialDelayMs: 1000, maxDelayMs: 5000 },
        sleep: async (ms) => void pauses.push(ms),
      }),
    ).rejects.toThrow();
    expect(pauses).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it("returns as soon as an attempt succeeds", async () => {
    let calls = 0;
    const flaky = async () => (++calls < 3 ? Promise.reject(new Error("pas encore")) : "livres");
    await expect(retryWithBackoff(flaky, { sleep: async () => {} })).resolves.toBe("livres");
    expect(calls).toBe(3);
  });

  it("does not retry what shouldRetry refuses (a 404 stays a 404)", async () => {
    let calls = 0;
    const notFound = async () => {
      calls++;
      throw new Error("404");
    };
    await expect(retryWithBackoff(notFound, { shouldRetry: () => false, sleep: async () => {} })).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
