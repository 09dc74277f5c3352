import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WITHDRAWAL_NOTICES_PER_DAY, WITHDRAWAL_NOTICES_PER_HOUR } from "../../core/shop-constants.ts";
import type { Database, DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { carts, mailOutbox, orderLines, orders, withdrawals } from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import type { ShopifyOrderLookup } from "../shopify-admin/order-lookup.ts";
import { createWithdrawalService, WITHDRAWAL_RECEIPTS_PER_ADDRESS_PER_DAY } from "./withdrawal-service.ts";

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
      invoiceNumber: `F2026-${number.slice(3)}`,
      invoicedAt: new Date(),
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

  function service(mode: "local" | "shopify", onQueued?: () => void, findShopifyOrder?: ShopifyOrderLookup) {
    return createWithdrawalService({
      db: database.db,
      mode,
      shopName: "Bouquinerie",
      supportEmail: "service@bouquinerie.test",
      now: () => RECEIVED_AT,
      logError: () => {},
      ...(onQueued ? { onQueued } : {}),
      ...(findShopifyOrder ? { findShopifyOrder } : {}),
    });
  }

  const mails = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

  it("local mode: shows the order found by number and e-mail before confirmation, whatever their case", async () => {
    await placeOrder(database.db, "BQ-000001", "camille.martin@exemple.fr");
    const review = await service("local").review(declaration);
    expect(review).toMatchObject({
      status: "ready",
      value: { orderNumber: "bq-000001", email: "Camille.Martin@Exemple.fr", name: "Camille Martin", items: "" },
      order: { number: "BQ-000001", books: ["Le grand livre des dinosaures (Très bon état) × 1"] },
    });
  });

  it("local mode: finds an order by its random number (issue 51), typed in lower case with spaces around", async () => {
    await placeOrder(database.db, "BQ-7K4M9P", "camille.martin@exemple.fr");
    const review = await service("local").review({ ...declaration, orderNumber: "  bq-7k4m9p " });
    expect(review).toMatchObject({ status: "ready", order: { number: "BQ-7K4M9P" } });
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
    expect(receipt).toContain(`Référence de la déclaration : #${stored?.id}`);
    expect(receipt).toContain("Commande retrouvée : BQ-000001");
    // The content of the declaration, as D221-5 asks of the receipt.
    expect(receipt).toContain("- Nom : Camille Martin");
    expect(receipt).toContain("- Livres concernés : toute la commande");
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

  it("sends one address at most three receipts a day: the fourth declaration is recorded, the shop told to acknowledge it", async () => {
    const victim = "victime@exemple.org";
    const results = [];
    for (let i = 1; i <= WITHDRAWAL_RECEIPTS_PER_ADDRESS_PER_DAY + 2; i++) {
      results.push(
        await service("shopify").submit({ ...declaration, email: victim, orderNumber: `#FAKE-${i}` }, "::1"),
      );
    }
    expect(results.map((result) => result.status === "recorded" && result.receiptSent)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(await database.db.select().from(withdrawals)).toHaveLength(5);
    const sent = await mails();
    expect(sent.filter((mail) => mail.kind === "withdrawal-receipt")).toHaveLength(
      WITHDRAWAL_RECEIPTS_PER_ADDRESS_PER_DAY,
    );
    expect(sent.filter((mail) => mail.kind === "withdrawal-notice").at(-1)?.textBody).toContain(
      "L'accusé de réception n'a pas été envoyé : cette adresse en a déjà reçu trois aujourd'hui.",
    );
  });

  it("counts the day's receipts whatever the case of the address, and a day later sends again", async () => {
    for (let i = 1; i <= WITHDRAWAL_RECEIPTS_PER_ADDRESS_PER_DAY; i++) {
      await service("shopify").submit({ ...declaration, email: `Lea@Exemple.fr`, orderNumber: `#${i}` }, "::1");
    }
    const capped = await service("shopify").submit(
      { ...declaration, email: "lea@exemple.fr", orderNumber: "#9" },
      "::1",
    );
    expect(capped).toMatchObject({ status: "recorded", receiptSent: false });
    const tomorrow = createWithdrawalService({
      db: database.db,
      mode: "shopify",
      shopName: "Bouquinerie",
      supportEmail: "service@bouquinerie.test",
      now: () => new Date(RECEIVED_AT.getTime() + 24 * 60 * 60_000 + 1_000),
    });
    expect(await tomorrow.submit({ ...declaration, email: "lea@exemple.fr", orderNumber: "#10" }, "::1")).toMatchObject(
      {
        status: "recorded",
        receiptSent: true,
      },
    );
  });

  it("Shopify mode: the same order, address and books again is the first declaration, stored and sent once", async () => {
    const first = await service("shopify").submit(
      { ...declaration, orderNumber: "#1042", items: "Le Petit Prince" },
      "::1",
    );
    const again = await service("shopify").submit(
      { ...declaration, orderNumber: "#1042", email: "camille.martin@exemple.fr", items: "le petit prince !" },
      "::1",
    );
    expect(again).toMatchObject({ status: "recorded", already: true });
    if (first.status === "recorded" && again.status === "recorded") expect(again.withdrawalId).toBe(first.withdrawalId);
    expect(await database.db.select().from(withdrawals)).toHaveLength(1);
    expect(await mails()).toHaveLength(2);
  });

  it("repeats the declaration's content as the law asks, inert (issue 51): no link, address or phone number, an order number only in its shape; the shop's notice has it all", async () => {
    const typed = { orderNumber: "#FAKE-1 Gagnez 1000 €", email: "victime@exemple.org", name: "Jeanne Martin" };
    await service("shopify").submit(
      {
        ...typed,
        items: "voir https://phishing.example ou www.arnaque.fr, appelez le 08 99 12 34 56, gain@loterie.example",
      },
      "::1",
    );
    const [receipt, notice] = await mails();
    const [stored] = await database.db.select().from(withdrawals);
    expect(receipt?.subject).toBe("Accusé de réception de votre rétractation");
    expect(receipt?.textBody.split("\n")[0]).toBe("Bonjour,");
    for (const words of ["FAKE", "Gagnez", "phishing", "arnaque", "08 99", "loterie"]) {
      expect(receipt?.textBody).not.toContain(words);
    }
    expect(receipt?.textBody).toContain("Elle est enregistrée.");
    expect(receipt?.textBody).toContain("Reçue le : vendredi 20 novembre 2026 à 15:03:27 (heure de Paris)");
    expect(receipt?.textBody).toContain(`Référence de la déclaration : #${stored?.id}`);
    expect(receipt?.textBody).toContain("- Commande indiquée : [numéro non repris : voir la référence]");
    expect(receipt?.textBody).toContain("- Nom : Jeanne Martin");
    expect(receipt?.textBody).toContain(
      "- Livres concernés : voir [lien retiré] ou [lien retiré] appelez le [numéro retiré], [lien retiré]",
    );
    expect(stored).toMatchObject(typed);
    expect(notice?.subject).toBe("[Bouquinerie] Rétractation à vérifier");
    expect(notice?.textBody).toContain("Nom : Jeanne Martin");
    expect(notice?.textBody).toContain(`Référence : #${stored?.id}`);
  });

  it("counts a mailbox's receipts whatever its +tags, case and Gmail dots (issue 51)", async () => {
    const aliases = [
      "victime@gmail.com",
      "Victime+1@gmail.com",
      "v.i.c.t.i.m.e+2@googlemail.com",
      "VICTIME+3@Gmail.com",
    ];
    const results = [];
    for (const [i, email] of aliases.entries()) {
      results.push(await service("shopify").submit({ ...declaration, email, orderNumber: `#${i}` }, "::1"));
    }
    expect(results.map((result) => result.status === "recorded" && result.receiptSent)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect((await mails()).filter((mail) => mail.kind === "withdrawal-receipt")).toHaveLength(
      WITHDRAWAL_RECEIPTS_PER_ADDRESS_PER_DAY,
    );
    const other = await service("shopify").submit({ ...declaration, email: "victime@exemple.org" }, "::1");
    expect(other).toMatchObject({ status: "recorded", receiptSent: true });
  });

  it(`tells support of ${WITHDRAWAL_NOTICES_PER_HOUR} withdrawals an hour at most; later ones are recorded and listed, logged once (issue 51)`, async () => {
    const errors: string[] = [];
    let clock = RECEIVED_AT;
    const withdrawal = createWithdrawalService({
      db: database.db,
      mode: "shopify",
      shopName: "Bouquinerie",
      supportEmail: "service@bouquinerie.test",
      now: () => clock,
      logError: (line) => errors.push(line),
    });
    const total = WITHDRAWAL_NOTICES_PER_HOUR + 3;
    for (let i = 0; i < total; i++) {
      const result = await withdrawal.submit({ ...declaration, email: `client${i}@exemple.org` }, "::1");
      expect(result).toMatchObject({ status: "recorded", already: false, receiptSent: true });
    }
    const notices = () => mails().then((rows) => rows.filter((mail) => mail.kind === "withdrawal-notice"));
    expect(await notices()).toHaveLength(WITHDRAWAL_NOTICES_PER_HOUR);
    expect((await mails()).filter((mail) => mail.kind === "withdrawal-receipt")).toHaveLength(total);
    expect(await withdrawal.recent(100)).toHaveLength(total);
    expect(errors).toEqual([
      `[rétractation] plus de ${WITHDRAWAL_NOTICES_PER_HOUR} avis dans l'heure ou ${WITHDRAWAL_NOTICES_PER_DAY} aujourd'hui : les déclarations suivantes sont enregistrées sans e-mail au service client (npm run withdrawals les liste).`,
    ]);
    clock = new Date(RECEIVED_AT.getTime() + 61 * 60_000);
    await withdrawal.submit({ ...declaration, email: "client-suivant@exemple.org" }, "::1");
    expect(await notices()).toHaveLength(WITHDRAWAL_NOTICES_PER_HOUR + 1);
  });

  it(`tells support of ${WITHDRAWAL_NOTICES_PER_DAY} withdrawals a Paris day at most`, async () => {
    const notice = (at: Date) =>
      enqueueMail(
        database.db,
        { kind: "withdrawal-notice", recipient: "service@bouquinerie.test", subject: "Rétractation", textBody: "." },
        at,
      );
    await notice(new Date("2026-11-19T22:30:00Z")); // 23:30 in Paris, the day before
    for (let i = 1; i < WITHDRAWAL_NOTICES_PER_DAY; i++) await notice(new Date("2026-11-19T23:30:00Z")); // 00:30
    await service("shopify").submit({ ...declaration, email: "a@exemple.org" }, "::1");
    await service("shopify").submit({ ...declaration, email: "b@exemple.org" }, "::1");
    const notices = (await mails()).filter((mail) => mail.kind === "withdrawal-notice");
    expect(notices).toHaveLength(WITHDRAWAL_NOTICES_PER_DAY + 1);
    expect(await database.db.select().from(withdrawals)).toHaveLength(2);
  });

  it("local mode: names the order in the subject, as the shop found it, never the name typed", async () => {
    await placeOrder(database.db, "BQ-000001", "camille.martin@exemple.fr");
    await service("local").submit(declaration, "::1");
    const [receipt, notice] = await mails();
    expect(receipt?.subject).toBe("Accusé de réception de votre rétractation (commande BQ-000001)");
    expect(receipt?.textBody).not.toContain("Bonjour Camille");
    expect(notice?.subject).toBe("[Bouquinerie] Rétractation : commande BQ-000001");
  });

  it("Shopify mode with an Admin token: an unknown order is refused as in local mode, a known one recorded under the store's number", async () => {
    const asked: string[] = [];
    const lookup: ShopifyOrderLookup = async ({ orderNumber, email }) => {
      asked.push(`${orderNumber} ${email}`);
      return orderNumber === "1042"
        ? { number: "#1042", orderedAt: new Date("2026-11-18T10:00:00Z"), books: ["Le Petit Prince × 1"] }
        : null;
    };
    expect(await service("shopify", undefined, lookup).review({ ...declaration, orderNumber: "#FAKE-1" })).toEqual({
      status: "not-found",
    });
    expect(
      await service("shopify", undefined, lookup).submit({ ...declaration, orderNumber: "#FAKE-1" }, "::1"),
    ).toEqual({
      status: "not-found",
    });
    expect(await mails()).toHaveLength(0);
    const review = await service("shopify", undefined, lookup).review({ ...declaration, orderNumber: "1042" });
    expect(review).toMatchObject({ status: "ready", order: { number: "#1042", books: ["Le Petit Prince × 1"] } });
    const recorded = await service("shopify", undefined, lookup).submit({ ...declaration, orderNumber: "1042" }, "::1");
    expect(recorded).toMatchObject({ status: "recorded", value: { orderNumber: "#1042" } });
    const [receipt, notice] = await mails();
    expect(receipt?.subject).toBe("Accusé de réception de votre rétractation (commande #1042)");
    expect(notice?.textBody).toContain("la commande a été retrouvée dans Shopify");
  });

  it("Shopify mode: a store out of reach does not stop a withdrawal, recorded as given for the shop to check", async () => {
    const unreachable: ShopifyOrderLookup = async () => {
      throw new Error("API Admin de Shopify : statut 503");
    };
    const result = await service("shopify", undefined, unreachable).submit(
      { ...declaration, orderNumber: "#1042" },
      "::1",
    );
    expect(result).toMatchObject({ status: "recorded", receiptSent: true, value: { orderNumber: "#1042" } });
    const [receipt] = await mails();
    expect(receipt?.subject).toBe("Accusé de réception de votre rétractation");
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
