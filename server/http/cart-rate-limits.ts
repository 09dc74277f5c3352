import type { RateLimitOptions } from "./rate-limit.ts";

/**
 * Each promo check and each checkout creates a cart on the storefront (a promo check's is not stored in local mode):
 * a visitor needs a few a minute, a script hammering the store many more. Mounted in create-app.ts before the SSR handler that serves these resource routes.
 */
export const CART_RATE_LIMITS = {
  "/api/cart/promo": { windowMs: 60_000, limit: 30 },
  // Each checkout stores a cart until the retention sweep (promo checks store none): a day's budget per client bounds
  // what one client makes the database keep (100 carts of at most ~25 KB for LOCAL_CART_RETENTION_DAYS).
  "/api/cart/checkout": { windowMs: 60_000, limit: 20, perDay: 100 },
} as const satisfies Record<string, RateLimitOptions>;
