import type { Server } from "node:http";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { createApp } from "./create-app.ts";
import { RATE_LIMITS } from "./rate-limits.ts";
import { submissionKindOf } from "./submission-kind.ts";

const SITE = "https://boutique.example";
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const JSON_BODY = { "content-type": "application/json" };

let server: Server | undefined;
afterEach(() => server?.close());

/** The shop's Express app with a stand-in for React Router: whatever reaches it was let through. */
async function startApp(options: { trustProxy?: boolean | string } = {}) {
  const reached: string[] = [];
  const notUsed = async () => new Response(null, { status: 404 });
  const app = createApp({
    env: "test",
    siteUrl: SITE,
    trustProxy: options.trustProxy,
    localCommerce: { storefront: async () => Response.json({ data: {} }), covers: notUsed },
    ssr: (req, res) => {
      reached.push(`${req.method} ${req.originalUrl}`);
      res.json({ ok: true });
    },
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const send = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    fetch(`${base}${path}`, { method: init.method ?? "POST", headers: init.headers, body: init.body });
  return { base, reached, send };
}

/** A request with a method fetch refuses to send (TRACE), straight over HTTP. */
function rawRequest(base: string, method: string, path: string): Promise<{ status: number; allow?: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, method, path, headers: { accept: "text/html" } }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the submission gate in front of every route", () => {
  it("answers a cross-origin post to the withdrawal form 403 in French, without spending the visitors' budget", async () => {
    const { send, reached } = await startApp();
    for (let i = 0; i < RATE_LIMITS.withdrawal.limit + 5; i++) {
      const refused = await send("/retractation", {
        headers: { ...FORM, origin: "https://evil.example", accept: "text/html" },
        body: "intent=review",
      });
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain(GENERIC_MESSAGES.crossOrigin);
    }
    for (let i = 0; i < RATE_LIMITS.withdrawal.limit; i++) {
      const accepted = await send("/retractation", { headers: { ...FORM, origin: SITE }, body: "intent=review" });
      expect(accepted.status).toBe(200);
    }
    expect(reached).toHaveLength(RATE_LIMITS.withdrawal.limit);
  });

  it("answers a text/plain body to the checkout 415 without spending the day's checkouts", async () => {
    const { send, reached } = await startApp();
    const { limit } = RATE_LIMITS.cartCheckout;
    for (let i = 0; i < limit + 5; i++) {
      const refused = await send("/api/cart/checkout", {
        headers: { "content-type": "text/plain;charset=UTF-8", accept: "application/json" },
        body: JSON.stringify({ lines: [] }),
      });
      expect(refused.status).toBe(415);
      expect(await refused.json()).toEqual({ error: GENERIC_MESSAGES.unsupportedContent });
    }
    for (let i = 0; i < limit; i++) {
      expect((await send("/api/cart/checkout", { headers: JSON_BODY, body: "{}" })).status).toBe(200);
    }
    expect(reached).toHaveLength(limit);
  });

  it("requires application/json on every JSON endpoint and a form's encoding on a page", async () => {
    const { send, base } = await startApp();
    for (const path of [
      "/api/cart/promo",
      "/api/chat",
      "/api/availability",
      "/API/Cart/Checkout",
      "/webhooks/shopify",
    ]) {
      const form = await send(path, { headers: FORM, body: "a=1" });
      expect(form.status, path).toBe(415);
    }
    for (const path of ["/contact", "/retractation.data", "/commande/panier123"]) {
      expect((await send(path, { headers: JSON_BODY, body: "{}" })).status, path).toBe(415);
      expect((await send(path, { headers: { "content-type": "text/plain" }, body: "a=1" })).status, path).toBe(415);
      expect((await send(path, { body: "a=1" })).status, `${path} sans type`).toBe(415);
      expect((await send(path, { headers: FORM, body: "a=1" })).status, path).toBe(200);
      const multipart = new FormData();
      multipart.set("a", "1");
      const answer = await fetch(`${base}${path}`, { method: "POST", body: multipart });
      expect(answer.status, `${path} multipart`).toBe(200);
    }
  });

  it("answers a cross-origin post to a page quietly: a French 403 and no error line", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { send, reached } = await startApp();
      const answer = await send("/faq", {
        headers: { ...FORM, origin: "https://evil.example", accept: "text/html" },
        body: "x=1",
      });
      expect(answer.status).toBe(403);
      const html = await answer.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain(GENERIC_MESSAGES.crossOrigin);
      expect(reached).toEqual([]);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it("compares scheme, host and port: http:// or another port of the shop's name is another origin", async () => {
    const { send } = await startApp();
    for (const origin of ["http://boutique.example", "https://boutique.example:8443", "null", "pas une origine"]) {
      const answer = await send("/contact", { headers: { ...FORM, origin }, body: "x=1" });
      expect(answer.status, origin).toBe(403);
    }
    for (const origin of [SITE, "https://boutique.example:443"]) {
      expect((await send("/contact", { headers: { ...FORM, origin }, body: "x=1" })).status, origin).toBe(200);
    }
  });

  it("accepts the origin the request was addressed to: the shop reached by 127.0.0.1 or behind a trusted proxy", async () => {
    const { send, base } = await startApp();
    expect((await send("/contact", { headers: { ...FORM, origin: base }, body: "x=1" })).status).toBe(200);
    server?.close();
    const proxied = await startApp({ trustProxy: "loopback" });
    const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "magasin.example:443" };
    const fromFront = await proxied.send("/contact", {
      headers: { ...FORM, ...forwarded, origin: "https://magasin.example" },
      body: "x=1",
    });
    expect(fromFront.status).toBe(200);
    const downgraded = await proxied.send("/contact", {
      headers: { ...FORM, ...forwarded, origin: "http://magasin.example" },
      body: "x=1",
    });
    expect(downgraded.status).toBe(403);
  });

  it("lets any origin call the Storefront endpoint, which its token guards, but only with JSON or GraphQL", async () => {
    const { send } = await startApp();
    const json = await send("/api/2025-07/graphql.json", {
      headers: { ...JSON_BODY, origin: "https://autre-vitrine.example" },
      body: JSON.stringify({ query: "{ shop { name } }" }),
    });
    expect(json.status).toBe(200);
    const graphql = await send("/api/2025-07/graphql.json", {
      headers: { "content-type": "application/graphql" },
      body: "{ shop { name } }",
    });
    expect(graphql.status).toBe(200);
    const text = await send("/api/2025-07/graphql.json", { headers: { "content-type": "text/plain" }, body: "{}" });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ errors: [{ message: GENERIC_MESSAGES.unsupportedContent }] });
  });

  it("lets a shopping agent call the MCP endpoint from any origin (it reads no cookie), in JSON and by POST only", async () => {
    const { send, reached } = await startApp();
    const fromAnotherPage = await send("/api/ucp/mcp", {
      headers: { ...JSON_BODY, origin: "https://assistant.example" },
      body: "{}",
    });
    expect(fromAnotherPage.status).not.toBe(403);
    expect((await send("/api/ucp/mcp", { headers: { "content-type": "text/plain" }, body: "{}" })).status).toBe(415);
    expect((await send("/api/ucp/mcp", { method: "DELETE", headers: JSON_BODY })).status).toBe(405);
    expect(reached).toEqual(["POST /api/ucp/mcp"]);
  });

  it("lets a mail provider post the one-click unsubscribe from anywhere, as a form only (RFC 8058)", async () => {
    const { send } = await startApp();
    const path = "/api/alertes/desabonnement?jeton=x";
    const fromWebmail = await send(path, {
      headers: { ...FORM, origin: "https://mail.fournisseur.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(fromWebmail.status).toBe(200);
    expect((await send(path, { headers: FORM, body: "List-Unsubscribe=One-Click" })).status).toBe(200);
    expect((await send(path, { headers: JSON_BODY, body: "{}" })).status).toBe(415);
  });

  it("lets a JSON endpoint update or remove what it made with PUT or DELETE, from the shop's origin, in JSON", async () => {
    const { send } = await startApp();
    const put = await send("/api/listes/abc", { method: "PUT", headers: { ...JSON_BODY, origin: SITE }, body: "{}" });
    expect(put.status).toBe(200);
    const removed = await send("/api/listes/abc", { method: "DELETE", headers: JSON_BODY, body: "{}" });
    expect(removed.status).toBe(200);
    const foreign = await send("/api/listes/abc", {
      method: "DELETE",
      headers: { ...JSON_BODY, origin: "https://evil.example" },
      body: "{}",
    });
    expect(foreign.status).toBe(403);
    expect((await send("/api/listes/abc", { method: "PUT", headers: FORM, body: "x=1" })).status).toBe(415);
  });

  it("answers unknown methods 405 with the methods it takes, never 500", async () => {
    const { base, reached } = await startApp();
    for (const [method, path] of [
      ["TRACE", "/"],
      ["PUT", "/contact"],
      ["DELETE", "/retractation"],
      ["PATCH", "/api/cart/checkout"],
      ["PROPFIND", "/"],
    ] as const) {
      const answer = await rawRequest(base, method, path);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.allow).toBe("GET, HEAD, POST");
    }
    const options = await rawRequest(base, "OPTIONS", "/");
    expect(options.status).toBe(204);
    expect(reached).toEqual([]);
  });
});

describe("submissionKindOf", () => {
  it("tells the Storefront endpoint, JSON endpoints and pages apart, whatever the case", () => {
    expect(submissionKindOf("/api/2025-07/graphql.json")).toBe("storefront-api");
    expect(submissionKindOf("/API/unstable/GraphQL.json")).toBe("storefront-api");
    expect(submissionKindOf("/api/cart/checkout")).toBe("json");
    expect(submissionKindOf("/webhooks/shopify")).toBe("json");
    expect(submissionKindOf("/api/alertes/desabonnement")).toBe("one-click");
    expect(submissionKindOf("/api/ucp/mcp")).toBe("agent");
    expect(submissionKindOf("/API/UCP/MCP/")).toBe("agent");
    expect(submissionKindOf("/API/Alertes/Desabonnement/")).toBe("one-click");
    expect(submissionKindOf("/alertes/nouvelle")).toBe("page");
    expect(submissionKindOf("/retractation.data")).toBe("page");
  });
});
