import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../db/connection.ts";

/** The PostgreSQL channel every instance listens on (LISTEN/NOTIFY crosses instances sharing one database). */
export const PRODUCTS_CHANGED_CHANNEL = "products_changed";

/**
 * Most product ids one event names: beyond, it names none and every instance reads the whole catalogue again (a
 * PostgreSQL notification carries 8,000 bytes at most; a Storefront id is about 30).
 */
export const MAX_PRODUCTS_PER_CHANGE = 50;

/**
 * What changed: `products`, the Storefront ids of the only products that changed (a sale's books), so that each
 * instance reads just those again; absent when it may be any (an import, a product deleted, a stock-level webhook).
 */
export type ProductsChange = { reason: string; at: string; products?: string[] };

/**
 * Announces that products changed (import, stock change, webhook). Inside a transaction, PostgreSQL delivers it on
 * commit, never for a rolled-back change.
 */
export async function notifyProductsChanged(db: Database, reason: string, products?: readonly string[]): Promise<void> {
  const change: ProductsChange = { reason: reason.slice(0, 100), at: new Date().toISOString() };
  const named = products ? [...new Set(products)] : [];
  if (named.length > 0 && named.length <= MAX_PRODUCTS_PER_CHANGE) change.products = named;
  await db.execute(sql`select pg_notify(${PRODUCTS_CHANGED_CHANNEL}, ${JSON.stringify(change)})`);
}

export type ProductsChangedListener = (change: ProductsChange) => void;

/** Hears every products-changed event of the database, from this instance or any other. */
export async function listenToProductsChanged(
  database: Pick<DatabaseHandle, "listen">,
  listener: ProductsChangedListener,
): Promise<() => Promise<void>> {
  return database.listen(PRODUCTS_CHANGED_CHANNEL, (payload) => listener(parseChange(payload)));
}

function parseChange(payload: string): ProductsChange {
  try {
    const value = JSON.parse(payload) as Partial<Record<keyof ProductsChange, unknown>>;
    const change: ProductsChange = {
      reason: typeof value.reason === "string" ? value.reason : "inconnue",
      at: typeof value.at === "string" ? value.at : new Date().toISOString(),
    };
    // Anything but a short list of ids means 'any product': the whole catalogue is read again, the safe side.
    const { products } = value;
    if (
      Array.isArray(products) &&
      products.length > 0 &&
      products.length <= MAX_PRODUCTS_PER_CHANGE &&
      products.every((id) => typeof id === "string" && id.length <= 200)
    ) {
      change.products = products;
    }
    return change;
  } catch {
    return { reason: "inconnue", at: new Date().toISOString() };
  }
}
