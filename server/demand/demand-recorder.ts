import { createHmac, randomBytes } from "node:crypto";
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

/**
 * (Search, visitor) and (title, visitor) pairs remembered for the day, to count each visitor once: past it, nobody new
 * counts until the next day (fewer counts rather than a flood's), about 10 MB at most.
 */
const VISITS_HELD_PER_DAY = 100_000;
/** Searches one visitor adds to the day's counts: a script cannot fill the day's 5,000 rows by itself. */
export const SEARCHES_COUNTED_PER_VISITOR_PER_DAY = 20;

/**
 * Searches that are never counted (issue 51): what looks like an e-mail address, a telephone number (8 digits or more,
 * with spaces, dots, dashes or brackets between them), any run of 5 digits or more (a postcode, an order or card
 * number), or a web address. The owner's figures are no place to keep what a visitor typed about someone, nor a
 * billboard for a link.
 */
export function isPersonalOrLink(text: string): boolean {
  // Compatibility forms first: full-width digits, `＠` or `．` are the same characters to a reader.
  const folded = text.normalize("NFKC");
  return (
    /\S@\S/u.test(folded) ||
    /\p{Nd}{5}/u.test(folded) ||
    /\p{Nd}(?:[\s.\-/()]{0,2}\p{Nd}){7}/u.test(folded) ||
    /(?:https?:|:\/\/|www\.)/iu.test(folded) ||
    // A name before a dot and letters after it (`exemple.fr`, `bit.ly`); a lone letter (`T.rex`) is not a site.
    /[\p{L}\p{N}-]{2}\.\p{L}{2}/u.test(folded)
  );
}

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
 * cookie, no identifier reaches the database; what it holds is bounded between writes, and per day in the database.
 *
 * A count is of visitors, not of requests (issue 51): 120 identical searches from one visitor count once a day. The
 * visitor (the caller's client key) is remembered only as an HMAC under a random key drawn in memory each Paris day,
 * never written, and forgotten with the key at midnight: nobody, the owner included, can tell from it who searched.
 * Each instance draws its own key, so with several instances one visitor counts at most once per instance a day.
 */
export function createDemandRecorder(options: DemandRecorderOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.warn(line));
  let searches = new Map<string, HeldSearch>();
  let views = new Map<string, HeldView>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | null = null;
  let visits = newDay("");

  /** The day's visitors as keyed hashes: by search or title, and how many searches each has added. */
  function newDay(day: string) {
    return {
      day,
      key: randomBytes(32),
      seen: new Map<string, Set<string>>(),
      searchesBy: new Map<string, number>(),
      pairs: 0,
      full: false,
    };
  }

  /** Whether this visitor is the first to count for `what` today; remembers them if so. */
  function firstVisit(what: string, visitor: string, isSearch: boolean): boolean {
    const day = parisDayOf(now());
    if (visits.day !== day) visits = newDay(day);
    const hash = createHmac("sha256", visits.key).update(visitor).digest("base64url").slice(0, 16);
    const seen = visits.seen.get(what);
    if (seen?.has(hash)) return false;
    const searches = visits.searchesBy.get(hash) ?? 0;
    if (isSearch && searches >= SEARCHES_COUNTED_PER_VISITOR_PER_DAY) return false;
    if (visits.pairs >= VISITS_HELD_PER_DAY) {
      if (!visits.full)
        log(
          `[demande] plus de ${VISITS_HELD_PER_DAY} visites distinctes aujourd'hui : les suivantes ne sont plus comptées avant demain`,
        );
      visits.full = true;
      return false;
    }
    if (seen) seen.add(hash);
    else visits.seen.set(what, new Set([hash]));
    visits.pairs += 1;
    if (isSearch) visits.searchesBy.set(hash, searches + 1);
    return true;
  }

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
    /** A search whose words found nothing, or only sold-out books, by a visitor (their client key). */
    search(text: string, outcome: SearchOutcomeRecorded, visitor: string): void {
      if (isPersonalOrLink(text)) return;
      const query = normaliseSearch(text);
      if (query === "" || !firstVisit(`q ${query}`, visitor, true)) return;
      const held = searches.get(query);
      if (held) {
        held.count += 1;
        held.lastSeenAt = now();
        held.outcome = outcome;
      } else if (searches.size < HELD_PER_WINDOW) {
        searches.set(query, { count: 1, lastSeenAt: now(), outcome });
      }
    },

    /** A view of a sold-out title's page by a visitor (their client key). */
    soldOutView(product: { id: string; handle: string; title: string }, visitor: string): void {
      if (!firstVisit(`p ${product.id}`, visitor, false)) return;
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
