import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../db/connection.ts";

/** The PostgreSQL channel every instance listens on (LISTEN/NOTIFY crosses instances sharing one database). */
export const PRODUCTS_CHANGED_CHANNEL = "products_changed";

export type ProductsChange = { reason: string; at: string };

/**
 * Announces that products changed (import, stock change, webhook). Inside a transaction, PostgreSQL delivers it on
 * commit, never for a rolled-back change.
 */
export async function notifyProductsChanged(db: Database, reason: string): Promise<void> {
  const change: ProductsChange = { reason: reason.slice(0, 100), at: new Date().toISOString() };
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
    const value = JSON.parse(payload) as Partial<ProductsChange>;
    return {
      reason: typeof value.reason === "string" ? value.reason : "inconnue",
      at: typeof value.at === "string" ? value.at : new Date().toISOString(),
    };
  } catch {
    return { reason: "inconnue", at: new Date().toISOString() };
  }
}
