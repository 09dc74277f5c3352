import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { StorefrontError } from "./errors.ts";
import { createStorefrontTransport, type FetchLike } from "./transport.ts";

const shape = z.object({ shop: z.object({ name: z.string() }) });

function transportAnswering(status: number, body: unknown) {
  const notify = vi.fn();
  const fetch = vi.fn<FetchLike>(async () => new Response(JSON.stringify(body), { status }));
  const transport = createStorefrontTransport({
    endpoint: "https://x.test/api/2026-04/graphql.json",
    token: "t0k",
    fetch,
    notify,
  });
  return { transport, notify, fetch };
}

describe("Storefront transport (docs/product.md §8.1)", () => {
  it("posts the document and variables with the access token header", async () => {
    const { transport, fetch } = transportAnswering(200, { data: { shop: { name: "B" } } });
    await expect(transport.request("query ShopName { shop { name } }", { a: 1 }, shape)).resolves.toEqual({
      shop: { name: "B" },
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("https://x.test/api/2026-04/graphql.json");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("X-Shopify-Storefront-Access-Token")).toBe("t0k");
    expect(JSON.parse(String(init?.body))).toEqual({ query: "query ShopName { shop { name } }", variables: { a: 1 } });
  });

  it("on 401 shows the 10-second notice and throws the token message", async () => {
    const { transport, notify } = transportAnswering(401, { errors: [{ message: "Unauthorized" }] });
    await expect(transport.request("{ shop { name } }", {}, shape)).rejects.toThrowError(
      "Token Shopify invalide (401 Unauthorized)",
    );
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Shopify - Accès non autorisé", durationMs: 10_000 }),
    );
  });

  it("on 402 shows the billing notice and returns nothing", async () => {
    const { transport, notify } = transportAnswering(402, {});
    await expect(transport.request("{ shop { name } }", {}, shape)).resolves.toBeNull();
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: "Shopify - Paiement requis" }));
  });

  it("on another status throws 'HTTP error! status: N'", async () => {
    const { transport } = transportAnswering(503, {});
    await expect(transport.request("{ shop { name } }", {}, shape)).rejects.toThrowError("HTTP error! status: 503");
  });

  it("on GraphQL errors throws 'Erreur Shopify: …' with every message", async () => {
    const { transport } = transportAnswering(200, { errors: [{ message: "champ inconnu" }, { message: "autre" }] });
    const error = await transport.request("{ shop { name } }", {}, shape).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorefrontError);
    expect((error as Error).message).toBe("Erreur Shopify: champ inconnu, autre");
  });

  it("on a response of the wrong shape throws 'Format de réponse invalide'", async () => {
    const { transport } = transportAnswering(200, { data: { shop: null } });
    await expect(transport.request("{ shop { name } }", {}, shape)).rejects.toThrowError("Format de réponse invalide");
  });
});
