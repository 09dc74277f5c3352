import { and, count, eq, inArray, sql } from "drizzle-orm";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import type { Database } from "../db/connection.ts";
import { demandSearches, demandSoldOutViews } from "../db/schema.ts";
import { parisDayOf } from "../paris-day.ts";

/** Longest search text kept: enough for a title and an author, never a paragraph. */
export const DEMAND_QUERY_MAX = 100;
/** Distinct searches, and sold-out titles, held between two writes: past it, new ones wait for the next window. */
const HELD_PER_WINDOW = 2000;
/** Distinct searches kept per day: past it, searches already kept still count, new ones are not kept. */
export const SEARCHES_KEPT_PER_DAY = 5000;

/** A search as the owner reads it: case, accents, punctuation and repeated spaces folded away. */
export function normaliseSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .slice(0, DEMAND_QUERY_MAX)
    .trim();
}

export type SearchOutcomeRecorded = "none" | "sold-out";

type HeldSearch = { count: number; lastSeenAt: Date; outcome: SearchOutcomeRecorded };
type HeldView = { count: number; handle: string; title: string };

export type DemandRecorderOptions = {
  db: Database;
  now?: () => Date;
  /** How often the counts held in memory are written; 0 writes only when asked (tests). */
  flushEveryMs?: number;
  log?: (line: string) => void;
};

/**
 * What parents looked for and did not find (issue 39), off the pages' path: a search or a sold-out view adds one to a
 * count in memory, and the counts are written once a minute as one row per day and search (or title). No address, no
 * cookie, no identifier reaches it; what it holds is bounded between writes, and per day in the database.
 */
export function createDemandRecorder(options: DemandRecorderOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.warn(line));
  let searches = new Map<string, HeldSearch>();
  let views = new Map<string, HeldView>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | null = null;

  async function writeSearches(day: string, held: Map<string, HeldSearch>): Promise<void> {
    if (held.size === 0) return;
    const [kept] = await db.select({ value: count() }).from(demandSearches).where(eq(demandSearches.day, day));
    let room = SEARCHES_KEPT_PER_DAY - (kept?.value ?? 0);
    let entries = [...held.entries()];
    if (entries.length > room) {
      const known = new Set(
        (
          await db
            .select({ query: demandSearches.query })
            .from(demandSearches)
            .where(
              and(
                eq(demandSearches.day, day),
                inArray(
                  demandSearches.query,
                  entries.map(([query]) => query),
                ),
              ),
            )
        ).map((row) => row.query),
      );
      entries = entries.filter(([query]) => known.has(query) || room-- > 0);
    }
    if (entries.length === 0) return;
    await db
      .insert(demandSearches)
      .values(entries.map(([query, search]) => ({ day, query, ...search })))
      .onConflictDoUpdate({
        target: [demandSearches.day, demandSearches.query],
        set: {
          count: sql`${demandSearches.count} + excluded.count`,
          outcome: sql`excluded.outcome`,
          lastSeenAt: sql`greatest(${demandSearches.lastSeenAt}, excluded.last_seen_at)`,
        },
      });
  }

  async function writeViews(day: string, held: Map<string, HeldView>): Promise<void> {
    if (held.size === 0) return;
    await db
      .insert(demandSoldOutViews)
      .values(
        [...held.entries()].map(([productId, view]) => ({
          day,
          productId,
          productHandle: view.handle,
          productTitle: view.title,
          count: view.count,
        })),
      )
      .onConflictDoUpdate({
        target: [demandSoldOutViews.day, demandSoldOutViews.productId],
        set: {
          count: sql`${demandSoldOutViews.count} + excluded.count`,
          productHandle: sql`excluded.product_handle`,
          productTitle: sql`excluded.product_title`,
        },
      });
  }

  /** Writes what is held and starts a new window; a failed write is logged and its counts dropped, never retried. */
  function flush(): Promise<void> {
    const heldSearches = searches;
    const heldViews = views;
    searches = new Map();
    views = new Map();
    const day = parisDayOf(now());
    const previous = writing ?? Promise.resolve();
    const current = previous
      .then(() => writeSearches(day, heldSearches))
      .then(() => writeViews(day, heldViews))
      .catch((error: unknown) => log(`[demande] comptes de recherche non enregistrés : ${errorSummary(error)}`))
      .finally(() => {
        if (writing === current) writing = null;
      });
    writing = current;
    return current;
  }

  return {
    /** A search whose words found nothing, or only sold-out books. */
    search(text: string, outcome: SearchOutcomeRecorded): void {
      const query = normaliseSearch(text);
      if (query === "") return;
      const held = searches.get(query);
      if (held) {
        held.count += 1;
        held.lastSeenAt = now();
        held.outcome = outcome;
      } else if (searches.size < HELD_PER_WINDOW) {
        searches.set(query, { count: 1, lastSeenAt: now(), outcome });
      }
    },

    /** A view of a sold-out title's page. */
    soldOutView(product: { id: string; handle: string; title: string }): void {
      const held = views.get(product.id);
      if (held) held.count += 1;
      else if (views.size < HELD_PER_WINDOW)
        views.set(product.id, { count: 1, handle: product.handle, title: product.title });
    },

    flush,

    start(): void {
      const every = options.flushEveryMs ?? 60_000;
      if (timer || every <= 0) return;
      timer = setInterval(() => void flush(), every);
      timer.unref();
    },

    /** Writes what is held (shutdown). */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}

export type DemandRecorder = ReturnType<typeof createDemandRecorder>;
