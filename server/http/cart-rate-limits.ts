import type { RateLimitOptions } from "./rate-limit.ts";

/**
 * Each promo check and each checkout creates a cart on the storefront: a visitor needs a few a minute, a script
 * hammering the store many more. Mounted in create-app.ts before the SSR handler that serves these resource routes.
 */
export const CART_RATE_LIMITS = {
  "/api/cart/promo": { windowMs: 60_000, limit: 30 },
  "/api/cart/checkout": { windowMs: 60_000, limit: 20 },
} as const satisfies Record<string, RateLimitOptions>;
