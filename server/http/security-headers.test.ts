import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentRequestId } from "../request-scope.ts";
import { assignRequestIdentity, securityHeaders } from "./security-headers.ts";

async function serve(options: { production: boolean; trustProxy: boolean }) {
  const app = express();
  app.set("trust proxy", options.trustProxy);
  app.use(assignRequestIdentity);
  app.use(securityHeaders({ production: options.production, development: false }));
  app.get("/", (_req, res) => {
    res.send("ok");
  });
  // As a loader calling the commerce service would: later, after awaits and timers.
  app.get("/id-in-scope", async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    res.send(currentRequestId() ?? "aucun");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

describe("securityHeaders", () => {
  const servers: Array<Awaited<ReturnType<typeof serve>>> = [];
  let production: Awaited<ReturnType<typeof serve>>;
  let development: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    production = await serve({ production: true, trustProxy: true });
    development = await serve({ production: false, trustProxy: true });
    servers.push(production, development);
  });
  afterAll(() => {
    for (const { server } of servers) server.close();
  });

  it("sends HSTS in production behind HTTPS (a trusted proxy's X-Forwarded-Proto), never over plain HTTP", async () => {
    const secure = await fetch(production.url, { headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const plain = await fetch(production.url);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const notProduction = await fetch(development.url, { headers: { "x-forwarded-proto": "https" } });
    expect(notProduction.headers.get("strict-transport-security")).toBeNull();
  });

  it("gives every response a fresh CSP nonce and request id", async () => {
    const [first, second] = await Promise.all([fetch(production.url), fetch(production.url)]);
    const nonce = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce(first)).toBeTruthy();
    expect(nonce(first)).not.toBe(nonce(second));
    expect(first.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"));
  });

  it("keeps the request id in scope for the whole request, awaits and timers included", async () => {
    const [first, second] = await Promise.all([
      fetch(`${production.url}id-in-scope`),
      fetch(`${production.url}id-in-scope`),
    ]);
    expect(await first.text()).toBe(first.headers.get("x-request-id"));
    expect(await second.text()).toBe(second.headers.get("x-request-id"));
    expect(currentRequestId(), "outside any request").toBeUndefined();
  });
});
