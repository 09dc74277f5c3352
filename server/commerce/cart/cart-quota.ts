import { MemoryStore, type Options } from "express-rate-limit";

/**
 * Carts stored per client and window, in memory (per instance): with the size bounds of CART_LIMITS and the
 * retention sweep, it bounds what one client can make the database keep. Counted by express-rate-limit's own store,
 * which forgets expired windows by itself.
 */
export type CartQuota = { take(client: string): Promise<boolean> };

export const STORED_CARTS_PER_CLIENT = { windowMs: 24 * 60 * 60_000, limit: 100 };

export function createCartQuota({ windowMs, limit } = STORED_CARTS_PER_CLIENT): CartQuota {
  const store = new MemoryStore();
  // The store reads only the window of the middleware's options.
  store.init({ windowMs } as Options);
  return {
    async take(client) {
      const { totalHits } = await store.increment(client);
      return totalHits <= limit;
    },
  };
}
