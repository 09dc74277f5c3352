import { sql } from "drizzle-orm";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import type { Database } from "../db/connection.ts";
import { dailyShuffleSeed } from "../db/schema.ts";
import { parisDayOf } from "../paris-day.ts";

/**
 * The seed of the 'featured' order (docs/product.md §3, §4): one row, renewed by the first read of each day, shared by every
 * instance on the same database. A failed read gives a random seed rather than an error page (docs/product.md §7 call 13).
 */
export function createDailySeed(db: Database, today: () => string = parisToday) {
  let cached: { day: string; seed: number } | null = null;
  return {
    async current(): Promise<number> {
      const day = today();
      if (cached?.day === day) return cached.seed;
      try {
        const candidate = Math.floor(Math.random() * 2_147_483_647);
        // Only the first writer of the day changes the row; everyone then reads the winner.
        await db
          .insert(dailyShuffleSeed)
          .values({ id: 1, seed: candidate, day })
          .onConflictDoUpdate({
            target: dailyShuffleSeed.id,
            set: { seed: candidate, day },
            setWhere: sql`${dailyShuffleSeed.day} <> ${day}`,
          });
        const [row] = await db.select().from(dailyShuffleSeed).limit(1);
        if (!row) throw new Error("graine du jour absente");
        cached = { day, seed: row.seed };
        return row.seed;
      } catch (error) {
        console.error(`[catalogue] lecture de la graine du jour impossible : ${errorSummary(error)}`);
        return Math.floor(Math.random() * 2_147_483_647);
      }
    },
  };
}

export type DailySeed = ReturnType<typeof createDailySeed>;

function parisToday(): string {
  return parisDayOf(new Date());
}
