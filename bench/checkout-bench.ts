import os from "node:os";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { insertCart } from "../server/commerce/cart/cart-store.ts";
import { createLocalCheckout } from "../server/commerce/checkout/local-checkout.ts";
import { openDatabase } from "../server/db/connection.ts";
import { orders, products, productVariants } from "../server/db/schema.ts";

/**
 * Checkouts per second sustained with no oversell (issue 5): a fresh database gets `--books` books of `--copies`
 * copies each, then `--attempts` carts of one random book are submitted `--concurrency` at a time through the local
 * checkout service (form check, test payment, the order's transaction). More attempts than copies, so books sell
 * out while buyers keep coming; at the end, orders must equal copies taken and no stock may be below zero.
 *   node bench/checkout-bench.ts [--database-url postgres://…] [--attempts 1200] [--concurrency 16]
 */
const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    books: { type: "string", default: "50" },
    copies: { type: "string", default: "20" },
    attempts: { type: "string", default: "1200" },
    concurrency: { type: "string", default: "16" },
  },
});
const books = Number(values.books);
const copies = Number(values.copies);
const attempts = Number(values.attempts);
const concurrency = Number(values.concurrency);

const FORM = {
  email: "banc@exemple.fr",
  name: "Banc d'essai",
  line1: "1 rue du Test",
  postalCode: "75011",
  city: "Paris",
  country: "FR",
  delivery: "relay",
  cardNumber: "4242 4242 4242 4242",
};

const database = await openDatabase({ databaseUrl: values["database-url"] });
const { db } = database;
try {
  // A fresh PostgreSQL database is the caller's job; refuse to sell from a catalogue that is not ours.
  const [existing] = await db.select({ value: sql<number>`count(*)::int` }).from(products);
  if ((existing?.value ?? 0) > 0) throw new Error("La base doit être vide : le banc crée son propre catalogue.");

  const variantIds: number[] = [];
  for (let index = 0; index < books; index++) {
    const [product] = await db
      .insert(products)
      .values({ handle: `banc-${index}`, title: `Livre du banc ${index}` })
      .returning({ id: products.id });
    const [variant] = await db
      .insert(productVariants)
      .values({ productId: product?.id as number, price: "9.90", inventoryQuantity: copies })
      .returning({ id: productVariants.id });
    variantIds.push(variant?.id as number);
  }
  const cartIds: string[] = [];
  for (let index = 0; index < attempts; index++) {
    const variantId = variantIds[Math.floor(Math.random() * variantIds.length)] as number;
    cartIds.push((await insertCart(db, { lines: [{ variantId, quantity: 1 }], attributes: [], discountCodes: [] })).id);
  }

  const checkout = createLocalCheckout({
    db,
    shopName: "Bouquinerie",
    testPayments: true,
    onStockChanged: () => undefined,
  });
  const outcomes = { placed: 0, refused: 0, other: 0 };
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < cartIds.length) {
        const cartId = cartIds[next++] as string;
        const begin = performance.now();
        const result = await checkout.submit(cartId, FORM);
        latencies.push(performance.now() - begin);
        if (result.kind === "placed") outcomes.placed++;
        else if (result.kind === "refused") outcomes.refused++;
        else outcomes.other++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const [stock] = await db
    .select({
      remaining: sql<number>`coalesce(sum(${productVariants.inventoryQuantity}), 0)::int`,
      negative: sql<number>`count(*) filter (where ${productVariants.inventoryQuantity} < 0)::int`,
    })
    .from(productVariants);
  const [orderCount] = await db.select({ value: sql<number>`count(*)::int` }).from(orders);
  const sold = books * copies - (stock?.remaining ?? 0);
  const consistent = stock?.negative === 0 && orderCount?.value === outcomes.placed && sold === outcomes.placed;

  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  const fr = (value: number, digits = 1) => value.toLocaleString("fr-FR", { maximumFractionDigits: digits });
  console.log(
    `Moteur : ${database.kind === "postgres" ? "PostgreSQL" : "PGlite"} · ${os.cpus().length} cœurs · Node ${process.version}`,
  );
  console.log(`${fr(attempts, 0)} tentatives, ${concurrency} simultanées, ${books} livres × ${copies} exemplaires`);
  console.log(
    `Commandes : ${outcomes.placed} passées, ${outcomes.refused} refusées (rupture), ${outcomes.other} autres, en ${fr(seconds, 2)} s`,
  );
  console.log(
    `Débit : ${fr(attempts / seconds)} paiements traités/s, dont ${fr(outcomes.placed / seconds)} commandes/s ; ` +
      `latence p50 ${fr(percentile(0.5))} ms, p95 ${fr(percentile(0.95))} ms`,
  );
  console.log(
    `Cohérence : stock restant ${stock?.remaining}, variantes en négatif ${stock?.negative}, ` +
      `commandes en base ${orderCount?.value} → ${consistent ? "aucune survente" : "INCOHÉRENCE"}`,
  );
  if (!consistent) process.exitCode = 1;
} finally {
  await database.close();
}
