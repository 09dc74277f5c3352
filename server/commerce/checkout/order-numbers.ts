import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_CODE_LENGTH } from "../../../core/checkout/order-number.ts";
import type { Database } from "../../db/connection.ts";
import { invoiceCounter } from "../../db/schema.ts";
import { parisDayOf } from "../../paris-day.ts";

/** « BQ-7K4M9P »: 27⁶ ≈ 387 million codes, drawn without bias; the unique index and a retry settle a rare clash. */
export function newOrderNumber(): string {
  let code = "";
  for (let index = 0; index < ORDER_NUMBER_CODE_LENGTH; index += 1) {
    code += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  }
  return `BQ-${code}`;
}

export type Invoice = { number: string; issuedAt: Date };

/**
 * The next invoice number, « F2026-000001 », one gapless chronological series per Paris year (Code général des impôts,
 * annexe II, art. 242 nonies A, 7°; decision 008). It locks the counter's row for the rest of the caller's transaction:
 * a checkout that rolls back (refusal, error, crash) never consumed its number, and two instances sharing PostgreSQL
 * take turns, so no number is given twice or skipped. The date is read once the lock is held, so later numbers never
 * carry earlier dates, and a new Paris year starts its series at 1. Call it as late as possible in the transaction:
 * every checkout waits on this row until the one holding it commits.
 */
export async function allocateInvoice(tx: Database, clock: () => Date = () => new Date()): Promise<Invoice> {
  const [counter] = await tx.select().from(invoiceCounter).where(eq(invoiceCounter.id, 1)).for("update");
  if (!counter) throw new Error("Le compteur des factures manque (migration 0011)");
  const issuedAt = clock();
  // A clock behind the last invoice's year (another instance's) stays in the current series rather than reopen a closed one.
  const year = Math.max(Number(parisDayOf(issuedAt).slice(0, 4)), counter.year);
  const sequence = year === counter.year ? counter.nextNumber : 1;
  await tx
    .update(invoiceCounter)
    .set({ year, nextNumber: sequence + 1 })
    .where(eq(invoiceCounter.id, 1));
  return { number: invoiceNumberOf(year, sequence), issuedAt };
}

export function invoiceNumberOf(year: number, sequence: number): string {
  return `F${year}-${String(sequence).padStart(6, "0")}`;
}
