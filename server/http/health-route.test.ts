import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { healthRoute } from "./health-route.ts";

let server: Server | undefined;
afterEach(() => server?.close());

async function serve(options: Parameters<typeof healthRoute>[0]): Promise<string> {
  const app = express();
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
