/** docs/product.md §4 / §9: up to 3 retries, the delay doubling from 1 s and capped at 5 s. */
export const RETRY_POLICY = { retries: 3, initialDelayMs: 1_000, maxDelayMs: 5_000 } as const;

export type RetryPolicy = { retries: number; initialDelayMs: number; maxDelayMs: number };

/** Runs `task`, trying again after a growing pause while it fails and `shouldRetry` allows; rethrows the last error. */
export async function retryWithBackoff<T>(
  task: () => Promise<T>,
  options: {
    policy?: RetryPolicy;
    shouldRetry?: (error: unknown) => boolean;
    sleep?: (ms: number) => Promise<void>;
  } = {},
): Promise<T> {
  const policy = options.policy ?? RETRY_POLICY;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let delay = policy.initialDelayMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= policy.retries || !(options.shouldRetry?.(error) ?? true)) throw error;
      await sleep(delay);
      delay = Math.min(delay * 2, policy.maxDelayMs);
    }
  }
}
