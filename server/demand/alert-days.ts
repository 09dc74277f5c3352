import { sql } from "drizzle-orm";
import { demandAlertDays } from "../db/schema.ts";
import type { DbExecutor } from "../mail/outbox.ts";
import { parisDayOf } from "../paris-day.ts";

/** Adds `amount` to one of the day's alert counts (the owner's demand figures), in the caller's transaction. */
export async function countAlertEvent(
  tx: DbExecutor,
  at: Date,
  field: "confirmed" | "sent" | "ordered",
  amount: number,
): Promise<void> {
  if (amount <= 0) return;
  const column = demandAlertDays[field];
  await tx
    .insert(demandAlertDays)
    .values({ day: parisDayOf(at), [field]: amount })
    .onConflictDoUpdate({ target: demandAlertDays.day, set: { [field]: sql`${column} + ${amount}` } });
}
