import { readFileSync } from "node:fs";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGES } from "../../../core/checkout/checkout-schema.ts";
import { type CartService, createCartService } from "../../cart/cart-service.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { testDatabaseEngines } from "../../db/databases.test-helper.ts";
import { productVariants } from "../../db/schema.ts";
import { inProcessStorefront } from "../../storefront/in-process-storefront.ts";
import type { StorefrontClient } from "../../storefront/storefront-client.ts";
import { insertCart } from "../cart/cart-store.ts";
import { TEST_CHECKOUT_FORM as FORM } from "../checkout/checkout-form.test-helper.ts";
import { createLocalCheckout, type LocalCheckout } from "../checkout/local-checkout.ts";
import { importCatalogue } from "./import-catalogue.ts";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const TEMPLATE = fixture("shopify-template.csv");
const EXPORT = fixture("shopify-export.csv");
const TOKEN = "jeton-de-test-import";
const SITE_URL = "https://boutique.example.fr";

/** Shopify's two files imported, then read back the way the shop reads them: storefront, /api/stock, checkout. */
describe.each(testDatabaseEngines())("Shopify's template and export imported on $name", (engine) => {
  let database: DatabaseHandle;
  let storefront: StorefrontClient;
  let cart: CartService;
  let checkout: LocalCheckout;

  beforeAll(async () => {
    database = await engine.open();
    storefront = inProcessStorefront(database.db, { token: TOKEN, siteUrl: SITE_URL });
    cart = createCartService(storefront);
    checkout = createLocalCheckout({
      db: database.db,
      shopName: "Bouquinerie",
      testPayments: true,
      onStockChanged: () => {},
    });
  });
  afterAll(() => database?.close());

  async function variantBySku(sku: string) {
    const [row] = await database.db.select().from(productVariants).where(eq(productVariants.sku, sku));
    if (!row) throw new Error(`no variant ${sku}`);
    return row;
  }
  const gidOf = async (sku: string) => `gid://shopify/ProductVariant/${(await variantBySku(sku)).id}`;

  async function order(sku: string, quantity: number) {
    const stored = await insertCart(database.db, {
      lines: [{ variantId: (await variantBySku(sku)).id, quantity }],
      attributes: [],
      discountCodes: [],
    });
    return checkout.submit(stored.id, FORM);
  }

  it("imports both files cleanly", async () => {
    expect(await importCatalogue(database.db, TEMPLATE, { dryRun: false })).toMatchObject({
      ok: true,
      products: 1,
      variants: 4,
      images: 3,
    });
    expect(await importCatalogue(database.db, EXPORT, { dryRun: false })).toMatchObject({
      ok: true,
      products: 4,
      variants: 5,
      images: 3,
    });
  });

  it("shows the bag with its two options; draft and archived products stay hidden", async () => {
    const bag = await storefront.productByHandle("sac-de-bibliotheque");
    expect(bag?.options).toEqual([
      { name: "Color", values: ["Rouge", "Bleu"] },
      { name: "Size", values: ["Petit", "Grand"] },
    ]);
    expect(bag?.variants.map((variant) => [variant.title, variant.availableForSale, variant.backOrder])).toEqual([
      ["Rouge / Petit", true, false],
      ["Rouge / Grand", true, true],
      ["Bleu / Petit", true, false],
      ["Bleu / Grand", false, false],
    ]);
    expect(bag?.variants[0]?.weight).toBe(227);
    expect(await storefront.productByHandle("la-sorciere-du-placard")).not.toBeNull();
    expect(await storefront.productByHandle("cahier-de-vacances-cp")).toBeNull();
    expect(await storefront.productByHandle("le-petit-prince-archive")).toBeNull();
  });

  it("untracked variant is available: /api/stock sells it and an order leaves its figure alone", async () => {
    expect(await cart.stock(await gidOf("SAC-B-P"))).toEqual({ availableForSale: true, quantityAvailable: 99 });
    expect(await order("SAC-B-P", 3)).toMatchObject({ kind: "placed" });
    expect((await variantBySku("SAC-B-P")).inventoryQuantity).toBe(0);
  });

  it("continue policy purchasable at 0 and /api/stock agrees; the stock goes below zero, as in Shopify", async () => {
    expect(await cart.stock(await gidOf("SAC-R-G"))).toEqual({ availableForSale: true, quantityAvailable: 99 });
    expect(await cart.stock(await gidOf("NA-IMAG"))).toEqual({ availableForSale: true, quantityAvailable: 99 });
    expect(await order("SAC-R-G", 2)).toMatchObject({ kind: "placed" });
    expect((await variantBySku("SAC-R-G")).inventoryQuantity).toBe(-2);
  });

  it("a tracked 'deny' variant keeps its limits: copies left, then sold out", async () => {
    expect(await cart.stock(await gidOf("SAC-R-P"))).toEqual({ availableForSale: true, quantityAvailable: 3 });
    expect(await cart.stock(await gidOf("SAC-B-G"))).toEqual({ availableForSale: false, quantityAvailable: 0 });
    expect(await order("SAC-B-G", 1)).toMatchObject({
      kind: "refused",
      message: CHECKOUT_MESSAGES.outOfStock("Sac de bibliothèque en coton"),
    });
  });

  it("re-importing both files keeps every variant id; a variant dropped from the file is no longer for sale", async () => {
    const before = await database.db.select().from(productVariants).orderBy(asc(productVariants.id));
    await importCatalogue(database.db, TEMPLATE, { dryRun: false });
    await importCatalogue(database.db, EXPORT, { dryRun: false });
    const after = await database.db.select().from(productVariants).orderBy(asc(productVariants.id));
    expect(after.map((variant) => [variant.id, variant.sku])).toEqual(
      before.map((variant) => [variant.id, variant.sku]),
    );

    const goneId = await gidOf("SAC-B-G");
    const withoutBlueLarge = TEMPLATE.split("\n")
      .filter((line) => !line.includes("SAC-B-G"))
      .join("\n");
    expect(await importCatalogue(database.db, withoutBlueLarge, { dryRun: false })).toMatchObject({ ok: true });
    expect((await variantBySku("SAC-B-G")).published).toBe(false);
    expect(await cart.stock(goneId)).toEqual({ availableForSale: false, quantityAvailable: 0 });
    const bag = await storefront.productByHandle("sac-de-bibliotheque");
    expect(bag?.variants.map((variant) => variant.title)).toEqual(["Rouge / Petit", "Rouge / Grand", "Bleu / Petit"]);
    expect(await order("SAC-B-G", 1)).toMatchObject({ kind: "refused", message: CHECKOUT_MESSAGES.cartUnavailable });
  });
});
