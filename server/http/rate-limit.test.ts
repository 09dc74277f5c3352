import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { createInstanceLimit, createRateLimit, limitSubmissions } from "./rate-limit.ts";

function appWithLimit(trustProxy: boolean | number) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.post("/limited", createRateLimit({ windowMs: 60_000, limit: 2 }), (_req, res) => {
    res.json({ ok: true });
  });
  return app;
}

async function listen(app: express.Express) {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/limited` };
}

describe("createRateLimit", () => {
  let direct: Awaited<ReturnType<typeof listen>>;
  let proxied: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    direct = await listen(appWithLimit(false));
    proxied = await listen(appWithLimit(1));
  });
  afterAll(() => {
    direct.server.close();
    proxied.server.close();
  });

  it("answers 429 with the French message once the limit is passed", async () => {
    const post = () => fetch(direct.url, { method: "POST", headers: { accept: "application/json" } });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: GENERIC_MESSAGES.tooManyRequests });
  });

  it("cannot be dodged with a forged X-Forwarded-For when no proxy is trusted", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(direct.url, { method: "POST", headers: { "x-forwarded-for": `203.0.113.${i}` } });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("counts each client apart behind a trusted proxy", async () => {
    const post = (ip: string) => fetch(proxied.url, { method: "POST", headers: { "x-forwarded-for": ip } });
    for (let i = 0; i < 2; i++) expect((await post("198.51.100.1")).status).toBe(200);
    expect((await post("198.51.100.1")).status).toBe(429);
    expect((await post("198.51.100.2")).status).toBe(200);
  });

  it("answers a browser form in plain French text", async () => {
    const post = () => fetch(direct.url, { method: "POST", headers: { accept: "text/html" } });
    const response = await post();
    expect(response.status).toBe(429);
    expect(await response.text()).toBe(GENERIC_MESSAGES.tooManyRequests);
  });
});

describe("limitSubmissions with a day's budget", () => {
  it("refuses past the day's budget even when each minute stays under its own limit", async () => {
    const app = express();
    limitSubmissions(app, "/api/cart/checkout", { windowMs: 60_000, limit: 100, perDay: 3 });
    app.post("/api/cart/checkout", (_req, res) => void res.json({ ok: true }));
    const { server, url } = await listen(app);
    const base = url.replace("/limited", "/api/cart/checkout");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await fetch(base, { method: "POST", headers: { accept: "application/json" } })).status);
    }
    server.close();
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

describe("createInstanceLimit", () => {
  it("holds a crowd of addresses to one budget for the whole instance (issue 51)", async () => {
    const app = express();
    app.set("trust proxy", 1);
    app.post("/limited", createInstanceLimit({ windowMs: 60_000, limit: 3 }), (_req, res) => {
      res.json({ ok: true });
    });
    const { server, url } = await listen(app);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await fetch(url, {
          method: "POST",
          headers: { accept: "application/json", "x-forwarded-for": `198.51.100.${i + 1}` },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      server.close();
    }
  });
});
