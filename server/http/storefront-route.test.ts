import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { DEFAULT_STOREFRONT_API_VERSION } from "../../core/shop-constants.ts";
import { COMMERCE_MESSAGES } from "../commerce/graphql/messages.ts";
import { loadConfig, PUBLISHED_LOCAL_STOREFRONT_TOKEN } from "../config.ts";
import { storefrontEndpoint } from "../storefront/api-version.ts";
import { CLIENT_HEADER } from "../storefront/storefront-headers.ts";
import { createApp } from "./create-app.ts";
import { storefrontHttpRoute, storefrontServedOverHttp } from "./storefront-route.ts";

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function listen(app: express.Express): Promise<string> {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

type FetchHandler = (request: Request) => Promise<Response>;

function shopApp(storefrontOverHttp: boolean, storefront: FetchHandler = async () => Response.json({ data: {} })) {
  return createApp({
    env: "production",
    localCommerce: { storefront, covers: async () => new Response(null), storefrontOverHttp },
    ssr: (req, res) => void res.send(`page ${req.path}`),
  });
}

const graphql = (base: string) =>
  fetch(storefrontEndpoint(base, DEFAULT_STOREFRONT_API_VERSION), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query: "{ shop { name } }" }),
  });

describe("the local Storefront endpoint over HTTP", () => {
  it("is kept in process in production with the published token, served with a token of the shop's own", () => {
    expect(loadConfig({}).storefront.token).toBe(PUBLISHED_LOCAL_STOREFRONT_TOKEN);
    expect(storefrontServedOverHttp("production", PUBLISHED_LOCAL_STOREFRONT_TOKEN)).toBe(false);
    expect(storefrontServedOverHttp("production", "un-jeton-a-nous-tres-long")).toBe(true);
    expect(storefrontServedOverHttp("development", PUBLISHED_LOCAL_STOREFRONT_TOKEN)).toBe(true);
  });

  it("answers 404 in French when not served, without calling the service", async () => {
    const storefront = vi.fn(async () => Response.json({ data: {} }));
    const response = await graphql(await listen(shopApp(false, storefront)));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: [{ message: COMMERCE_MESSAGES.notServedOverHttp }] });
    expect(storefront).not.toHaveBeenCalled();
  });

  it("passes the request id to the service for its logs", async () => {
    let seen: string | null = null;
    const base = await listen(
      shopApp(true, async (request) => {
        seen = request.headers.get("X-Request-Id");
        return Response.json({ data: {} });
      }),
    );
    const response = await graphql(base);
    expect(response.status).toBe(200);
    expect(seen).toBe(response.headers.get("X-Request-Id"));
  });

  it("limits each client over HTTP with a French 429 that never reaches the service", async () => {
    const storefront = vi.fn<FetchHandler>(async () => Response.json({ data: {} }));
    const app = express();
    app.all(
      "/api/:version/graphql.json",
      ...storefrontHttpRoute(storefront, { served: true, rateLimit: { windowMs: 60_000, limit: 3 } }),
    );
    const base = await listen(app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await graphql(base)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await graphql(base);
    expect(await refused.json()).toEqual({ error: GENERIC_MESSAGES.tooManyRequests });
    expect(storefront, "a refused request never reaches the service").toHaveBeenCalledTimes(3);
  });
});

describe("the stored-cart quota of an HTTP client", () => {
  it("is keyed on an IPv6 client's /56, so its countless addresses share one, and on an IPv4 address whole", async () => {
    const clients: Array<string | null> = [];
    const app = express();
    // As behind the shop's proxy (TRUST_PROXY): the test chooses the client's address with X-Forwarded-For.
    app.set("trust proxy", "loopback");
    app.all(
      "/api/:version/graphql.json",
      ...storefrontHttpRoute(
        async (request) => {
          clients.push(request.headers.get(CLIENT_HEADER));
          return Response.json({ data: {} });
        },
        { served: true },
      ),
    );
    const base = await listen(app);
    for (const from of [
      "2001:db8:0:100::1",
      "2001:db8:0:1ff:8a2e::7",
      "2001:db8:0:200::1",
      "203.0.113.1",
      "203.0.113.2",
    ]) {
      const response = await fetch(storefrontEndpoint(base, DEFAULT_STOREFRONT_API_VERSION), {
        method: "POST",
        headers: { "content-type": "application/json", "X-Forwarded-For": from },
        body: JSON.stringify({ query: "{ shop { name } }" }),
      });
      expect(response.status).toBe(200);
    }
    expect(clients).toEqual([
      "2001:db8:0:100::/56",
      "2001:db8:0:100::/56",
      "2001:db8:0:200::/56",
      "203.0.113.1",
      "203.0.113.2",
    ]);
  });
});

describe("documents from HTTP clients run one at a time", () => {
  it("queues a few, refuses the rest with 503 in French, never runs two at once", async () => {
    let running = 0;
    let most = 0;
    const storefront: FetchHandler = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 50));
      running--;
      return Response.json({ data: {} });
    };
    const app = express();
    app.all(
      "/api/:version/graphql.json",
      ...storefrontHttpRoute(storefront, { served: true, concurrency: { running: 1, waiting: 2 } }),
    );
    const base = await listen(app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => graphql(base)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 503, 503]);
    const refused = answers.find((answer) => answer.status === 503);
    expect(await refused?.json()).toEqual({ errors: [{ message: COMMERCE_MESSAGES.busy }] });
    expect(most).toBe(1);
  });
});

describe("an invalid Host header", () => {
  function rawGet(base: string, host: string, path = "/"): Promise<{ status: number; body: string }> {
    const { hostname, port } = new URL(base);
    return new Promise((resolve, reject) => {
      const request = httpRequest({ hostname, port, path, headers: { host, accept: "text/html" } }, (response) => {
        let body = "";
        response.on("data", (chunk) => {
          body += String(chunk);
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on("error", reject);
      request.end();
    });
  }

  it("answers 400 in French, logs nothing, and never reaches the pages or the endpoint", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const ssr = vi.fn();
    const base = await listen(
      createApp({
        env: "production",
        ssr: (req, res) => {
          ssr();
          new URL(`http://${req.hostname}${req.originalUrl}`);
          res.send("page");
        },
      }),
    );
    for (const host of ["[bad", "exa mple.fr", "a:b:c]"]) {
      const answer = await rawGet(base, host);
      expect(answer.status, host).toBe(400);
      expect(answer.body).toContain(GENERIC_MESSAGES.badRequest);
    }
    expect((await rawGet(base, "boutique.example.fr:8080")).status).toBe(200);
    expect(ssr).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
