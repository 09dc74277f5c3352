/**
 * Carts stored per client and window, in memory (per instance): with the size bounds of CART_LIMITS and the
 * retention sweep, it bounds what one client can make the database keep.
 */
export type CartQuota = { take(client: string): boolean };

export const STORED_CARTS_PER_CLIENT = { windowMs: 24 * 60 * 60_000, limit: 100 };

/** Past this many clients tracked, expired windows are dropped before a new one is opened. */
const MAX_TRACKED_CLIENTS = 50_000;

export function createCartQuota(
  { windowMs, limit } = STORED_CARTS_PER_CLIENT,
  now: () => number = Date.now,
): CartQuota {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    take(client) {
      const time = now();
      let window = windows.get(client);
      if (!window || window.resetAt <= time) {
        if (windows.size >= MAX_TRACKED_CLIENTS) {
          for (const [key, value] of windows) if (value.resetAt <= time) windows.delete(key);
        }
        // Still full of live windows: refuse rather than grow without bound.
        if (windows.size >= MAX_TRACKED_CLIENTS) return false;
        window = { count: 0, resetAt: time + windowMs };
        windows.set(client, window);
      }
      if (window.count >= limit) return false;
      window.count += 1;
      return true;
    },
  };
}
