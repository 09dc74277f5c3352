import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CHECKOUT_MESSAGES } from "../../../core/checkout/checkout-schema.ts";
import { giftCartFields } from "../../../core/checkout/gift.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { testDatabaseEngines } from "../../db/databases.test-helper.ts";
import { discountCodes, mailOutbox, type orderLines, orders, products, productVariants } from "../../db/schema.ts";
import { insertCart } from "../cart/cart-store.ts";
import { seedDemoDiscountCodes } from "../discounts.ts";
import { firstVariantIds, insertTestCatalogue } from "../graphql/catalogue.test-helper.ts";
import { TEST_CHECKOUT_FORM as FORM } from "./checkout-form.test-helper.ts";
import { createLocalCheckout, type LocalCheckout } from "./local-checkout.ts";

describe.each(testDatabaseEngines())("local checkout on $name", (engine) => {
  let database: DatabaseHandle;
  let checkout: LocalCheckout;
  const onStockChanged = vi.fn();
  const variants = new Map<string, number>();

  beforeAll(async () => {
    database = await engine.open();
    const productIds = await insertTestCatalogue(database.db);
    await seedDemoDiscountCodes(database.db);
    for (const [handle, id] of await firstVariantIds(database.db, productIds)) variants.set(handle, id);
    checkout = createLocalCheckout({ db: database.db, shopName: "Bouquinerie", testPayments: true, onStockChanged });
  });
  afterAll(() => database?.close());
  beforeEach(() => onStockChanged.mockClear());

  async function cartOf(
    lines: Array<[handle: string, quantity: number]>,
    codes: string[] = [],
    gift: { note?: string; attributes?: Array<{ key: string; value: string }> } = {},
  ) {
    const cart = await insertCart(database.db, {
      lines: lines.map(([handle, quantity]) => ({ variantId: variants.get(handle) as number, quantity })),
      attributes: gift.attributes ?? [],
      note: gift.note ?? null,
      discountCodes: codes,
    });
    return cart.id;
  }

  async function setStock(handle: string, quantity: number) {
    await database.db
      .update(productVariants)
      .set({ inventoryQuantity: quantity })
      .where(eq(productVariants.id, variants.get(handle) as number));
  }

  async function stockOf(handle: string) {
    const [row] = await database.db
      .select({ stock: productVariants.inventoryQuantity })
      .from(productVariants)
      .where(eq(productVariants.id, variants.get(handle) as number));
    return row?.stock;
  }

  async function countOf(table: typeof orders | typeof mailOutbox | typeof orderLines) {
    const [row] = await database.db.select({ value: count() }).from(table);
    return row?.value ?? 0;
  }

  describe("an order", () => {
    it("is written in one go: stock taken, order, lines and confirmation e-mail, code use counted", async () => {
      await setStock("imagier-des-animaux", 10);
      const cartId = await cartOf(
        [
          ["grand-livre-des-dinosaures", 2],
          ["imagier-des-animaux", 1],
        ],
        ["bienvenue10"],
      );
      const page = await checkout.page(cartId);
      expect(page).toEqual({
        kind: "form",
        cart: expect.objectContaining({ subtotal: 3090, discount: 309, total: 2781, totalQuantity: 3 }),
        warning: null,
      });

      const result = await checkout.submit(cartId, FORM);
      expect(result).toEqual({
        kind: "placed",
        orderNumber: expect.stringMatching(/^BQ-[2-9B-DF-HJ-NP-TV-XZ]{6}$/),
        created: true,
      });
      expect(onStockChanged).toHaveBeenCalledTimes(1);
      // It names the two books whose stock it took: every instance reads only those again.
      const sold = await database.db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.handle, ["grand-livre-des-dinosaures", "imagier-des-animaux"]));
      const named = onStockChanged.mock.calls[0]?.[0] as string[];
      expect([...named].sort()).toEqual(sold.map((row) => `gid://shopify/Product/${row.id}`).sort());
      expect(await stockOf("grand-livre-des-dinosaures")).toBe(1);
      expect(await stockOf("imagier-des-animaux")).toBe(9);

      const order = await checkout.confirmation(cartId);
      // 27.81 EUR after discount is under the 29 EUR of free relay delivery: 4.99 EUR.
      expect(order).toMatchObject({
        number: result.kind === "placed" ? result.orderNumber : "",
        email: FORM.email,
        customerName: FORM.name,
        address: { line1: "12 rue des Lilas", postalCode: "75011", city: "Paris", country: "FR" },
        deliveryMethod: "relay",
        discountCodes: ["BIENVENUE10"],
        subtotal: 3090,
        discount: 309,
        shipping: 499,
        total: 3280,
        lines: [
          { title: "Grand livre des dinosaures", quantity: 2, unitPrice: 1250, lineTotal: 2500 },
          { title: "Imagier des animaux", quantity: 1, unitPrice: 590, lineTotal: 590 },
        ],
      });
      const [code] = await database.db
        .select({ uses: discountCodes.usageCount })
        .from(discountCodes)
        .where(eq(discountCodes.code, "BIENVENUE10"));
      expect(code?.uses).toBe(1);

      const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, FORM.email));
      expect(mail).toMatchObject({
        kind: "order-confirmation",
        subject: `Confirmation de votre commande ${order?.number}`,
      });
      expect(mail?.textBody).toContain("Grand livre des dinosaures × 2 : 25,00");
      expect(mail?.textBody).toContain("Remise (BIENVENUE10) : -3,09");
      expect(mail?.textBody).toContain("Livraison (Point relais) : 4,99");
      expect(mail?.textBody).toContain("Total payé : 32,80");
      expect(mail?.textBody).toContain("aucune somme réelle n'a été débitée");
      expect(await checkout.page(cartId)).toEqual({ kind: "ordered" });
    });

    it("keeps a gift's message and ticks with the order: confirmation, e-mail and `npm run orders` read them", async () => {
      await setStock("imagier-des-animaux", 10);
      const gift = giftCartFields({ message: "Joyeux Noël Léa !", hidePrice: true });
      const cartId = await cartOf([["imagier-des-animaux", 1]], [], gift);
      const result = await checkout.submit(cartId, FORM);
      expect(result.kind).toBe("placed");
      const order = await checkout.confirmation(cartId);
      expect(order?.gift).toEqual({ message: "Joyeux Noël Léa !", hidePrice: true });
      const [row] = await database.db.select().from(orders).where(eq(orders.cartId, cartId));
      expect(row?.note).toBe("Joyeux Noël Léa !");
      expect(row?.attributes).toEqual(gift.attributes);
      const [mail] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `Confirmation de votre commande ${order?.number}`));
      expect(mail?.textBody).toContain("« Joyeux Noël Léa ! »");
      expect(mail?.textBody).toContain("Le prix ne figurera pas dans le colis.");
    });

    it("delivers free from 29 EUR after discount by relay, and charges express under 89 EUR", async () => {
      await setStock("imagier-des-animaux", 10);
      const relay = await checkout.submit(await cartOf([["imagier-des-animaux", 5]]), FORM);
      const express = await checkout.submit(await cartOf([["imagier-des-animaux", 5]]), {
        ...FORM,
        delivery: "express",
      });
      const relayOrder = await database.db
        .select()
        .from(orders)
        .where(eq(orders.number, relay.kind === "placed" ? relay.orderNumber : ""));
      const expressOrder = await database.db
        .select()
        .from(orders)
        .where(eq(orders.number, express.kind === "placed" ? express.orderNumber : ""));
      expect(relayOrder[0]).toMatchObject({ subtotal: "29.50", shipping: "0.00", total: "29.50" });
      expect(expressOrder[0]).toMatchObject({ subtotal: "29.50", shipping: "6.99", total: "36.49" });
    });

    it("sells a back-ordered book ('continue') below zero stock", async () => {
      const before = (await stockOf("au-fil-des-saisons")) as number;
      const result = await checkout.submit(await cartOf([["au-fil-des-saisons", 2]]), FORM);
      expect(result.kind).toBe("placed");
      expect(await stockOf("au-fil-des-saisons")).toBe(before - 2);
    });
  });

  describe("refusals leave nothing behind", () => {
    it("a declined test card: message under the card field, no order, stock untouched", async () => {
      await setStock("pirates-de-l-ile-rouge", 5);
      const [ordersBefore, mailsBefore] = [await countOf(orders), await countOf(mailOutbox)];
      const cartId = await cartOf([["pirates-de-l-ile-rouge", 1]]);
      const result = await checkout.submit(cartId, { ...FORM, cardNumber: "4000 0000 0000 0002" });
      expect(result).toEqual({
        kind: "declined",
        message: CHECKOUT_MESSAGES.cardDeclined,
        values: expect.not.objectContaining({ cardNumber: expect.anything() }),
      });
      expect(await countOf(orders)).toBe(ordersBefore);
      expect(await countOf(mailOutbox)).toBe(mailsBefore);
      expect(await stockOf("pirates-de-l-ile-rouge")).toBe(5);
      expect(onStockChanged).not.toHaveBeenCalled();
      // The same cart can then be paid with the accepted card.
      expect((await checkout.submit(cartId, FORM)).kind).toBe("placed");
    });

    it.each([
      ["a Swiss address", { country: "CH", postalCode: "1200" }, "country", CHECKOUT_MESSAGES.countryNotDelivered],
      ["a 4-digit French postal code", { postalCode: "7501" }, "postalCode", CHECKOUT_MESSAGES.postalCodeFR],
      [
        "a 5-digit Belgian postal code",
        { country: "BE", postalCode: "10000" },
        "postalCode",
        CHECKOUT_MESSAGES.postalCodeBE,
      ],
      ["an unknown card number", { cardNumber: "5555 5555 5555 4444" }, "cardNumber", CHECKOUT_MESSAGES.cardUnknown],
      ["an unknown delivery option", { delivery: "drone" }, "delivery", CHECKOUT_MESSAGES.deliveryRequired],
      ["a malformed e-mail", { email: "camille@" }, "email", CHECKOUT_MESSAGES.emailInvalid],
    ])("%s", async (_name, change, field, message) => {
      const ordersBefore = await countOf(orders);
      const result = await checkout.submit(await cartOf([["imagier-des-animaux", 1]]), { ...FORM, ...change });
      expect(result).toMatchObject({ kind: "invalid", errors: { [field]: message } });
      expect(await countOf(orders)).toBe(ordersBefore);
    });

    it("a book out of stock rolls the whole order back, other lines' stock included", async () => {
      await setStock("imagier-des-animaux", 10);
      await setStock("dinosaures-en-pop-up", 0);
      const ordersBefore = await countOf(orders);
      const cartId = await cartOf([
        ["imagier-des-animaux", 2],
        ["dinosaures-en-pop-up", 1],
      ]);
      const result = await checkout.submit(cartId, FORM);
      expect(result).toEqual({
        kind: "refused",
        message: CHECKOUT_MESSAGES.outOfStock("Dinosaures en pop-up"),
        values: expect.objectContaining({ email: FORM.email }),
      });
      expect(await stockOf("imagier-des-animaux")).toBe(10);
      expect(await countOf(orders)).toBe(ordersBefore);
      expect(onStockChanged).not.toHaveBeenCalled();
    });

    it("a book unpublished since the cart was made: the page says so, the submit is refused", async () => {
      const cartId = await cartOf([["zoe-a-la-ferme", 1]]);
      await database.db.update(products).set({ published: false }).where(eq(products.handle, "zoe-a-la-ferme"));
      expect(await checkout.page(cartId)).toEqual({ kind: "unavailable" });
      expect(await checkout.submit(cartId, FORM)).toMatchObject({
        kind: "refused",
        message: CHECKOUT_MESSAGES.cartUnavailable,
      });
      await database.db.update(products).set({ published: true }).where(eq(products.handle, "zoe-a-la-ferme"));
    });

    it("a cart already short of stock is said on the page, before anything is typed", async () => {
      await setStock("pirates-de-l-ile-rouge", 1);
      const cartId = await cartOf([["pirates-de-l-ile-rouge", 2]]);
      expect(await checkout.page(cartId)).toMatchObject({
        kind: "form",
        warning: CHECKOUT_MESSAGES.stockShort("Pirates de l'île rouge"),
      });
    });

    it("an empty cart has nothing to pay", async () => {
      const cartId = (await insertCart(database.db, { lines: [], attributes: [], discountCodes: [] })).id;
      expect(await checkout.page(cartId)).toEqual({ kind: "empty" });
      expect(await checkout.submit(cartId, FORM)).toMatchObject({
        kind: "refused",
        message: CHECKOUT_MESSAGES.cartEmpty,
      });
    });

    it("an unknown or malformed cart id is not found", async () => {
      expect(await checkout.page("x".repeat(24))).toBeNull();
      expect(await checkout.page("../../etc/passwd")).toBeNull();
      expect(await checkout.submit("x".repeat(24), FORM)).toEqual({ kind: "not-found" });
      expect(await checkout.confirmation("x".repeat(24))).toBeNull();
    });
  });

  describe("abuse (issue 20)", () => {
    it("refuses the test card when test payments are off (production without LOCAL_TEST_PAYMENTS)", async () => {
      await setStock("imagier-des-animaux", 10);
      const closed = createLocalCheckout({
        db: database.db,
        shopName: "Bouquinerie",
        testPayments: false,
        onStockChanged,
      });
      const cartId = await cartOf([["imagier-des-animaux", 1]]);
      const ordersBefore = await countOf(orders);
      expect(await closed.page(cartId)).toEqual({ kind: "closed" });
      expect(await closed.submit(cartId, FORM)).toMatchObject({
        kind: "closed",
        message: CHECKOUT_MESSAGES.testPaymentsOff,
      });
      expect(await countOf(orders)).toBe(ordersBefore);
      expect(await stockOf("imagier-des-animaux")).toBe(10);
    });

    it("queues at most 3 confirmations a day to one address, whatever its case: the checkout is no mail relay", async () => {
      await setStock("imagier-des-animaux", 100);
      const target = { ...FORM, email: "victime@exemple.org" };
      const queued = async () => {
        const [row] = await database.db
          .select({ value: count() })
          .from(mailOutbox)
          .where(eq(mailOutbox.recipient, target.email));
        const [upper] = await database.db
          .select({ value: count() })
          .from(mailOutbox)
          .where(eq(mailOutbox.recipient, target.email.toUpperCase()));
        return (row?.value ?? 0) + (upper?.value ?? 0);
      };
      for (let order = 0; order < 5; order++) {
        const email = order % 2 === 0 ? target.email : target.email.toUpperCase();
        const result = await checkout.submit(await cartOf([["imagier-des-animaux", 1]]), { ...target, email });
        expect(result.kind).toBe("placed");
      }
      expect(await queued()).toBe(3);
    });
  });

  describe("replays", () => {
    it("a replayed form gets the existing order, one order and one stock decrement", async () => {
      await setStock("emotions-en-couleurs", 4);
      const cartId = await cartOf([["emotions-en-couleurs", 1]]);
      const first = await checkout.submit(cartId, FORM);
      const replay = await checkout.submit(cartId, { ...FORM, cardNumber: "4000 0000 0000 0002" });
      expect(first).toMatchObject({ kind: "placed", created: true });
      expect(replay).toEqual({
        kind: "placed",
        orderNumber: first.kind === "placed" ? first.orderNumber : "",
        created: false,
      });
      expect(await stockOf("emotions-en-couleurs")).toBe(3);
      expect(onStockChanged).toHaveBeenCalledTimes(1);
    });

    it("simultaneous submits of one cart make one order", async () => {
      await setStock("emotions-en-couleurs", 4);
      const cartId = await cartOf([["emotions-en-couleurs", 1]]);
      const results = await Promise.all(Array.from({ length: 5 }, () => checkout.submit(cartId, FORM)));
      expect(new Set(results.map((result) => (result.kind === "placed" ? result.orderNumber : result.kind))).size).toBe(
        1,
      );
      expect(results.filter((result) => result.kind === "placed" && result.created)).toHaveLength(1);
      expect(await stockOf("emotions-en-couleurs")).toBe(3);
      const [row] = await database.db.select({ value: count() }).from(orders).where(eq(orders.cartId, cartId));
      expect(row?.value).toBe(1);
    });
  });

  it("never oversells: 50 simultaneous checkouts of a book with 3 copies make exactly 3 orders", async () => {
    await setStock("contes-de-noel", 3);
    const ordersBefore = await countOf(orders);
    const carts = await Promise.all(Array.from({ length: 50 }, () => cartOf([["contes-de-noel", 1]])));
    const results = await Promise.all(carts.map((cartId) => checkout.submit(cartId, FORM)));

    const placed = results.filter((result) => result.kind === "placed");
    const refused = results.filter((result) => result.kind !== "placed");
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const result of refused) {
      expect(result).toMatchObject({ kind: "refused", message: CHECKOUT_MESSAGES.outOfStock("Contes de Noël") });
    }
    expect(await stockOf("contes-de-noel")).toBe(0);
    expect((await countOf(orders)) - ordersBefore).toBe(3);
    expect(onStockChanged).toHaveBeenCalledTimes(3);
  });
});
