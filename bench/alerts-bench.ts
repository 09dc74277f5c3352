import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { startShopProcess } from "../e2e/support/shop-process.ts";
import { createTestDatabase } from "../e2e/support/test-database.ts";
import { generateDemoCatalogue } from "../server/commerce/demo/generate-demo-catalogue.ts";
import { importProducts } from "../server/commerce/import/import-catalogue.ts";
import { openDatabase } from "../server/db/connection.ts";
import { notifyProductsChanged } from "../server/events/products-changed.ts";
import { startTestSmtpServer } from "../server/mail/smtp-server.test-helper.ts";
import { BROWSER_ACCEPT_ENCODING, BROWSER_USER_AGENT } from "./latency.ts";
import { memoryOf } from "./process-memory.ts";

/**
 * Issue 39, item 5: a shop of 50,000 books on PostgreSQL with 100,000 confirmed alerts waiting on 5,000 sold-out
 * titles; an import brings 1,000 of them back. Prints the pages' times at rest and while the alerts are claimed and
 * queued (one connection per page, as a visitor's browser: Chromium's `Accept-Encoding` and `User-Agent`), how long
 * the claiming takes, how fast the outbox then sends through a real SMTP server on loopback, and whether each alert
 * was sent exactly once.
 *
 *   npm run bench:alerts -- [--count 50000] [--alerts 100000] [--sold-out 5000] [--back 1000]
 *                           [--database-url postgres://…] [--rest 10] [--wait-minutes 10]
 */
const { values } = parseArgs({
  options: {
    count: { type: "string", default: "50000" },
    alerts: { type: "string", default: "100000" },
    "sold-out": { type: "string", default: "5000" },
    back: { type: "string", default: "1000" },
    "database-url": { type: "string", default: process.env.TEST_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test" },
    rest: { type: "string", default: "10" },
    "wait-minutes": { type: "string", default: "10" },
  },
});
const count = Number(values.count);
const alertCount = Number(values.alerts);
const soldOutCount = Number(values["sold-out"]);
const backCount = Number(values.back);
const restSeconds = Number(values.rest);
const perTitle = Math.floor(alertCount / soldOutCount);

const smtp = await startTestSmtpServer();
const database = await createTestDatabase(values["database-url"], "bouquinerie_bench_alertes");
const started = performance.now();
const shop = await startShopProcess({
  DATABASE_URL: database.url,
  DEMO_CATALOGUE_SIZE: String(count),
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
});
console.log(
  `Boutique prête : ${count} livres sur PostgreSQL en ${Math.round((performance.now() - started) / 1000)} s (${shop.url}).`,
);
const handle = await openDatabase({ databaseUrl: database.url });
const { db } = handle;
const rows = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

try {
  // Every tenth book sold out, 5,000 of them, and the shop told (the whole catalogue read again).
  const all = rows<{ id: number; handle: string }>(await db.execute(sql`select id, handle from products order by id`));
  const soldOut = all.filter((_, i) => i % Math.floor(all.length / soldOutCount) === 0).slice(0, soldOutCount);
  const soldOutIds = soldOut.map((product) => product.id);
  await db.execute(
    sql`update product_variants set inventory_quantity = 0 where product_id = any(${`{${soldOutIds.join(",")}}`}::bigint[])`,
  );
  await notifyProductsChanged(db, "banc:épuisés");
  const probe = soldOut[0]?.handle as string;
  await waitFor(async () => (await (await fetch(`${shop.url}/produit/${probe}`)).text()).includes("Prévenez-moi"), 60);

  // 20 confirmed alerts on each sold-out title: 100,000 waiting.
  await db.execute(sql`
    insert into stock_alerts (email, email_key, mailbox_key, product_id, product_handle, product_title, status, created_at,
      confirmed_at)
    select 'parent' || t.n || '-' || a.n || '@exemple.fr', 'cle-' || t.n || '-' || a.n, 'cle-' || t.n || '-' || a.n, 'gid://shopify/Product/' || t.id,
           t.handle, t.handle, 'waiting', now(), now()
    from unnest(${`{${soldOutIds.join(",")}}`}::bigint[], ${`{${soldOut.map((p) => `"${p.handle}"`).join(",")}}`}::text[])
         with ordinality as t(id, handle, n),
         generate_series(1, ${perTitle}) as a(n)`);
  const [waiting] = rows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from stock_alerts where status = 'waiting'`),
  );
  console.log(`${waiting?.n} alertes confirmées en attente sur ${soldOutCount} livres épuisés (${perTitle} chacun).`);

  // The import the owner runs: the same books, 1,000 of the sold-out ones with a copy back (npm run catalogue:import).
  const back = new Set(soldOut.slice(0, backCount).map((product) => product.handle));
  const books = generateDemoCatalogue({ count })
    .filter((book) => back.has(book.handle))
    .map((book) => ({ ...book, variants: book.variants.map((variant) => ({ ...variant, inventoryQuantity: 1 })) }));

  const product = soldOut.at(-1)?.handle as string;
  const pages = [`/produit/${product}`, "/age/6-8-ans?tri=price-asc", "/recherche?q=dinosaures"];
  for (const page of pages) await load(page, 1);
  const rest = await Promise.all(pages.map((page) => load(page, restSeconds)));
  const memoryBefore = memoryOf(shop.process.pid as number);

  // Pages loaded from the import's commit until every alert of the titles back is queued.
  let fanningOut = true;
  const during = Promise.all(pages.map((page) => load(page, 600, () => !fanningOut)));
  const importStarted = performance.now();
  const summary = await importProducts(db, books, { dryRun: false });
  const committed = performance.now();
  const expected = backCount * perTitle;
  let queuedAt = Number.NaN;
  await waitFor(async () => {
    const [sent] = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from stock_alerts where status = 'sent'`),
    );
    if ((sent?.n ?? 0) < expected) return false;
    queuedAt = performance.now();
    return true;
  }, 600);
  fanningOut = false;
  const fanOut = await during;
  const memoryAfter = memoryOf(shop.process.pid as number);

  // Then the outbox sends them through the mail server, at its pace.
  const sendStart = performance.now();
  const receivedAtStart = smtp.received.length;
  await waitFor(async () => smtp.received.length >= expected, Number(values["wait-minutes"]) * 60);
  const sendSeconds = (performance.now() - sendStart) / 1000;
  const recipients = new Set(smtp.received.flatMap((mail) => mail.to));

  console.log(
    `\nImport de ${summary.products} livres revenus : ${Math.round(committed - importStarted)} ms jusqu'au commit ; ` +
      `${expected} alertes réclamées et mises en file ${((queuedAt - committed) / 1000).toFixed(1)} s après le commit.`,
  );
  console.log(
    "\n| page | au repos p50 / p95 (ms) | pendant l'envoi p50 / p95 (ms) | rapport des p95 | requêtes pendant |",
  );
  console.log("|---|---|---|---|---|");
  pages.forEach((page, i) => {
    const a = rest[i] as Load;
    const b = fanOut[i] as Load;
    console.log(
      `| ${page} | ${a.p50} / ${a.p95} | ${b.p50} / ${b.p95} | ×${(b.p95 / a.p95).toFixed(2)} | ${b.count} |`,
    );
  });
  console.log(
    `\nEnvoi : ${smtp.received.length - receivedAtStart} e-mails en ${sendSeconds.toFixed(1)} s ` +
      `(${((smtp.received.length - receivedAtStart) / sendSeconds).toFixed(0)} par seconde), ` +
      `${recipients.size} destinataires distincts pour ${expected} alertes attendues ` +
      `(${smtp.received.length === expected && recipients.size === expected ? "chacune une fois" : "ÉCART"}).`,
  );
  console.log(
    `Mémoire résidente de la boutique : ${memoryBefore.rss} Mo avant l'import, ${memoryAfter.rss} Mo après la mise en file (pic ${memoryAfter.peak} Mo).`,
  );
} finally {
  await handle.close();
  await shop.stop();
  await smtp.close();
  await database.drop();
}

type Load = { p50: number; p95: number; count: number };

/** One connection on one page, as a browser asks it, for `seconds` or until `done()` says so. */
function load(page: string, seconds: number, done?: () => boolean): Promise<Load> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${shop.url}${page}`,
        connections: 1,
        duration: seconds,
        headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING, "user-agent": BROWSER_USER_AGENT },
      },
      (error) => {
        if (error) return reject(error);
        clearInterval(watch);
        times.sort((a, b) => a - b);
        const at = (q: number) => Math.round((times[Math.floor(q * (times.length - 1))] ?? Number.NaN) * 10) / 10;
        resolve({ p50: at(0.5), p95: at(0.95), count: times.length });
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
    const watch = setInterval(() => {
      if (done?.()) instance.stop();
    }, 100);
  });
}

async function waitFor(check: () => Promise<boolean>, seconds: number): Promise<void> {
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`délai de ${seconds} s dépassé`);
}
