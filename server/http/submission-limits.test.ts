import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { type AppOptions, createApp } from "./create-app.ts";
import { RATE_LIMITS } from "./rate-limits.ts";

/** The limited submissions (issue 8) and their budgets per client; the local checkout's path is one cart's. */
const LIMITED = [
  { path: "/contact", limit: RATE_LIMITS.contact.limit },
  { path: "/api/cart/promo", limit: RATE_LIMITS.cartPromo.limit },
  { path: "/api/cart/checkout", limit: RATE_LIMITS.cartCheckout.limit },
  { path: "/commande/panier123", limit: RATE_LIMITS.checkoutSubmit.limit },
];

/**
 * Ways to reach the same React Router action: the router decodes, resolves dot segments, ignores case and '/'. Other
 * methods than POST are refused before any limit (submission-gate.test.ts).
 */
function spellings(path: string): Array<{ method: string; path: string }> {
  const last = path.slice(path.lastIndexOf("/") + 1);
  const encodedFirstLetter = `${path.slice(0, path.lastIndexOf("/") + 1)}%${last.charCodeAt(0).toString(16)}${last.slice(1)}`;
  return [
    { method: "POST", path },
    { method: "POST", path: `${path}.data` },
    { method: "POST", path: encodedFirstLetter },
    { method: "POST", path: `/ailleurs/..${path}` },
    { method: "POST", path: `/ailleurs/%2e%2e${path}` },
    { method: "POST", path: path.toUpperCase() },
    { method: "POST", path: `${path}/` },
  ];
}

let server: Server | undefined;
afterEach(() => server?.close());

/** The shop's Express app with a stand-in for React Router: whatever reaches it was let through. */
async function startApp(options: Partial<AppOptions> = {}) {
  const reached: string[] = [];
  const notUsed = async () => new Response(null, { status: 404 });
  const app = createApp({
    env: "test",
    localCommerce: { storefront: notUsed, covers: notUsed },
    ssr: (req, res) => {
      reached.push(`${req.method} ${req.originalUrl}`);
      res.json({ ok: true });
    },
    ...options,
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Each kind of endpoint with the body type it takes: the gate refuses any other before the limits.
  const send = (method: string, path: string, headers: Record<string, string> = {}) => {
    const type = /\/api\//i.test(path) ? "application/json" : "application/x-www-form-urlencoded";
    return fetch(`${base}${path}`, {
      method,
      headers: { accept: "application/json", "content-type": type, ...headers },
    });
  };
  return { reached, send };
}

describe("rate limits on submissions", () => {
  for (const { path, limit } of LIMITED) {
    it(`counts every spelling and method of a submission to ${path} in one budget of ${limit}`, async () => {
      const { reached, send } = await startApp();
      const ways = spellings(path);
      for (let i = 0; i < limit; i++) {
        const way = ways[i % ways.length];
        if (!way) throw new Error("no spelling");
        expect((await send(way.method, way.path)).status, `${way.method} ${way.path}`).toBe(200);
      }
      for (const way of ways) {
        const refused = await send(way.method, way.path);
        expect(refused.status, `${way.method} ${way.path}`).toBe(429);
        expect(await refused.json()).toEqual({ error: GENERIC_MESSAGES.tooManyRequests });
      }
      expect(reached).toHaveLength(limit);
      expect((await send("GET", path)).status, "reading the page is not limited").toBe(200);
    });
  }

  it("keys the limit on the socket's address: a forged X-Forwarded-For does not open a new budget", async () => {
    const { send } = await startApp();
    for (let i = 0; i < 10; i++) {
      expect((await send("POST", "/contact", { "x-forwarded-for": `203.0.113.${i}` })).status).toBe(200);
    }
    expect((await send("POST", "/contact", { "x-forwarded-for": "198.51.100.7" })).status).toBe(429);
  });

  it("with TRUST_PROXY, keys it on the client the trusted proxy names", async () => {
    const { send } = await startApp({ trustProxy: "loopback" });
    for (let i = 0; i < 10; i++) {
      expect((await send("POST", "/contact", { "x-forwarded-for": "203.0.113.1" })).status).toBe(200);
    }
    expect((await send("POST", "/contact", { "x-forwarded-for": "203.0.113.1" })).status).toBe(429);
    expect((await send("POST", "/contact", { "x-forwarded-for": "203.0.113.2" })).status).toBe(200);
  });
});
