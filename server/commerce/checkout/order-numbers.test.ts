import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_EXAMPLE,
  ORDER_NUMBER_PATTERN,
} from "../../../core/checkout/order-number.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { testDatabaseEngines } from "../../db/databases.test-helper.ts";
import { invoiceCounter, orders, productVariants } from "../../db/schema.ts";
import { insertCart } from "../cart/cart-store.ts";
import { firstVariantIds, insertTestCatalogue } from "../graphql/catalogue.test-helper.ts";
import { TEST_CHECKOUT_FORM } from "./checkout-form.test-helper.ts";
import { allocateInvoice, invoiceNumberOf } from "./order-numbers.ts";
import { type OrderDetails, placeOrder } from "./place-order.ts";
import { restockOrder } from "./restock-order.ts";

// Numbers the next draws return before the real generator: how a test makes a code collide.
const forcedDraws = vi.hoisted(() => [] as string[]);
vi.mock("./order-numbers.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("./order-numbers.ts")>();
  return { ...original, newOrderNumber: () => forcedDraws.shift() ?? original.newOrderNumber() };
});

const { cardNumber: _card, ...form } = TEST_CHECKOUT_FORM;
const DETAILS: OrderDetails = { ...form, country: "FR", delivery: "relay" };
const NEW_CODE = new RegExp(`^BQ-[${ORDER_NUMBER_ALPHABET}]{6}$`);

describe("order numbers (issue 51)", () => {
  it("are BQ- and six characters with no 0, O, 1, I, L nor vowel, and do not repeat", async () => {
    const { newOrderNumber: drawn } = await vi.importActual<typeof import("./order-numbers.ts")>("./order-numbers.ts");
    const numbers = Array.from({ length: 500 }, () => drawn());
    for (const number of numbers) expect(number).toMatch(NEW_CODE);
    expect(numbers.join("")).not.toMatch(/[0O1ILAEUY]/);
    expect(new Set(numbers).size).toBeGreaterThanOrEqual(499);
    expect(ORDER_NUMBER_EXAMPLE).toMatch(NEW_CODE);
  });

  it("are typed new or old, in any case", () => {
    for (const typed of ["BQ-7K4M9P", "bq-7k4m9p", "BQ-000042"]) expect(ORDER_NUMBER_PATTERN.test(typed)).toBe(true);
    for (const typed of ["BQ-12", "7K4M9P", "BQ-7K4M9P;", "F2026-000001"]) {
      expect(ORDER_NUMBER_PATTERN.test(typed)).toBe(false);
    }
  });

  it("invoice numbers read F, the year and six digits at least", () => {
    expect(invoiceNumberOf(2026, 1)).toBe("F2026-000001");
    expect(invoiceNumberOf(2027, 1_234_567)).toBe("F2027-1234567");
  });
});

describe.each(testDatabaseEngines())("order and invoice numbers on $name", (engine) => {
  let database: DatabaseHandle;
  const variants = new Map<string, number>();
  const now = new Date("2026-11-20T10:00:00Z");

  beforeAll(async () => {
    database = await engine.open();
    const productIds = await insertTestCatalogue(database.db);
    for (const [handle, id] of await firstVariantIds(database.db, productIds)) variants.set(handle, id);
    await database.db.update(productVariants).set({ inventoryQuantity: 1000 });
  });
  afterAll(() => database?.close());

  async function checkout(handle = "imagier-des-animaux", email = DETAILS.email) {
    const cart = await insertCart(database.db, {
      lines: [{ variantId: variants.get(handle) as number, quantity: 1 }],
      attributes: [],
      note: null,
      discountCodes: [],
    });
    const result = await placeOrder({
      db: database.db,
      cartId: cart.id,
      details: { ...DETAILS, email },
      paymentReference: "test_0",
      shopName: "Bouquinerie",
      now,
    });
    if (result.kind !== "placed") throw new Error(`commande refusée : ${JSON.stringify(result)}`);
    return result.order;
  }

  async function invoiceNumbers(): Promise<string[]> {
    const rows = await database.db.select({ invoice: orders.invoiceNumber }).from(orders).orderBy(orders.invoiceNumber);
    return rows.map((row) => row.invoice);
  }

  /** F2026-000001 … F2026-00000n: the series every test expects, whatever refused or failed in between. */
  const series = (count: number) => Array.from({ length: count }, (_, index) => invoiceNumberOf(2026, index + 1));

  it("gives each order a random number the buyer reads, and the next invoice number of the year", async () => {
    const placed = [];
    for (let index = 0; index < 5; index += 1)
      placed.push(await checkout("imagier-des-animaux", `p${index}@exemple.fr`));
    const numbers = placed.map((order) => order.number);
    for (const number of numbers) expect(number).toMatch(NEW_CODE);
    expect(new Set(numbers).size).toBe(5);
    expect(placed.map((order) => order.invoiceNumber)).toEqual(series(5));
    const [stored] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.number, numbers[0] as string));
    expect(stored).toMatchObject({ invoiceNumber: "F2026-000001", invoicedAt: now });
  });

  it("gives no invoice number away when the checkout fails after taking one, and keeps nothing of it", async () => {
    const before = await invoiceNumbers();
    // A failure after the invoice's number is taken, inside the transaction: the order's lines cannot be written.
    await database.db.execute(sql`create function refuse_line() returns trigger language plpgsql as $$
      begin raise exception 'ligne refusée pour le test'; end $$`);
    await database.db.execute(sql`create trigger refuse_line before insert on order_lines for each row
      when (new.product_title = 'Contes de Noël') execute function refuse_line()`);
    try {
      await expect(checkout("contes-de-noel")).rejects.toThrow();
    } finally {
      await database.db.execute(sql`drop trigger refuse_line on order_lines`);
      await database.db.execute(sql`drop function refuse_line()`);
    }
    expect(await invoiceNumbers()).toEqual(before);
    const next = await checkout("contes-de-noel", "apres@exemple.fr");
    expect(next.invoiceNumber).toBe(invoiceNumberOf(2026, before.length + 1));
  });

  it("draws again when the number drawn is taken, in the same transaction", async () => {
    const taken = (await checkout("imagier-des-animaux", "premier@exemple.fr")).number;
    forcedDraws.push(taken, "BQ-ZZZZ22");
    const order = await checkout("imagier-des-animaux", "second@exemple.fr");
    expect(order.number).toBe("BQ-ZZZZ22");
    expect(await invoiceNumbers()).toEqual(series((await invoiceNumbers()).length));
  });

  it("allocates gapless, distinct invoice numbers to concurrent checkouts, refused ones taking none", async () => {
    const before = (await invoiceNumbers()).length;
    await database.db
      .update(productVariants)
      .set({ inventoryQuantity: 3 })
      .where(eq(productVariants.id, variants.get("fees-et-licornes") as number));
    const attempts = Array.from({ length: 16 }, (_, index) =>
      // Half ask for a book with 3 copies left: 5 of those are refused after taking stock rolls back.
      checkout(index % 2 === 0 ? "fees-et-licornes" : "imagier-des-animaux", `c${index}@exemple.fr`).then(
        (order) => order,
        () => null,
      ),
    );
    const placed = (await Promise.all(attempts)).filter((order) => order !== null);
    expect(placed).toHaveLength(11);
    expect(await invoiceNumbers()).toEqual(series(before + 11));
    expect(new Set(placed.map((order) => order.number)).size).toBe(11);
  });

  it("starts the series again at 1 on the first invoice of a Paris year, dated once the counter is held", async () => {
    const newYear = new Date("2026-12-31T23:00:00Z"); // midnight in Paris
    const invoice = await database.db.transaction((tx) => allocateInvoice(tx, () => newYear));
    expect(invoice).toEqual({ number: "F2027-000001", issuedAt: newYear });
    const [counter] = await database.db.select().from(invoiceCounter);
    expect(counter).toEqual({ id: 1, year: 2027, nextNumber: 2 });
    // A slower clock on another instance does not reopen the closed year.
    const late = await database.db.transaction((tx) => allocateInvoice(tx, () => new Date("2026-12-31T22:59:00Z")));
    expect(late.number).toBe("F2027-000002");
  });

  it("finds an order by its new number, typed in lower case, for npm run orders -- --cancel", async () => {
    const order = await checkout("bonne-nuit-petit-ours", "annule@exemple.fr");
    const result = await restockOrder(database.db, ` ${order.number.toLowerCase()} `, "cancel");
    expect(result).toMatchObject({ kind: "restocked", orderNumber: order.number });
  });
});
