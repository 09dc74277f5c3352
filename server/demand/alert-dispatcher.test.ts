import { asc, count, countDistinct, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { demandAlertDays, mailOutbox, stockAlerts } from "../db/schema.ts";
import type { ProductCopies } from "../storefront/product-shapes.ts";
import { createAlertDispatcher } from "./alert-dispatcher.ts";
import { createLinkSigner } from "./signed-links.ts";

const SITE = "https://boutique.test";
const links = createLinkSigner(Buffer.alloc(32, 5));
const POUCET = "gid://shopify/Product/1";
const ALICE = "gid://shopify/Product/2";

type Copy = ProductCopies["copies"][number];
const copy = (id: number, grade: Copy["grade"], price: number, forSale = true): Copy => ({
  variantId: `gid://shopify/ProductVariant/${id}`,
  forSale,
  grade,
  price,
});

describe.each(testDatabaseEngines())("sending back-in-stock alerts on $name", (engine) => {
  let database: DatabaseHandle;
  /** What the store answers: the titles, their copies, and which the catalogue index holds as for sale. */
  let store = new Map<string, ProductCopies>();
  let reads = 0;

  function dispatcher() {
    return createAlertDispatcher({
      db: database.db,
      links,
      isForSale: (id) => store.get(id)?.copies.some((c) => c.forSale),
      copiesOf: async (ids) => {
        reads += 1;
        return ids.map((id) => store.get(id) ?? null);
      },
      shopName: "Bouquinerie",
      siteUrl: SITE,
      log: () => {},
    });
  }

  async function alert(email: string, productId: string, status: "pending" | "waiting", grade = "any") {
    await database.db.insert(stockAlerts).values({
      email,
      emailKey: links.keyOf(email),
      mailboxKey: links.mailboxKeyOf(email),
      productId,
      productHandle: productId === POUCET ? "le-petit-poucet" : "alice",
      productTitle: productId === POUCET ? "Le Petit Poucet" : "Alice au pays des merveilles",
      grade,
      status,
      confirmedAt: status === "waiting" ? new Date() : null,
    });
  }

  const mails = () => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.recipient));

  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });
  afterEach(async () => {
    await database.db.delete(stockAlerts);
    await database.db.delete(mailOutbox);
    await database.db.delete(demandAlertDays);
    store = new Map();
    reads = 0;
  });

  it("sends each confirmed alert one e-mail with the copy's grade, price and page, then ends it", async () => {
    await alert("a@exemple.fr", POUCET, "waiting");
    await alert("b@exemple.fr", POUCET, "waiting");
    await alert("pas-confirme@exemple.fr", POUCET, "pending");
    store.set(POUCET, {
      id: POUCET,
      handle: "le-petit-poucet",
      title: "Le Petit Poucet",
      copies: [copy(11, "bon-etat", 4.5), copy(12, "tres-bon-etat", 6.9), copy(13, "tres-bon-etat", 7.5, false)],
    });

    expect(await dispatcher().runOnce(null)).toEqual({ titlesChecked: 1, alertsSent: 2 });
    const sent = await mails();
    expect(sent.map((mail) => mail.recipient)).toEqual(["a@exemple.fr", "b@exemple.fr"]);
    const [mail] = sent;
    expect(mail).toMatchObject({ kind: "stock-alert", subject: "« Le Petit Poucet » est de retour sur Bouquinerie" });
    expect(mail?.textBody).toContain("État : Très bon état");
    expect(mail?.textBody).toContain("Prix : 6,90\u00a0€");
    expect(mail?.textBody).toContain(`Voir le livre : ${SITE}/produit/le-petit-poucet?variant=12`);
    expect(mail?.textBody).toMatch(new RegExp(`${SITE}/alertes/desabonnement\\?jeton=unsubscribe\\.`));
    expect(mail?.listUnsubscribe).toMatch(new RegExp(`^${SITE}/api/alertes/desabonnement\\?jeton=unsubscribe\\.`));
    const rows = await database.db.select().from(stockAlerts).orderBy(asc(stockAlerts.email));
    expect(rows.map((row) => [row.email, row.status])).toEqual([
      ["a@exemple.fr", "sent"],
      ["b@exemple.fr", "sent"],
      ["pas-confirme@exemple.fr", "pending"],
    ]);
    expect(await database.db.select().from(demandAlertDays)).toMatchObject([{ sent: 2 }]);

    // The same change heard again: nothing more.
    expect(await dispatcher().runOnce(null)).toEqual({ titlesChecked: 0, alertsSent: 0 });
    expect(await mails()).toHaveLength(2);
  });

  it("keeps a gift wish waiting while only a « Bon état » copy is for sale", async () => {
    await alert("cadeau@exemple.fr", POUCET, "waiting", "tres-bon-etat");
    await alert("lecture@exemple.fr", POUCET, "waiting");
    store.set(POUCET, {
      id: POUCET,
      handle: "le-petit-poucet",
      title: "Le Petit Poucet",
      copies: [copy(11, "bon-etat", 4.5)],
    });
    await dispatcher().runOnce(null);
    expect((await mails()).map((mail) => mail.recipient)).toEqual(["lecture@exemple.fr"]);

    store.set(POUCET, {
      id: POUCET,
      handle: "le-petit-poucet",
      title: "Le Petit Poucet",
      copies: [copy(11, "bon-etat", 4.5), copy(14, "tres-bon-etat", 8)],
    });
    await dispatcher().runOnce(null);
    const gift = (await mails()).find((mail) => mail.recipient === "cadeau@exemple.fr");
    expect(gift?.textBody).toContain("État : Très bon état");
    expect(gift?.textBody).toContain("?variant=14");
  });

  it("leaves alerts of titles still sold out, or that the catalogue no longer holds, untouched and unread", async () => {
    await alert("a@exemple.fr", POUCET, "waiting");
    await alert("b@exemple.fr", ALICE, "waiting");
    store.set(POUCET, {
      id: POUCET,
      handle: "le-petit-poucet",
      title: "Le Petit Poucet",
      copies: [copy(1, null, 5, false)],
    });
    expect(await dispatcher().runOnce(null)).toEqual({ titlesChecked: 0, alertsSent: 0 });
    expect(reads).toBe(0);
    expect(await mails()).toEqual([]);
  });

  it("looks only at the titles a change names", async () => {
    await alert("a@exemple.fr", POUCET, "waiting");
    await alert("b@exemple.fr", ALICE, "waiting");
    for (const [id, handle] of [
      [POUCET, "le-petit-poucet"],
      [ALICE, "alice"],
    ] as const) {
      store.set(id, { id, handle, title: handle, copies: [copy(1, null, 5)] });
    }
    expect(await dispatcher().runOnce(new Set([ALICE]))).toEqual({ titlesChecked: 1, alertsSent: 1 });
    expect((await mails()).map((mail) => mail.recipient)).toEqual(["b@exemple.fr"]);
  });

  it("sends each alert exactly once when two instances hear the same change at the same time", async () => {
    await database.db.execute(sql`
      insert into stock_alerts (email, email_key, mailbox_key, product_id, product_handle, product_title, status, confirmed_at)
      select 'parent' || n || '@exemple.fr', 'cle-' || n, 'cle-' || n, ${POUCET}, 'le-petit-poucet', 'Le Petit Poucet', 'waiting', now()
      from generate_series(1, 450) as n`);
    store.set(POUCET, { id: POUCET, handle: "le-petit-poucet", title: "Le Petit Poucet", copies: [copy(1, null, 5)] });
    const runs = await Promise.all([
      dispatcher().runOnce(null),
      dispatcher().runOnce(null),
      dispatcher().runOnce(null),
    ]);
    expect(runs.reduce((sum, run) => sum + run.alertsSent, 0)).toBe(450);
    const [counted] = await database.db
      .select({ mails: count(), recipients: countDistinct(mailOutbox.recipient) })
      .from(mailOutbox);
    expect(counted).toEqual({ mails: 450, recipients: 450 });
  });

  it("coalesces checks asked during a run into one more run, and runs nothing when nothing waits", async () => {
    const running = dispatcher();
    await alert("a@exemple.fr", POUCET, "waiting");
    store.set(POUCET, { id: POUCET, handle: "le-petit-poucet", title: "Le Petit Poucet", copies: [copy(1, null, 5)] });
    await Promise.all([running.checkAll(), running.check([POUCET]), running.check([ALICE]), running.checkAll()]);
    await running.idle();
    expect(await mails()).toHaveLength(1);
    expect(reads).toBeLessThanOrEqual(2);
  });
});
