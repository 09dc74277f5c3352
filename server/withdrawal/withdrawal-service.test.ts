import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../db/connection.ts";
import { carts, mailOutbox, orderLines, orders, withdrawals } from "../db/schema.ts";
import { testDatabaseEngines } from "../db/test-databases.ts";
import { createWithdrawalService } from "./withdrawal-service.ts";

const RECEIVED_AT = new Date("2026-11-20T14:03:27Z");

const declaration = {
  orderNumber: " bq-000001 ",
  email: "Camille.Martin@Exemple.fr",
  name: "  Camille Martin ",
  items: "",
};

async function placeOrder(db: Database, number: string, email: string): Promise<number> {
  await db.insert(carts).values({ id: `cart-${number}`, lines: [] });
  const [order] = await db
    .insert(orders)
    .values({
      number,
      cartId: `cart-${number}`,
      email,
      customerName: "Camille Martin",
      shippingAddress: { line1: "12 rue des Lilas", postalCode: "75011", city: "Paris", country: "FR" },
      deliveryMethod: "relay",
      subtotal: "12.50",
      discount: "0",
      shipping: "4.99",
      total: "17.49",
      paymentReference: "test_x",
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("commande non créée");
  await db.insert(orderLines).values({
    orderId: order.id,
    productTitle: "Le grand livre des dinosaures",
    variantTitle: "Très bon état",
    unitPrice: "12.50",
    quantity: 1,
  });
  return order.id;
}

describe.each(testDatabaseEngines())("withdrawal service on $name", (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });
  afterEach(async () => {
    await database.db.delete(withdrawals);
    await database.db.delete(mailOutbox);
    await database.db.delete(orderLines);
    await database.db.delete(orders);
    await database.db.delete(carts);
  });

  function service(mode: "local" | "shopify", onQueued?: () => void) {
    return createWithdrawalService({
      db: database.db,
      mode,
      shopName: "Bouquinerie",
      supportEmail: "service@bouquinerie.test",
      now: () => RECEIVED_AT,
      ...(onQueued ? { onQueued } : {}),
    });
  }

  it("local mode: shows the order found by number and e-mail before confirmation, whatever their case", async () => {
    await placeOrder(database.db, "BQ-000001", "camille.martin@exemple.fr");
    const review = await service("local").review(declaration);
    expect(review).toMatchObject({
      status: "ready",
      value: { orderNumber: "bq-000001", email: "Camille.Martin@Exemple.fr", name: "Camille Martin", items: "" },
      order: { number: "BQ-000001", books: ["Le grand livre des dinosaures (Très bon état) × 1"] },
    });
  });

  it("local mode: commits the withdrawal, marks the order and queues the receipt and the shop's notice", async () => {
    const orderId = await placeOrder(database.db, "BQ-000001", "camille.martin@exemple.fr");
    let woken = 0;
    const result = await service("local", () => {
      woken += 1;
    }).submit(declaration, "198.51.100.7");
    expect(result).toMatchObject({ status: "recorded", already: false, receivedAt: RECEIVED_AT });
    expect(woken).toBe(1);

    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.withdrawnAt).toEqual(RECEIVED_AT);
    const [stored] = await database.db.select().from(withdrawals);
    expect(stored).toMatchObject({ orderNumber: "BQ-000001", orderId, mode: "local", ipAddress: "198.51.100.7" });

    const mails = await database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ["withdrawal-receipt", "Camille.Martin@Exemple.fr"],
      ["withdrawal-notice", "service@bouquinerie.test"],
    ]);
    expect(stored?.receiptOutboxId).toBe(mails[0]?.id);
    const receipt = mails[0]?.textBody ?? "";
    expect(receipt).toContain("Reçue le : vendredi 20 novembre 2026 à 15:03:27 (heure de Paris)");
    expect(receipt).toContain("Numéro de commande : BQ-000001");
    expect(receipt).toContain("Livres concernés : toute la commande");
  });

  it("local mode: a second confirmation after the whole order was withdrawn stores and sends nothing new", async () => {
    await placeOrder(database.db, "BQ-000001", "camille.martin@exemple.fr");
    const first = await service("local").submit(declaration, "::1");
    const second = await service("local").submit({ ...declaration, items: "autre chose" }, "::1");
    expect(second).toMatchObject({ status: "recorded", already: true });
    if (first.status === "recorded" && second.status === "recorded") {
      expect(second.withdrawalId).toBe(first.withdrawalId);
    }
    expect(await database.db.select().from(withdrawals)).toHaveLength(1);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(2);
  });

  it("local mode: after a partial withdrawal, the same books again are the first one, other books a new one", async () => {
    await placeOrder(database.db, "BQ-000001", "camille.martin@exemple.fr");
    const first = await service("local").submit({ ...declaration, items: "Le Petit Prince" }, "::1");
    const again = await service("local").submit({ ...declaration, items: " le petit prince. " }, "::1");
    expect(again).toMatchObject({ status: "recorded", already: true });
    if (first.status === "recorded" && again.status === "recorded") expect(again.withdrawalId).toBe(first.withdrawalId);
    const other = await service("local").submit({ ...declaration, items: "Zoé à la ferme" }, "::1");
    expect(other).toMatchObject({ status: "recorded", already: false });
    const rows = await database.db.select().from(withdrawals);
    expect(rows.map((row) => row.items).sort()).toEqual(["Le Petit Prince", "Zoé à la ferme"]);
    expect(await database.db.select().from(mailOutbox), "a receipt and a notice for each declaration").toHaveLength(4);
  });

  it("local mode: an unknown number, or a known number with another e-mail, is not found and stores nothing", async () => {
    await placeOrder(database.db, "BQ-000001", "camille.martin@exemple.fr");
    expect(await service("local").review({ ...declaration, orderNumber: "BQ-999999" })).toEqual({
      status: "not-found",
    });
    expect(await service("local").submit({ ...declaration, email: "autre@exemple.fr" }, "::1")).toEqual({
      status: "not-found",
    });
    expect(await database.db.select().from(withdrawals)).toHaveLength(0);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("answers a French message for each bad field and stores nothing", async () => {
    const result = await service("local").submit(
      { orderNumber: "", email: "pas-un-email", name: "a".repeat(101), items: "b".repeat(1001) },
      "::1",
    );
    expect(result).toEqual({
      status: "invalid",
      errors: {
        orderNumber: "Le numéro de commande est requis",
        email: "Email invalide",
        name: "Le nom doit faire moins de 100 caractères",
        items: "La liste des livres doit faire moins de 1000 caractères",
      },
    });
    expect(await database.db.select().from(withdrawals)).toHaveLength(0);
  });

  it("Shopify mode: records the order number and e-mail as given, without looking for the order", async () => {
    const result = await service("shopify").submit(
      { ...declaration, orderNumber: "#1042", items: "Le Petit Prince" },
      "::1",
    );
    expect(result).toMatchObject({ status: "recorded", already: false });
    const [stored] = await database.db.select().from(withdrawals);
    expect(stored).toMatchObject({ orderNumber: "#1042", orderId: null, mode: "shopify", items: "Le Petit Prince" });
    const recent = await service("shopify").recent(10);
    expect(recent[0]).toMatchObject({ orderNumber: "#1042", orderFound: false, receipt: { state: "pending" } });
  });
});

describe("withdrawal service when the database fails", () => {
  it("never answers 'recorded' if the withdrawal could not be committed", async () => {
    const failing = {
      transaction: () => Promise.reject(new Error("base de données indisponible")),
    } as unknown as Database;
    const withdrawal = createWithdrawalService({
      db: failing,
      mode: "shopify",
      shopName: "B",
      supportEmail: "s@b.test",
    });
    await expect(withdrawal.submit(declaration, "::1")).rejects.toThrow("base de données indisponible");
  });
});
