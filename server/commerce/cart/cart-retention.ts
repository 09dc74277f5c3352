import { and, inArray, lt, notExists, sql } from "drizzle-orm";
import { errorSummary } from "../../../core/http/error-summary.server.ts";
import type { Database } from "../../db/connection.ts";
import { startPeriodicSweep } from "../../db/periodic-sweep.ts";
import { carts, orders } from "../../db/schema.ts";

/** Carts deleted per statement: short transactions, no long lock on a busy table. */
const SWEEP_BATCH = 1_000;

/**
 * Deletes the carts created before `before` that never became an order (an order keeps its cart: the order's
 * `cart_id` references it). Returns how many were deleted.
 */
export async function deleteAbandonedCarts(db: Database, before: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ id: carts.id })
      .from(carts)
      .where(
        and(
          lt(carts.createdAt, before),
          notExists(db.select({ one: sql`1` }).from(orders).where(sql`${orders.cartId} = ${carts.id}`)),
        ),
      )
      .limit(SWEEP_BATCH);
    const rows = await db.delete(carts).where(inArray(carts.id, batch)).returning({ id: carts.id });
    deleted += rows.length;
    if (rows.length < SWEEP_BATCH) return deleted;
  }
}

export type CartSweepOptions = {
  db: Database;
  /** How long a cart that never became an order is kept (LOCAL_CART_RETENTION_DAYS). */
  retentionMs: number;
  /** How often the sweep runs; an hour by default. */
  intervalMs?: number;
  log?: (line: string) => void;
  now?: () => number;
};

/**
 * The periodic sweep of abandoned carts, started by the composition root in local mode: once at start, then every
 * interval. Returns the function that stops it (and waits for a sweep under way).
 */
export function startCartSweep(options: CartSweepOptions): () => Promise<void> {
  const now = options.now ?? Date.now;
  return startPeriodicSweep({
    run: async () => {
      const count = await deleteAbandonedCarts(options.db, new Date(now() - options.retentionMs));
      if (count > 0) options.log?.(`Paniers abandonnés supprimés : ${count}.`);
    },
    onError: (error) => console.error(`[paniers] suppression des paniers abandonnés en échec : ${errorSummary(error)}`),
    ...(options.intervalMs !== undefined ? { intervalMs: options.intervalMs } : {}),
  });
}
