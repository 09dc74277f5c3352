import type { Database } from "../../db/connection.ts";
import { products } from "../../db/schema.ts";
import { deleteAllProducts, upsertProducts } from "../catalogue-writer.ts";
import { DEFAULT_DEMO_SEED, generateDemoCatalogue } from "./generate-demo-catalogue.ts";

/**
 * Writes the demo catalogue into an empty shop (first start in local mode) and leaves any existing catalogue alone.
 * Two instances starting together on one PostgreSQL both write the same handles, so the upsert keeps one copy.
 * Returns how many books were written (0 when the shop already had products).
 */
export async function seedDemoCatalogueIfEmpty(db: Database, count: number, seed = DEFAULT_DEMO_SEED): Promise<number> {
  if (count <= 0) return 0;
  const [existing] = await db.select({ id: products.id }).from(products).limit(1);
  if (existing) return 0;
  const written = await upsertProducts(db, generateDemoCatalogue({ count, seed }));
  return written.inserted + written.updated;
}

/**
 * Replaces the whole catalogue with a demo catalogue of `count` books, in one transaction: readers see the old
 * catalogue until the new one is complete. Returns how many books were written.
 */
export async function reseedDemoCatalogue(db: Database, count: number, seed = DEFAULT_DEMO_SEED): Promise<number> {
  const books = generateDemoCatalogue({ count, seed });
  return db.transaction(async (tx) => {
    await deleteAllProducts(tx);
    const written = await upsertProducts(tx, books);
    return written.inserted + written.updated;
  });
}
