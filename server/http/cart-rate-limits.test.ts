import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { createApp } from "./create-app.ts";
import { RATE_LIMITS } from "./rate-limits.ts";

const CART_LIMITS = { "/api/cart/promo": RATE_LIMITS.cartPromo, "/api/cart/checkout": RATE_LIMITS.cartCheckout };

describe("cart rate limits in the Express app", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // The SSR handler stands in for the resource routes: whatever reaches it was let through.
    const app = createApp({ env: "test", ssr: (_req, res) => void res.json({ ok: true }) });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  for (const [path, { limit }] of Object.entries(CART_LIMITS)) {
    it(`answers 429 in French past ${limit} POSTs a minute to ${path}`, async () => {
      const post = () =>
        fetch(`${base}${path}`, {
          method: "POST",
          headers: { accept: "application/json", "content-type": "application/json" },
          body: "{}",
        });
      for (let i = 0; i < limit; i++) expect((await post()).status).toBe(200);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: GENERIC_MESSAGES.tooManyRequests });
    });
  }

  it("limits only those POSTs: other requests of a limited client go through", async () => {
    expect((await fetch(`${base}/api/cart/promo`)).status).toBe(200);
    expect((await fetch(`${base}/panier`)).status).toBe(200);
  });
});
