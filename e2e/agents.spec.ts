import { createServer, type Server } from "node:net";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { expect, test } from "./fixtures.ts";
import { AGENT_META, callTool, connectAgent } from "./support/agent-client.ts";
import { CheckoutPage, TYPED_TEST_CARDS } from "./support/checkout-page.ts";
import { publishedSchemaProblems } from "./support/ucp-published-schemas.ts";

/** A browse without words needs a filter (a search with neither words nor filters is refused, issue 50). */
const IN_STOCK = { available: true };

type Price = { amount: number; currency: string };
type Variant = {
  id: string;
  title: string;
  price: Price;
  availability: { available: boolean; status?: string };
  options?: Array<{ name: string; label: string }>;
  metadata?: { item_condition?: string; quantity_available?: number; grade?: string };
  seller?: { links?: Array<{ type: string; url: string }> };
  inputs?: Array<{ id: string; match?: string }>;
};
type Product = {
  id: string;
  handle: string;
  title: string;
  url: string;
  media?: Array<{ url: string }>;
  variants: Variant[];
};
type Search = { products: Product[]; pagination: { has_next_page: boolean; cursor?: string; total_count?: number } };
type Lookup = { products: Product[]; messages?: Array<{ type: string; code?: string; content: string }> };
type Cart = {
  ucp: { status?: string };
  id?: string;
  line_items?: Array<{ item: { id: string; price: number }; quantity: number }>;
  totals?: Array<{ type: string; amount: number }>;
  messages?: Array<{ type: string; code: string; content: string }>;
  continue_url?: string;
};

/** The published schemas, when UCP_SCHEMA_DIR names them (decision 035): otherwise only the tools' output schemas. */
function expectPublishedShape(kind: Parameters<typeof publishedSchemaProblems>[0], value: unknown) {
  const problems = publishedSchemaProblems(kind, value);
  if (problems !== null) expect(problems, `schéma UCP publié (${kind})`).toEqual([]);
}

async function rpcError(client: Client, name: string, args: Record<string, unknown>) {
  return client.callTool({ name, arguments: args }).then(
    () => null,
    (error: { code?: number; message?: string }) => ({ code: error.code, message: error.message ?? "" }),
  );
}

test.describe("shopping agents (UCP 2026-04-08 over MCP)", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP only: one viewport is enough");

  let client: Client;
  test.beforeEach(async ({ baseURL }) => {
    client = await connectAgent(baseURL as string);
  });
  test.afterEach(async () => {
    // Skipped tests (mobile) run the hooks too, without a client.
    await (client as Client | undefined)?.close();
  });

  test("the profile names the MCP endpoint on SITE_URL and only the implemented capabilities", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/.well-known/ucp");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toMatch(/^public, max-age=(\d{2,})$/);
    const profile = (await response.json()) as {
      ucp: {
        version: string;
        services: Record<string, Array<{ transport: string; endpoint: string }>>;
        capabilities: object;
      };
    };
    expect(profile.ucp.version).toBe("2026-04-08");
    expect(profile.ucp.services["dev.ucp.shopping"]).toEqual([
      expect.objectContaining({ transport: "mcp", endpoint: `${baseURL}/api/ucp/mcp` }),
    ]);
    expect(Object.keys(profile.ucp.capabilities).sort()).toEqual([
      "dev.ucp.shopping.cart",
      "dev.ucp.shopping.catalog.lookup",
      "dev.ucp.shopping.catalog.search",
      "dev.ucp.shopping.discount",
    ]);
    expectPublishedShape("profile", profile.ucp);

    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        "ask",
        "cancel_cart",
        "create_cart",
        "get_cart",
        "get_product",
        "lookup_catalog",
        "search_catalog",
        "update_cart",
      ].sort(),
    );
  });

  test("search_catalog answers the French search with filters, copies as variants and cursor pages", async ({
    baseURL,
  }) => {
    const found = await callTool<Search>(client, "search_catalog", {
      catalog: { query: "dinosaure", filters: { ages: ["6-8-ans"], available: true }, pagination: { limit: 3 } },
    });
    expectPublishedShape("search", found);
    expect(found.products.length).toBeGreaterThan(0);
    for (const product of found.products) {
      expect(product.url).toBe(`${baseURL}/produit/${product.handle}`);
      expect(product.media?.[0]?.url).toMatch(new RegExp(`^${baseURL}/`));
      for (const variant of product.variants) {
        expect(variant.availability.available).toBe(true);
        expect(variant.metadata?.item_condition).toBe("https://schema.org/RefurbishedCondition");
        expect(variant.options?.[0]?.name).toBe("État");
        expect(variant.price.currency).toBe("EUR");
        expect(Number.isInteger(variant.price.amount)).toBe(true);
        expect(variant.seller?.links?.map((link) => link.type)).toEqual(
          expect.arrayContaining(["terms_of_service", "refund_policy", "shipping_policy"]),
        );
      }
    }

    // A typo finds the same books, as on the search page.
    const typo = await callTool<Search>(client, "search_catalog", { catalog: { query: "dinosor" } });
    expect(typo.products.length).toBeGreaterThan(0);

    // Pages: the next cursor gives other books; a limit above the maximum is clamped.
    const first = await callTool<Search>(client, "search_catalog", {
      catalog: { filters: IN_STOCK, pagination: { limit: 5 } },
    });
    expect(first.products).toHaveLength(5);
    expect(first.pagination.has_next_page).toBe(true);
    const second = await callTool<Search>(client, "search_catalog", {
      catalog: { filters: IN_STOCK, pagination: { limit: 5, cursor: first.pagination.cursor } },
    });
    const firstIds = new Set(first.products.map((product) => product.id));
    expect(second.products.some((product) => firstIds.has(product.id))).toBe(false);
    const clamped = await callTool<Search>(client, "search_catalog", {
      catalog: { filters: IN_STOCK, pagination: { limit: 500 } },
    });
    expect(clamped.products.length).toBe(50);

    // Price in cents, grade and publisher filters hold on every copy returned.
    const cheap = await callTool<Search>(client, "search_catalog", {
      catalog: { filters: { price: { max: 400 }, conditions: ["tres-bon-etat"] }, pagination: { limit: 20 } },
    });
    for (const product of cheap.products) {
      expect(Math.min(...product.variants.map((variant) => variant.price.amount))).toBeLessThanOrEqual(400);
      for (const variant of product.variants) expect(variant.metadata?.grade).toBe("tres-bon-etat");
    }
  });

  test("lookup_catalog resolves products, copies and handles; unknown ids give fewer products and not_found", async () => {
    const found = await callTool<Search>(client, "search_catalog", {
      catalog: { filters: IN_STOCK, pagination: { limit: 2 } },
    });
    const [book, other] = found.products as [Product, Product];
    const copy = other.variants[0] as Variant;
    const lookup = await callTool<Lookup>(client, "lookup_catalog", {
      catalog: { ids: [book.id, copy.id, "gid://shopify/Product/999999999", "pas-un-livre"] },
    });
    expectPublishedShape("lookup", lookup);
    expect(lookup.products.map((product) => product.id)).toEqual([book.id, other.id]);
    expect(lookup.products[1]?.variants.map((variant) => variant.id)).toEqual([copy.id]);
    expect(lookup.products[1]?.variants[0]?.inputs).toEqual([{ id: copy.id, match: "exact" }]);
    expect(lookup.messages?.filter((message) => message.code === "not_found").map((m) => m.content)).toEqual([
      "gid://shopify/Product/999999999",
      "pas-un-livre",
    ]);

    const detail = await callTool<{ product: Product & { selected: unknown[] } }>(client, "get_product", {
      catalog: { id: book.handle },
    });
    expectPublishedShape("getProduct", detail);
    expect(detail.product.id).toBe(book.id);
    const missing = await callTool(client, "get_product", { catalog: { id: "pas-un-livre" } });
    expectPublishedShape("error", missing);
    expect(missing).toMatchObject({ ucp: { status: "error" }, messages: [{ type: "error", code: "not_found" }] });
  });

  test("bad calls: a cart without agent profile is -32001 (HTTP 400), bad parameters -32602 in French, the profile is never fetched", async () => {
    const noProfile = await rpcError(client, "create_cart", {
      cart: { line_items: [{ item: { id: "x" }, quantity: 1 }] },
    });
    expect(noProfile?.code).toBe(400);
    expect(noProfile?.message).toContain("-32001");
    const badAge = await rpcError(client, "search_catalog", {
      meta: AGENT_META,
      catalog: { filters: { ages: ["7-ans"] } },
    });
    expect(badAge?.code).toBe(-32602);
    expect(badAge?.message).toContain("catalog.filters.ages[0] : valeur non reconnue");
    const tooMany = await rpcError(client, "lookup_catalog", {
      meta: AGENT_META,
      catalog: { ids: Array.from({ length: 51 }, (_, i) => `livre-${i}`) },
    });
    expect(tooMany?.code).toBe(-32602);
    expect(tooMany?.message).toContain("trop d'éléments (50 au plus)");
    const badCursor = await rpcError(client, "search_catalog", {
      meta: AGENT_META,
      catalog: { query: "loup", pagination: { cursor: "n'importe quoi" } },
    });
    expect(badCursor?.code).toBe(-32602);

    // An agent names a profile on an address it chose: the shop calls nothing there.
    let connections = 0;
    const listener: Server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const { port } = listener.address() as { port: number };
    try {
      const meta = { "ucp-agent": { profile: `https://127.0.0.1:${port}/profil.json` } };
      await client.callTool({ name: "search_catalog", arguments: { meta, catalog: { query: "loup" } } });
      await client.callTool({
        name: "create_cart",
        arguments: { meta, cart: { line_items: [{ item: { id: "x" }, quantity: 1 }] } },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(connections).toBe(0);
    } finally {
      listener.close();
    }
  });

  test("a plain JSON client without agent metadata searches and reads books (issue 50)", async ({ baseURL }) => {
    const call = async (name: string, args: Record<string, unknown>) => {
      const answer = await fetch(new URL("/api/ucp/mcp", baseURL), {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } }),
      });
      expect(answer.status, name).toBe(200);
      expect(answer.headers.get("content-type")).toContain("application/json");
      return ((await answer.json()) as { result: { structuredContent: Record<string, unknown> } }).result
        .structuredContent;
    };
    const found = (await call("search_catalog", { catalog: { query: "loup" } })) as Search;
    const book = found.products[0] as Product;
    expect(book.variants.length).toBeGreaterThan(0);
    expect(await call("get_product", { catalog: { id: book.id } })).toMatchObject({ product: { id: book.id } });
    expect(await call("lookup_catalog", { catalog: { ids: [book.handle] } })).toMatchObject({
      products: [{ id: book.id }],
    });
    expect(await call("ask", { query: "Quels sont les délais de livraison ?" })).toHaveProperty("answer");
  });

  test("the endpoint's HTTP: POST only, bodies bounded, JSON-RPC errors for unreadable bodies", async ({ request }) => {
    const get = await request.get("/api/ucp/mcp");
    expect(get.status()).toBe(405);
    expect(get.headers().allow).toBe("POST");
    const notJson = await request.post("/api/ucp/mcp", {
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      data: "{pas du json",
    });
    expect(notJson.status()).toBe(400);
    expect(await notJson.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32700 } });
    const huge = await request.post("/api/ucp/mcp", {
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      data: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { pad: "x".repeat(40_000) } }),
    });
    expect(huge.status()).toBe(413);
  });

  test("ask answers delivery and withdrawal questions from the FAQ, with absolute links", async ({ baseURL }) => {
    const delivery = await callTool<{ answer: { plain: string; markdown: string }; links: Array<{ url: string }> }>(
      client,
      "ask",
      { query: "Quels sont les délais de livraison ?" },
    );
    expect(delivery.answer.plain).toMatch(/jours ouvrés/);
    for (const link of delivery.links) expect(link.url.startsWith(`${baseURL}/`)).toBe(true);
    const returns = await callTool<{ answer: { plain: string } }>(client, "ask", {
      query: "Puis-je retourner un livre ?",
    });
    expect(returns.answer.plain).toMatch(/14 jours/);
  });

  test("an agent's cart: stock checked, codes applied, continue_url paid on the shop, the copy sold", async ({
    page,
    baseURL,
  }) => {
    // A copy with a few units, found as an agent finds books.
    const found = await callTool<Search>(client, "search_catalog", {
      catalog: {
        filters: { available: true },
        pagination: { limit: 50, cursor: Buffer.from('{"o":60}').toString("base64url") },
      },
    });
    const copy = found.products
      .flatMap((product) => product.variants)
      .find((variant) => (variant.metadata?.quantity_available ?? 0) >= 2) as Variant;
    expect(copy, "un exemplaire en plusieurs unités").toBeDefined();
    const before = copy.metadata?.quantity_available as number;

    const created = await callTool<Cart>(client, "create_cart", {
      cart: {
        line_items: [
          { item: { id: copy.id }, quantity: 1 },
          { item: { id: "gid://shopify/ProductVariant/999999999" }, quantity: 1 },
        ],
        discounts: { codes: ["BIENVENUE10", "PASUNCODE"] },
      },
    });
    expectPublishedShape("cart", created);
    expectPublishedShape("cartWithDiscount", created);
    expect(created.id).toMatch(/^cart_/);
    expect(created.line_items).toEqual([
      expect.objectContaining({
        item: expect.objectContaining({ id: copy.id, price: copy.price.amount }),
        quantity: 1,
      }),
    ]);
    expect(created.messages?.map((message) => message.code)).toEqual(
      expect.arrayContaining(["not_found", "discount_not_applicable", "checkout_on_shop"]),
    );
    const total = created.totals?.find((line) => line.type === "total")?.amount as number;
    expect(total).toBeLessThan(copy.price.amount);
    expect(created.continue_url).toMatch(new RegExp(`^${baseURL}/commande/.+channel=online_store`));

    // Asking for more units than there are brings the line down, as the shop's cart does.
    const updated = await callTool<Cart>(client, "update_cart", {
      id: created.id,
      cart: { line_items: [{ item: { id: copy.id }, quantity: 99 }] },
    });
    expect(updated.line_items?.[0]?.quantity).toBe(before);
    expect(updated.messages?.map((message) => message.code)).toContain("quantity_adjusted");
    const back = await callTool<Cart>(client, "update_cart", {
      id: created.id,
      cart: { line_items: [{ item: { id: copy.id }, quantity: 1 }] },
    });
    expect((await callTool<Cart>(client, "get_cart", { id: created.id })).continue_url).toBe(back.continue_url);

    // The parent opens the hand-off and pays with the test card on the shop's own checkout.
    await page.goto(back.continue_url as string);
    const checkout = new CheckoutPage(page);
    await checkout.fillBuyer();
    await checkout.pay(TYPED_TEST_CARDS.accepted);
    await expect(page.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();

    const after = await callTool<Lookup>(client, "lookup_catalog", { catalog: { ids: [copy.id] } });
    const sold = after.products[0]?.variants[0];
    expect(sold?.metadata?.quantity_available).toBeLessThanOrEqual(before - 1);

    const cancelled = await callTool<Cart>(client, "cancel_cart", { id: created.id });
    expect(cancelled.id).toBe(created.id);
    const gone = await callTool<Cart>(client, "get_cart", { id: created.id });
    expectPublishedShape("error", gone);
    expect(gone).toMatchObject({ ucp: { status: "error" }, messages: [{ code: "not_found" }] });
  });
});
