import { asc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testProduct } from "../../core/catalogue/product.test-helper.ts";
import {
  ALERT_CONFIRMATIONS_PER_DOMAIN_PER_HOUR,
  ALERT_CONFIRMATIONS_PER_HOUR,
  ALERT_PENDING_PER_TITLE_PER_DAY,
  ALERTS_PER_TITLE,
} from "../../core/shop-constants.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { alertSuppressions, demandAlertDays, mailOutbox, stockAlerts } from "../db/schema.ts";
import { createAlertService } from "./alert-service.ts";
import { createLinkSigner } from "./signed-links.ts";

const DAY_MS = 24 * 60 * 60_000;
const SITE = "https://boutique.test";

const books = [
  testProduct({
    id: "gid://shopify/Product/1",
    handle: "le-petit-poucet",
    title: "Le Petit Poucet",
    availableForSale: false,
  }),
  ...Array.from({ length: 12 }, (_, i) =>
    testProduct({
      id: `gid://shopify/Product/${i + 2}`,
      handle: `livre-${i + 2}`,
      title: `Livre ${i + 2}`,
      availableForSale: false,
    }),
  ),
];
const catalogue = { productByHandle: (handle: string) => books.find((book) => book.handle === handle) };

function form(email: string, book = "le-petit-poucet", wish?: string): Record<string, string> {
  return { email, livre: book, ...(wish ? { etat: wish } : {}) };
}

/** The token of a link written in a mail's text (`…?jeton=…`). */
function tokenIn(text: string, path: string): string {
  const found = new RegExp(`${SITE}${path}\\?jeton=([A-Za-z0-9._-]+)`).exec(text);
  if (!found?.[1]) throw new Error(`pas de lien ${path} dans :\n${text}`);
  return found[1];
}

describe.each(testDatabaseEngines())("back-in-stock alerts on $name", (engine) => {
  let database: DatabaseHandle;
  let clock = new Date("2026-11-28T09:00:00Z");
  const links = createLinkSigner(Buffer.alloc(32, 3), () => clock);
  let confirmedTitles: string[] = [];
  let queued = 0;
  let journal: string[] = [];

  function service() {
    return createAlertService({
      db: database.db,
      links,
      catalogue,
      shopName: "Bouquinerie",
      siteUrl: SITE,
      now: () => clock,
      onQueued: () => {
        queued += 1;
      },
      onConfirmed: (ids) => {
        confirmedTitles.push(...ids);
      },
      log: (line) => journal.push(line),
    });
  }

  async function mails() {
    return database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
  }
  async function alerts() {
    return database.db.select().from(stockAlerts).orderBy(asc(stockAlerts.id));
  }

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
    await database.db.delete(alertSuppressions);
    clock = new Date(clock.getTime() + 3 * DAY_MS);
    confirmedTitles = [];
    queued = 0;
    journal = [];
  });

  it("asks the address to confirm, with a signed link and a one-click unsubscribe, and sends nothing else", async () => {
    expect(await service().subscribe(form("parent@exemple.fr"))).toEqual({ status: "accepted" });
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: "alert-confirmation", recipient: "parent@exemple.fr" });
    expect(mail?.subject).toBe("Confirmez votre alerte pour « Le Petit Poucet » – Bouquinerie");
    expect(mail?.textBody).toContain("- Le Petit Poucet (tous les états)");
    expect(links.check("confirm", tokenIn(mail?.textBody ?? "", "/alertes/confirmer"))).toMatchObject({ ok: true });
    expect(mail?.listUnsubscribe).toMatch(new RegExp(`^${SITE}/api/alertes/desabonnement\\?jeton=unsubscribe\\.`));
    expect(await alerts()).toMatchObject([{ status: "pending", grade: "any", productId: "gid://shopify/Product/1" }]);
    expect(queued).toBe(1);
  });

  it("keeps the narrower wish: « Très bon état » only, for a gift", async () => {
    await service().subscribe(form("parent@exemple.fr", "le-petit-poucet", "tres-bon-etat"));
    expect(await alerts()).toMatchObject([{ grade: "tres-bon-etat" }]);
    expect((await mails())[0]?.textBody).toContain("(très bon état uniquement)");
  });

  it("sends an address at most 3 confirmation requests a day, whatever is posted", async () => {
    const alertService = service();
    for (let i = 0; i < 12; i++) {
      expect(await alertService.subscribe(form("Victime@Exemple.fr", `livre-${i + 2}`))).toEqual({
        status: "accepted",
      });
      clock = new Date(clock.getTime() + 11 * 60_000);
    }
    expect(await mails()).toHaveLength(3);
    // The next day, a fourth.
    clock = new Date(clock.getTime() + DAY_MS);
    await alertService.subscribe(form("victime@exemple.fr", "le-petit-poucet"));
    expect(await mails()).toHaveLength(4);
  });

  it("sends one request for several books asked in a row; its link confirms those ticked", async () => {
    const alertService = service();
    await alertService.subscribe(form("parent@exemple.fr", "livre-2"));
    await alertService.subscribe(form("parent@exemple.fr", "livre-3"));
    await alertService.subscribe(form("parent@exemple.fr", "livre-4"));
    const sent = await mails();
    expect(sent).toHaveLength(1);
    const token = tokenIn(sent[0]?.textBody ?? "", "/alertes/confirmer");
    const pending = await alertService.pending(token);
    expect(pending.status === "ok" && pending.alerts.map((alert) => alert.title).sort()).toEqual([
      "Livre 2",
      "Livre 3",
      "Livre 4",
    ]);
    const chosen = pending.status === "ok" ? pending.alerts.filter((a) => a.title !== "Livre 3").map((a) => a.id) : [];
    expect(await alertService.confirm(token, chosen)).toEqual({ status: "confirmed", count: 2 });
    expect((await alerts()).map((alert) => [alert.productTitle, alert.status])).toEqual([
      ["Livre 2", "waiting"],
      ["Livre 3", "pending"],
      ["Livre 4", "waiting"],
    ]);
    expect(confirmedTitles.sort()).toEqual(["gid://shopify/Product/2", "gid://shopify/Product/4"]);
    expect(await database.db.select().from(demandAlertDays)).toMatchObject([{ confirmed: 2, sent: 0, ordered: 0 }]);
  });

  it("answers the same whether the address already waits for the book, is capped or new", async () => {
    const alertService = service();
    await alertService.subscribe(form("parent@exemple.fr"));
    const token = tokenIn((await mails())[0]?.textBody ?? "", "/alertes/confirmer");
    const [alert] = await alerts();
    await alertService.confirm(token, [alert?.id ?? 0]);
    clock = new Date(clock.getTime() + DAY_MS);
    expect(await alertService.subscribe(form("parent@exemple.fr"))).toEqual({ status: "accepted" });
    expect(await alertService.subscribe(form("inconnu@exemple.fr"))).toEqual({ status: "accepted" });
    // A confirmed wish is not changed by whoever types the address, and costs it no new mail.
    expect(await alertService.subscribe(form("parent@exemple.fr", "le-petit-poucet", "tres-bon-etat"))).toEqual({
      status: "accepted",
    });
    expect((await alerts()).map((row) => [row.email, row.status, row.grade])).toEqual([
      ["parent@exemple.fr", "waiting", "any"],
      ["inconnu@exemple.fr", "pending", "any"],
    ]);
    expect((await mails()).map((mail) => mail.recipient)).toEqual(["parent@exemple.fr", "inconnu@exemple.fr"]);
  });

  it("refuses a bad address, an unknown book and a bad wish with French messages, and stores nothing", async () => {
    expect(await service().subscribe(form("pas-une-adresse"))).toEqual({
      status: "invalid",
      errors: { email: "Cette adresse e-mail n'est pas valide" },
    });
    expect(await service().subscribe(form("parent@exemple.fr", "livre-inconnu"))).toMatchObject({
      status: "invalid",
      errors: { book: "Ce livre n'existe pas ou plus sur la boutique." },
    });
    expect(await service().subscribe(form("parent@exemple.fr", "../../etc"))).toMatchObject({ status: "invalid" });
    expect(await service().subscribe(form("parent@exemple.fr", "le-petit-poucet", "neuf"))).toMatchObject({
      status: "invalid",
      errors: { wish: "Choisissez « tous les états » ou « très bon état »." },
    });
    expect(await service().subscribe({ ...form(`${"a".repeat(250)}@exemple.fr`) })).toMatchObject({
      status: "invalid",
      errors: { email: "L'adresse e-mail doit faire moins de 254 caractères" },
    });
    expect(await service().subscribe({ ...form("robot@exemple.fr"), site_web: "https://spam" })).toEqual({
      status: "dropped",
    });
    expect(await alerts()).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it("stops a title that gathers too many alerts, whoever asks", async () => {
    await database.db.execute(sql`
      insert into stock_alerts (email, email_key, mailbox_key, product_id, product_handle, product_title, status)
      select 'p' || n || '@exemple.fr', 'cle-' || n, 'cle-' || n, 'gid://shopify/Product/1', 'le-petit-poucet', 'Le Petit Poucet', 'waiting'
      from generate_series(1, ${ALERTS_PER_TITLE}) as n`);
    expect(await service().subscribe(form("parent@exemple.fr"))).toEqual({ status: "title-full" });
    expect(await mails()).toEqual([]);
  });

  it("says a forged or expired confirmation link is one, and changes nothing", async () => {
    const alertService = service();
    await alertService.subscribe(form("parent@exemple.fr"));
    const token = tokenIn((await mails())[0]?.textBody ?? "", "/alertes/confirmer");
    const [alert] = await alerts();
    const forged = token.replace(/\.[^.]+$/, ".AAAAAAAAAAAAAAAAAAAAAA");
    expect(await alertService.pending(forged)).toEqual({ status: "invalid" });
    expect(await alertService.confirm(forged, [alert?.id ?? 0])).toEqual({ status: "invalid" });
    // Another address's valid link does not reach this one's alerts.
    const other = links.sign("confirm", links.keyOf("autre@exemple.fr"), DAY_MS);
    expect(await alertService.confirm(other, [alert?.id ?? 0])).toEqual({ status: "confirmed", count: 0 });
    clock = new Date(clock.getTime() + 8 * DAY_MS);
    expect(await alertService.confirm(token, [alert?.id ?? 0])).toEqual({ status: "expired" });
    expect(await alerts()).toMatchObject([{ status: "pending" }]);
  });

  it("unsubscribes an address from every alert with its link, and refuses a forged one", async () => {
    const alertService = service();
    await alertService.subscribe(form("parent@exemple.fr", "livre-2"));
    await alertService.subscribe(form("parent@exemple.fr", "livre-3"));
    await alertService.subscribe(form("voisin@exemple.fr", "livre-2"));
    const [mail] = await mails();
    const token = tokenIn(mail?.textBody ?? "", "/alertes/desabonnement");
    expect(await alertService.unsubscribe(`${token.slice(0, -2)}AA`)).toEqual({ status: "invalid" });
    expect(await alerts()).toHaveLength(3);
    expect(alertService.checkUnsubscribe(token)).toEqual({ status: "ok" });
    expect(await alertService.unsubscribe(token)).toEqual({ status: "unsubscribed" });
    expect((await alerts()).map((alert) => alert.email)).toEqual(["voisin@exemple.fr"]);
  });

  it("counts an order of the title from the alert's address within 7 days, once", async () => {
    const alertService = service();
    await alertService.subscribe(form("parent@exemple.fr"));
    await database.db
      .update(stockAlerts)
      .set({ status: "sent", confirmedAt: clock, sentAt: clock })
      .where(eq(stockAlerts.email, "parent@exemple.fr"));
    clock = new Date(clock.getTime() + 2 * DAY_MS);
    expect(await alertService.orderPlaced("autre@exemple.fr", ["gid://shopify/Product/1"])).toBe(0);
    expect(await alertService.orderPlaced("PARENT@exemple.fr", ["gid://shopify/Product/1"])).toBe(1);
    expect(await alertService.orderPlaced("parent@exemple.fr", ["gid://shopify/Product/1"])).toBe(0);
    expect(await database.db.select().from(demandAlertDays)).toMatchObject([{ ordered: 1 }]);
  });

  it("does not count an order placed more than 7 days after the alert", async () => {
    const alertService = service();
    await alertService.subscribe(form("parent@exemple.fr"));
    await database.db.update(stockAlerts).set({ status: "sent", sentAt: clock });
    clock = new Date(clock.getTime() + 8 * DAY_MS);
    expect(await alertService.orderPlaced("parent@exemple.fr", ["gid://shopify/Product/1"])).toBe(0);
  });

  /** Outbox rows of alert confirmations queued `minutesAgo`, to the given mailboxes, as other requests would have. */
  async function earlierConfirmations(mailboxes: string[], minutesAgo = 30) {
    const at = new Date(clock.getTime() - minutesAgo * 60_000);
    await database.db.insert(mailOutbox).values(
      mailboxes.map((mailbox) => ({
        kind: "alert-confirmation" as const,
        recipient: mailbox,
        mailbox,
        subject: "s",
        textBody: "t",
        createdAt: at,
        nextAttemptAt: at,
      })),
    );
  }

  it("caps the mailbox, not the spelling: +tags, case and Gmail dots reach one mailbox and share its 3 a day", async () => {
    const alertService = service();
    const spellings = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? `victime+${i}@gmail.com` : `V.ic.Time+${i}@GoogleMail.com`,
    );
    for (const email of spellings) {
      expect(await alertService.subscribe(form(email, `livre-${(spellings.indexOf(email) % 12) + 2}`))).toEqual({
        status: "accepted",
      });
    }
    expect(await mails(), "twenty spellings in a second: one mail").toHaveLength(1);
    for (const email of spellings.slice(0, 6)) {
      clock = new Date(clock.getTime() + 11 * 60_000);
      await alertService.subscribe(form(email, "le-petit-poucet"));
    }
    expect(await mails(), "over the day: 3").toHaveLength(3);
    expect(new Set((await alerts()).map((alert) => alert.mailboxKey))).toEqual(
      new Set([links.mailboxKeyOf("victime@gmail.com")]),
    );
  });

  it("lets unconfirmed requests neither fill a title nor close it for more than a day", async () => {
    await database.db.execute(sql`
      insert into stock_alerts (email, email_key, mailbox_key, product_id, product_handle, product_title, status, created_at)
      select 'p' || n || '@exemple.fr', 'cle-' || n, 'cle-' || n, 'gid://shopify/Product/1', 'le-petit-poucet',
             'Le Petit Poucet', 'pending', ${new Date(clock.getTime() - 2 * DAY_MS)}
      from generate_series(1, ${ALERTS_PER_TITLE}) as n`);
    const alertService = service();
    expect(await alertService.subscribe(form("parent@exemple.fr"))).toEqual({ status: "accepted" });
    expect(await mails()).toHaveLength(1);
    // A burst of strangers' requests today: past the small cap on pending ones, the title says so, for a day.
    for (let i = 1; i < ALERT_PENDING_PER_TITLE_PER_DAY; i++) {
      expect(await alertService.subscribe(form(`inconnu${i}@exemple${i}.fr`))).toEqual({ status: "accepted" });
    }
    expect(await alertService.subscribe(form("dernier@exemple.fr"))).toEqual({ status: "title-full" });
    clock = new Date(clock.getTime() + DAY_MS + 60_000);
    expect(await alertService.subscribe(form("dernier@exemple.fr"))).toEqual({ status: "accepted" });
  });

  it("stops confirmation mails past the hourly budget of a domain and of the shop, with one journal line each", async () => {
    const alertService = service();
    await earlierConfirmations(
      Array.from({ length: ALERT_CONFIRMATIONS_PER_DOMAIN_PER_HOUR }, (_, i) => `p${i}@exemple.fr`),
    );
    expect(await alertService.subscribe(form("nouveau@exemple.fr", "livre-2"))).toEqual({ status: "accepted" });
    expect(await alertService.subscribe(form("autre@exemple.fr", "livre-2"))).toEqual({ status: "accepted" });
    expect(await alertService.subscribe(form("nouveau@ailleurs.fr", "livre-2"))).toEqual({ status: "accepted" });
    const fresh = (await mails()).filter((mail) => mail.createdAt.getTime() === clock.getTime());
    expect(fresh.map((mail) => mail.recipient)).toEqual(["nouveau@ailleurs.fr"]);
    expect(journal).toEqual([
      "[alertes] budget horaire des demandes de confirmation atteint (domaine exemple.fr) : les suivantes ne partent pas.",
    ]);

    await earlierConfirmations(
      Array.from({ length: ALERT_CONFIRMATIONS_PER_HOUR }, (_, i) => `p${i}@d${i}.fr`),
      10,
    );
    await alertService.subscribe(form("encore@exemple.org", "livre-3"));
    expect(await mails()).toHaveLength(ALERT_CONFIRMATIONS_PER_DOMAIN_PER_HOUR + 1 + ALERT_CONFIRMATIONS_PER_HOUR);
    expect(journal[1]).toContain("(toute la boutique)");
    // An hour later, the budgets are whole again; the request still pending is asked now.
    clock = new Date(clock.getTime() + 61 * 60_000);
    await alertService.subscribe(form("encore@exemple.org", "livre-3"));
    expect((await mails()).at(-1)?.recipient).toBe("encore@exemple.org");
  });

  it("ticks on the confirmation page only the titles its e-mail listed, not those a stranger added since", async () => {
    const alertService = service();
    await alertService.subscribe(form("parent@exemple.fr", "livre-2"));
    clock = new Date(clock.getTime() + 60_000);
    await alertService.subscribe(form("parent@exemple.fr", "livre-3"));
    // Asked again the same way (a double click): still what the e-mail listed. A changed wish is a new request.
    await alertService.subscribe(form("parent@exemple.fr", "livre-2"));
    const token = tokenIn((await mails())[0]?.textBody ?? "", "/alertes/confirmer");
    const pending = await alertService.pending(token);
    expect(pending.status === "ok" && Object.fromEntries(pending.alerts.map((a) => [a.title, a.announced]))).toEqual({
      "Livre 2": true,
      "Livre 3": false,
    });
    await alertService.subscribe(form("parent@exemple.fr", "livre-2", "tres-bon-etat"));
    const changed = await alertService.pending(token);
    expect(changed.status === "ok" && changed.alerts.every((alert) => !alert.announced)).toBe(true);
    // The next request the mailbox receives lists them: they come ticked.
    clock = new Date(clock.getTime() + 11 * 60_000);
    await alertService.subscribe(form("parent@exemple.fr", "livre-4"));
    const later = await alertService.pending(token);
    expect(later.status === "ok" && later.alerts.map((alert) => alert.announced)).toEqual([true, true, true]);
  });

  it("keeps an unsubscribed mailbox refused, as a fingerprint only, whatever its spelling", async () => {
    const alertService = service();
    await alertService.subscribe(form("victime@gmail.com", "livre-2"));
    clock = new Date(clock.getTime() + 60_000);
    await alertService.subscribe(form("vic.time+1@gmail.com", "livre-3"));
    const [mail] = await mails();
    expect(await alertService.unsubscribe(tokenIn(mail?.textBody ?? "", "/alertes/desabonnement"))).toEqual({
      status: "unsubscribed",
    });
    expect(await alerts(), "every spelling's alerts end").toEqual([]);
    const kept = await database.db.select().from(alertSuppressions);
    expect(kept.map((row) => row.fingerprint)).toEqual([links.mailboxKeyOf("victime@gmail.com")]);
    expect(JSON.stringify(kept)).not.toMatch(/victime|gmail/);

    // A stranger asks again: the usual answer, and the owner is asked once whether to resume, never more often.
    clock = new Date(clock.getTime() + DAY_MS);
    expect(await alertService.subscribe(form("victime+2@gmail.com", "livre-4"))).toEqual({ status: "accepted" });
    const ask = (await mails()).at(-1);
    expect(ask?.recipient).toBe("victime+2@gmail.com");
    expect(ask?.subject).toBe("Reprendre vos alertes de retour en stock ? – Bouquinerie");
    expect(ask?.textBody).toContain("Vous aviez demandé à ne plus recevoir d'alertes de Bouquinerie à cette adresse");
    expect(ask?.textBody).toContain("- Livre 4 (tous les états)");
    expect(ask?.textBody).toContain("avant 90 jours");
    for (let day = 1; day <= 20; day++) {
      clock = new Date(clock.getTime() + DAY_MS);
      expect(await alertService.subscribe(form(`victime+${day}@googlemail.com`, "livre-5"))).toEqual({
        status: "accepted",
      });
    }
    expect(await mails()).toHaveLength(2);
    expect(
      (await alerts()).map((alert) => alert.productTitle),
      "nothing kept of the requests not asked",
    ).toEqual(["Livre 4"]);
    // The owner confirms from the mailbox: the refusal is lifted, and the alerts run as any others.
    const confirmToken = tokenIn(ask?.textBody ?? "", "/alertes/confirmer");
    clock = new Date(clock.getTime() - 18 * DAY_MS);
    const pending = await alertService.pending(confirmToken);
    expect(pending.status === "ok" && pending.alerts.map((alert) => [alert.title, alert.announced])).toEqual([
      ["Livre 4", true],
    ]);
    const ids = pending.status === "ok" ? pending.alerts.map((alert) => alert.id) : [];
    expect(await alertService.confirm(confirmToken, ids)).toEqual({ status: "confirmed", count: 1 });
    expect(await database.db.select().from(alertSuppressions)).toEqual([]);
    clock = new Date(clock.getTime() + 30 * DAY_MS);
    await alertService.subscribe(form("victime@gmail.com", "livre-6"));
    expect((await mails()).at(-1)?.subject).toBe("Confirmez votre alerte pour « Livre 6 » – Bouquinerie");
  });

  it("asks a refused mailbox again after 90 days, and only then", async () => {
    const alertService = service();
    await alertService.unsubscribe(links.sign("unsubscribe", links.mailboxKeyOf("parent@exemple.fr"), DAY_MS));
    await alertService.subscribe(form("Parent+x@exemple.fr", "livre-2"));
    clock = new Date(clock.getTime() + 89 * DAY_MS);
    await alertService.subscribe(form("parent@exemple.fr", "livre-3"));
    expect(await mails()).toHaveLength(1);
    clock = new Date(clock.getTime() + 2 * DAY_MS);
    await alertService.subscribe(form("parent@exemple.fr", "livre-3"));
    expect(await mails()).toHaveLength(2);
  });

  it("honours an unsubscribe link sent before mailboxes were keyed: it names the address, its alerts the mailbox", async () => {
    const alertService = service();
    await alertService.subscribe(form("parent+a@exemple.fr", "livre-2"));
    clock = new Date(clock.getTime() + 60_000);
    await alertService.subscribe(form("parent@exemple.fr", "livre-3"));
    const legacy = links.sign("unsubscribe", links.keyOf("parent+a@exemple.fr"), DAY_MS);
    expect(await alertService.unsubscribe(legacy)).toEqual({ status: "unsubscribed" });
    expect(await alerts()).toEqual([]);
    expect((await database.db.select().from(alertSuppressions)).map((row) => row.fingerprint).sort()).toEqual(
      [links.keyOf("parent+a@exemple.fr"), links.mailboxKeyOf("parent@exemple.fr")].sort(),
    );
  });
});
