import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CartLineInput, StockAdjustment } from "../../core/cart/cart-schemas.ts";
import type { AgentCartOutcome } from "../cart/cart-service.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { agentCarts } from "../db/schema.ts";
import type { CopyOfBook } from "../storefront/product-shapes.ts";
import { createAgentCarts, isAgentCartId } from "./agent-carts.ts";

const FACTS = { origin: "https://boutique.test", shopName: "Bouquinerie" };
const copyId = (n: number) => `gid://shopify/ProductVariant/${n}`;

/** A store of three copies: 1 has 2 units, 2 has 1, 3 is sold out; BIENVENUE10 takes 10 %. */
function store() {
  const stock = new Map([
    [copyId(1), 2],
    [copyId(2), 1],
    [copyId(3), 0],
  ]);
  const price = 7.5;
  const carts: string[] = [];
  return {
    stock,
    carts,
    storefront: {
      async copiesByIds(ids: readonly string[]): Promise<Array<CopyOfBook | null>> {
        return ids.map((id) =>
          stock.has(id)
            ? {
                variantId: id,
                title: "Très bon état",
                price,
                availableForSale: (stock.get(id) ?? 0) > 0,
                quantityAvailable: stock.get(id) ?? 0,
                selectedOptions: [{ name: "État", value: "Très bon état" }],
                product: { id: "gid://shopify/Product/1", handle: "le-loup", title: "Le Loup", image: null },
              }
            : null,
        );
      },
    },
    cart: {
      async agentCart(lines: CartLineInput[], codes: string[]): Promise<AgentCartOutcome> {
        const adjustments = lines.flatMap((line): StockAdjustment[] => {
          const units = stock.get(line.variantId) ?? 0;
          if (units <= 0) return [{ variantId: line.variantId, quantity: 0, reason: "outOfStock" }];
          return line.quantity > units ? [{ variantId: line.variantId, quantity: units, reason: "limited" }] : [];
        });
        if (adjustments.length > 0) return { status: "adjusted", adjustments };
        const subtotal = lines.reduce((sum, line) => sum + line.quantity * price, 0);
        const discount = codes.includes("BIENVENUE10") ? Math.round(subtotal * 10) / 100 : 0;
        carts.push(`panier-${carts.length + 1}`);
        return {
          status: "ready",
          cartId: `gid://shopify/Cart/${carts.length}`,
          checkoutUrl: `/commande/${carts.length}?channel=online_store`,
          subtotal,
          discount,
          total: subtotal - discount,
          notApplicable: codes.filter((code) => code !== "BIENVENUE10"),
        };
      },
    },
  };
}

const line = (n: number, quantity = 1) => ({ item: { id: copyId(n) }, quantity });

describe.each(testDatabaseEngines())("agents' carts on $name (issue 41)", (engine) => {
  let database: DatabaseHandle;
  let clock = new Date("2026-12-01T10:00:00Z");
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(() => database?.close());
  afterEach(async () => {
    await database.db.delete(agentCarts);
    clock = new Date("2026-12-01T10:00:00Z");
  });
  const carts = (shop = store()) =>
    createAgentCarts({ db: database.db, cart: shop.cart, storefront: shop.storefront, facts: FACTS, now: () => clock });

  it("makes a cart from the copies for sale, drops the unknown and sold-out ones with a message, applies the codes", async () => {
    const answer = await carts().create({
      line_items: [line(1), line(3), { item: { id: "pas-un-exemplaire" }, quantity: 1 }],
      discounts: { codes: ["bienvenue10", "FAUX"] },
    });
    expect(isAgentCartId(answer.id as string)).toBe(true);
    expect(answer.line_items).toEqual([
      expect.objectContaining({ item: { id: copyId(1), title: "Le Loup — Très bon état", price: 750 }, quantity: 1 }),
    ]);
    expect(answer.totals).toEqual([
      { type: "subtotal", amount: 750 },
      { type: "discount", amount: -75 },
      { type: "total", amount: 675 },
    ]);
    expect(answer.messages?.map((message) => [message.type, message.code])).toEqual([
      ["error", "not_found"],
      ["warning", "out_of_stock"],
      ["warning", "discount_not_applicable"],
      ["info", "checkout_on_shop"],
    ]);
    expect(answer.continue_url).toBe("https://boutique.test/commande/1?channel=online_store");
    expect(answer.expires_at).toBe("2026-12-08T10:00:00.000Z");
  });

  it("brings a quantity down to the stock, as the shop's cart does", async () => {
    const answer = await carts().create({ line_items: [line(1, 5)] });
    expect(answer.line_items?.[0]?.quantity).toBe(2);
    expect(answer.messages?.[0]).toMatchObject({
      code: "quantity_adjusted",
      content: expect.stringContaining("2 exemplaires"),
    });
  });

  it("makes no cart when nothing is for sale, and says so with the shop's address", async () => {
    const answer = await carts().create({ line_items: [line(3)] });
    expect(answer.id).toBeUndefined();
    expect(answer.ucp.status).toBe("error");
    expect(answer.continue_url).toBe("https://boutique.test/");
    expect(await database.db.select().from(agentCarts)).toEqual([]);
  });

  it("is read by another instance, replaced by an update, and gone for everyone once cancelled", async () => {
    const shop = store();
    const made = await carts(shop).create({ line_items: [line(1)] });
    const id = made.id as string;
    const elsewhere = carts(shop);
    expect((await elsewhere.get(id)).line_items).toEqual(made.line_items);

    clock = new Date("2026-12-03T10:00:00Z");
    const updated = await elsewhere.update(id, { line_items: [line(2)] });
    expect(updated.line_items?.map((item) => item.item.id)).toEqual([copyId(2)]);
    expect(updated.continue_url).toBe("https://boutique.test/commande/2?channel=online_store");
    expect(updated.expires_at).toBe("2026-12-10T10:00:00.000Z");

    // Sold since: said on reading, the cart as it was made.
    shop.stock.set(copyId(2), 0);
    expect((await carts(shop).get(id)).messages?.[0]).toMatchObject({ type: "warning", code: "out_of_stock" });

    expect((await carts(shop).cancel(id)).id).toBe(id);
    for (const answer of [await elsewhere.get(id), await elsewhere.update(id, { line_items: [line(1)] })]) {
      expect(answer).toMatchObject({ ucp: { status: "error" }, messages: [{ code: "not_found" }] });
    }
  });

  it("forgets a cart 7 days after its last change, and sweeps it", async () => {
    const made = await carts().create({ line_items: [line(1)] });
    clock = new Date("2026-12-08T10:00:01Z");
    expect((await carts().get(made.id as string)).ucp.status).toBe("error");
    expect(await carts().sweep()).toBe(1);
    expect(await database.db.select().from(agentCarts)).toEqual([]);
  });

  it("answers not_found for an id of another form without reading the database", async () => {
    for (const id of ["", "cart_court", "x".repeat(300), "cart_'; drop table agent_carts; --"]) {
      expect((await carts().get(id)).messages?.[0]).toMatchObject({ code: "not_found" });
    }
  });
});
