import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { DEFAULT_STOREFRONT_API_VERSION } from "../../core/shop-constants.ts";
import { storefrontEndpoint } from "../storefront/api-version.ts";
import { createApp } from "./create-app.ts";

const PAGE = "text/html,application/xhtml+xml,*/*;q=0.8";

/** Errors raised before React Router: Express's own refusals and a failing Express route (issue 8). */
describe("errors answered by the Express app", () => {
  let server: Server;
  let base: string;
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  beforeAll(async () => {
    const app = createApp({
      env: "test",
      localCommerce: {
        storefront: async () => Response.json({ data: {} }),
        covers: async () => {
          throw new Error("disque illisible /var/lib/secret");
        },
      },
      ssr: (_req, res) => void res.send("page"),
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    logged.mockRestore();
  });

  it("a body over the limit: 413 with the French message, as JSON to an API caller", async () => {
    const response = await fetch(storefrontEndpoint(base, DEFAULT_STOREFRONT_API_VERSION), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ shop { name } } #${"x".repeat(1_100_000)}` }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errors: [{ message: GENERIC_MESSAGES.bodyTooLarge }] });
  });

  it("an undecodable path: 400 with the shop's French page to a browser, JSON to other callers", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const page = await fetch(`${base}/commande/%C3%28`, { method: "POST", headers: { accept: PAGE, ...form } });
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(GENERIC_MESSAGES.badRequest);
    const api = await fetch(`${base}/commande/%C3%28`, {
      method: "POST",
      headers: { accept: "application/json", ...form },
    });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ errors: [{ message: GENERIC_MESSAGES.badRequest }] });
  });

  it("a failing route: 500 in French with no internal detail, logged once with the path and the request id", async () => {
    logged.mockClear();
    const response = await fetch(`${base}/api/covers/le-petit-prince/couverture.svg`, { headers: { accept: PAGE } });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain(GENERIC_MESSAGES.unexpected);
    expect(html).not.toContain("secret");
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged).toHaveBeenCalledOnce();
    // The kind and the place of the error, not its message (which named a secret path).
    expect(String(logged.mock.calls[0]?.[0])).toMatch(
      new RegExp(
        `^\\[http\\] GET /api/covers/le-petit-prince/couverture\\.svg \\(requête ${requestId}\\) : Error à server/http/express-errors\\.test\\.ts:\\d+$`,
      ),
    );
    expect(logged.mock.calls.flat().join(" ")).not.toContain("secret");
  });
});
