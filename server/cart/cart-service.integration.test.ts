import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoDiscountCodes } from "../commerce/discounts.ts";
import { firstVariantIds, insertTestCatalogue } from "../commerce/graphql/catalogue.test-helper.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { inProcessStorefront } from "../storefront/in-process-storefront.ts";
import { type CartService, CheckoutCreationError, createCartService } from "./cart-service.ts";

const TOKEN = "jeton-de-test-panier";
const SITE_URL = "https://boutique.example.fr";

/** The cart service against the real local commerce service (in-process, as in local mode), on each engine. */
describe.each(testDatabaseEngines())("cart service over the local storefront on $name", (engine) => {
  let database: DatabaseHandle;
  let service: CartService;
  const variants = new Map<string, string>();

  beforeAll(async () => {
    database = await engine.open();
    const productIds = await insertTestCatalogue(database.db);
    await seedDemoDiscountCodes(database.db);
    for (const [handle, id] of await firstVariantIds(database.db, productIds)) {
      variants.set(handle, `gid://shopify/ProductVariant/${id}`);
    }
    service = createCartService(inProcessStorefront(database.db, { token: TOKEN, siteUrl: SITE_URL }));
  });
  afterAll(() => database?.close());

  const line = (handle: string, quantity: number) => ({ variantId: variants.get(handle) ?? "", quantity });

  it("applies BIENVENUE10 as 10 % of the subtotal", async () => {
    expect(await service.validatePromo([line("grand-livre-des-dinosaures", 2)], ["BIENVENUE10"])).toEqual({
      error: null,
      notApplicable: [],
      validCodes: ["BIENVENUE10"],
      totalDiscount: 2.5,
    });
  });

  it("applies LIVRES5 from 30 EUR only, and never the expired NOEL2025", async () => {
    const below = await service.validatePromo([line("grand-livre-des-dinosaures", 2)], ["LIVRES5"]);
    expect(below).toMatchObject({ notApplicable: ["LIVRES5"], validCodes: [], totalDiscount: 0 });
    const above = await service.validatePromo(
      [line("grand-livre-des-dinosaures", 2), line("contes-de-noel", 1)],
      ["LIVRES5", "NOEL2025"],
    );
    expect(above).toEqual({ error: null, notApplicable: ["NOEL2025"], validCodes: ["LIVRES5"], totalDiscount: 5 });
  });

  it("reports an unknown code as not applicable", async () => {
    const result = await service.validatePromo([line("imagier-des-animaux", 1)], ["INCONNU"]);
    expect(result).toMatchObject({ error: null, notApplicable: ["INCONNU"], totalDiscount: 0 });
  });

  it("reports the store's first user error for an unknown variant, every code not applicable", async () => {
    const result = await service.validatePromo(
      [{ variantId: "gid://shopify/ProductVariant/999999", quantity: 1 }],
      ["BIENVENUE10"],
    );
    expect(result.error).toEqual(expect.any(String));
    expect(result).toMatchObject({ notApplicable: ["BIENVENUE10"], validCodes: [], totalDiscount: 0 });
  });

  it("reads real stock: copies left, sold out, unknown variant", async () => {
    expect(await service.stock(variants.get("grand-livre-des-dinosaures") ?? "")).toEqual({
      availableForSale: true,
      quantityAvailable: 3,
    });
    expect(await service.stock(variants.get("dinosaures-en-pop-up") ?? "")).toEqual({
      availableForSale: false,
      quantityAvailable: 0,
    });
    expect(await service.stock("gid://shopify/ProductVariant/999999")).toEqual({
      availableForSale: false,
      quantityAvailable: 0,
    });
  });

  it("stops the checkout with adjusted lines when stock is short", async () => {
    const outcome = await service.checkout(
      [line("grand-livre-des-dinosaures", 5), line("dinosaures-en-pop-up", 1), line("imagier-des-animaux", 2)],
      [],
    );
    expect(outcome).toEqual({
      status: "adjusted",
      adjustments: [
        { variantId: variants.get("grand-livre-des-dinosaures"), quantity: 3, reason: "limited" },
        { variantId: variants.get("dinosaures-en-pop-up"), quantity: 0, reason: "outOfStock" },
      ],
    });
  });

  it("creates the checkout on the local hosted checkout with channel and discount", async () => {
    const outcome = await service.checkout([line("imagier-des-animaux", 2)], ["BIENVENUE10"]);
    expect(outcome.status).toBe("ready");
    if (outcome.status !== "ready") return;
    expect(outcome.cartId).toMatch(/^gid:\/\/shopify\/Cart\//);
    const url = new URL(outcome.checkoutUrl);
    expect(url.origin).toBe(SITE_URL);
    expect(url.pathname).toMatch(/^\/commande\//);
    expect(url.searchParams.get("channel")).toBe("online_store");
    expect(url.searchParams.get("discount")).toBe("BIENVENUE10");
  });

  it("fails the checkout with 'Erreur création panier' when the store refuses the lines", async () => {
    const failure = service.checkout([{ ...line("imagier-des-animaux", 1), quantity: 1 }], ["X".repeat(51)]);
    await expect(failure).rejects.toBeInstanceOf(CheckoutCreationError);
    await expect(failure).rejects.toThrow(/^Erreur création panier: /);
  });
});
