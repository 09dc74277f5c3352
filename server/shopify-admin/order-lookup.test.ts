import { describe, expect, it } from "vitest";
import { createAdminClient } from "./admin-client.ts";
import { createShopifyOrderLookup } from "./order-lookup.ts";

type Sent = { url: string; headers: Record<string, string>; body: { query: string; variables: { query: string } } };

/** The store's Admin API as a fetch: it answers `orders` with the orders given, and records what it was asked. */
function store(orders: unknown[], status = 200) {
  const sent: Sent[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
    return Response.json({ data: { orders: { nodes: orders } } }, { status });
  };
  const admin = createAdminClient({
    storeDomain: "ma-boutique.myshopify.com",
    token: "shpat_x",
    apiVersion: "2026-01",
    fetch,
  });
  return { lookup: createShopifyOrderLookup(admin), sent };
}

const order = {
  name: "#1042",
  email: "Lea.Dupont@Exemple.fr",
  createdAt: "2026-11-18T10:00:00Z",
  lineItems: { nodes: [{ title: "Le Petit Prince", variantTitle: "Bon état", quantity: 1 }] },
};

describe("finding the Shopify order a withdrawal names (Admin API, read_orders)", () => {
  it("asks the store's Admin API with the shop's token for the number with or without its '#'", async () => {
    const { lookup, sent } = store([order]);
    const found = await lookup({ orderNumber: "1042", email: "lea.dupont@exemple.fr" });
    expect(found).toEqual({
      number: "#1042",
      orderedAt: new Date("2026-11-18T10:00:00Z"),
      books: ["Le Petit Prince (Bon état) × 1"],
    });
    expect(sent[0]?.url).toBe("https://ma-boutique.myshopify.com/admin/api/2026-01/graphql.json");
    expect(sent[0]?.headers["X-Shopify-Access-Token"]).toBe("shpat_x");
    expect(sent[0]?.body.variables.query).toBe('name:"#1042" OR name:"1042"');
  });

  it("finds nothing when the e-mail is another's: the number alone reveals nothing", async () => {
    const { lookup } = store([order]);
    expect(await lookup({ orderNumber: "#1042", email: "victime@exemple.org" })).toBeNull();
  });

  it("keeps what was typed inside its quotes: it cannot add a search term of its own", async () => {
    const { lookup, sent } = store([]);
    await lookup({ orderNumber: '1" OR email:"*', email: "a@b.fr" });
    expect(sent[0]?.body.variables.query).toBe('name:"#1\\" OR email:\\"*" OR name:"1\\" OR email:\\"*"');
  });

  it("fails when the store refuses the token, so the caller records the withdrawal as given", async () => {
    const { lookup } = store([], 401);
    await expect(lookup({ orderNumber: "1042", email: "a@b.fr" })).rejects.toThrow("statut 401");
  });
});
