import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { healthRoute, isLoopback } from "./health-route.ts";

let server: Server | undefined;
afterEach(() => server?.close());

async function serve(options: Parameters<typeof healthRoute>[0], trustProxy = false): Promise<string> {
  const app = express();
  app.set("trust proxy", trustProxy ? "loopback" : false);
  app.get("/healthz", healthRoute(options));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;
}

describe("GET /healthz", () => {
  it("answers 200 while the instance serves and its database answers", async () => {
    const url = await serve({ isDraining: () => false, checkDatabase: async () => 1, openStreams: () => 3 });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ statut: "ok", flux: 3 });
  });

  it("answers 503 once the instance drains for a shutdown, so the proxy sends visitors elsewhere", async () => {
    let draining = false;
    const url = await serve({ isDraining: () => draining, checkDatabase: async () => 1 });
    draining = true;
    const response = await fetch(url);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ statut: "arrêt en cours", flux: 0 });
  });

  it("answers 503 when the database does not answer", async () => {
    const url = await serve({
      isDraining: () => false,
      checkDatabase: async () => {
        throw new Error("connexion refusée");
      },
    });
    const response = await fetch(url);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ statut: "base de données injoignable", flux: 0 });
  });

  it("tells the number of open event streams to this machine only, not to a visitor behind the proxy", async () => {
    const url = await serve({ isDraining: () => false, checkDatabase: async () => 1, openStreams: () => 3 }, true);
    expect(await (await fetch(url)).json()).toEqual({ statut: "ok", flux: 3 });
    const visitor = await fetch(url, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toEqual({ statut: "ok" });
  });

  it("knows loopback addresses, IPv4, IPv6 and IPv4-mapped", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
      expect(isLoopback(address)).toBe(true);
    for (const address of ["203.0.113.9", "::ffff:203.0.113.9", "10.0.0.1", "fe80::1", undefined]) {
      expect(isLoopback(address)).toBe(false);
    }
  });

  it("asks the database once a second at most, however often it is polled", async () => {
    let checks = 0;
    const url = await serve({
      isDraining: () => false,
      checkDatabase: async () => {
        checks++;
      },
    });
    await Promise.all(Array.from({ length: 20 }, () => fetch(url).then((response) => response.arrayBuffer())));
    expect(checks).toBe(1);
  });
});
