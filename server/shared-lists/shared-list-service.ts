import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, count, eq, gt, isNotNull, lt, sql } from "drizzle-orm";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import { SHARED_LIST_MESSAGES as M } from "../../core/messages/shared-list.ts";
import {
  isSharedListId,
  type SharedListInput,
  sharedListInputProblem,
  sharedListInputSchema,
  sharedListSecretSchema,
} from "../../core/shared-lists/shared-list-schema.ts";
import {
  SHARED_LIST_ADDRESS_KEPT_HOURS,
  SHARED_LIST_KEPT_MONTHS,
  SHARED_LISTS_PER_ADDRESS_PER_DAY,
  SHARED_LISTS_PER_DAY,
} from "../../core/shop-constants.ts";
import type { CatalogueIndex } from "../catalogue/catalogue-index.ts";
import type { Database } from "../db/connection.ts";
import { startPeriodicSweep } from "../db/periodic-sweep.ts";
import { type SharedListItem, sharedLists } from "../db/schema.ts";
import { parisDayOf } from "../paris-day.ts";

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** The longest Paris day (the autumn change of time): the rows that may belong to today. */
const LONGEST_DAY_MS = 25 * HOUR_MS;

export type SharedList = { id: string; title: string; items: SharedListItem[]; updatedAt: Date };

export type ShareResult =
  | { status: "created"; id: string; secret: string }
  | { status: "invalid"; error: string }
  | { status: "too-many" }
  /** The shop stored SHARED_LISTS_PER_DAY lists today (Paris day): sharing resumes tomorrow. */
  | { status: "shop-full" };
export type UpdateResult = { status: "updated" } | { status: "invalid"; error: string } | { status: "not-found" };
export type StopResult = { status: "stopped" } | { status: "not-found" };

/** 16 random bytes: the link's id, 128 bits no one guesses (issue 40 asks for 96 at least). */
function newListId(): string {
  return randomBytes(16).toString("base64url");
}

/** 32 random bytes: the owner's edit secret, which only their browser ever holds. */
function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** Only a hash is stored: a copy of the database does not let anyone edit a family's list. */
function hashOf(secret: string): string {
  return createHash("sha256").update(secret).digest("base64url");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Favourites shared by a link, without an account (issue 40, decision 034). The link names the list by a random id;
 * the owner's browser keeps a separate secret that alone updates or stops it. Lists live in the database, so a link
 * opens on every instance and after a restart; they name books by Storefront id and handle, so they survive a
 * catalogue re-import. Bounded: SHARED_LISTS_PER_ADDRESS_PER_DAY new lists per address and SHARED_LISTS_PER_DAY for
 * the whole shop, a retention the privacy section states (`sweep`). Only books of the catalogue are kept (issue 51).
 */
export function createSharedListService(options: {
  db: Database;
  /** Today's catalogue: a list keeps only its books, named as it names them. */
  catalogue: Pick<CatalogueIndex, "productById" | "productByHandle">;
  now?: () => Date;
  log?: (line: string) => void;
}) {
  const { db, catalogue } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(line));
  // The Paris day whose cap this instance already reported: one line a day, not one per refused list.
  let fullDayLogged: string | null = null;

  function parse(input: unknown): { ok: true; value: SharedListInput } | { ok: false; error: string } {
    const parsed = sharedListInputSchema.safeParse(input);
    if (!parsed.success) return { ok: false, error: sharedListInputProblem(parsed.error.issues) };
    // A posted id or handle is the sender's word: only the catalogue's own pair is stored, so a list never carries an
    // invented handle or 100 made-up ids (issue 51). A book sold out later stays, as it is still in the catalogue.
    const items = new Map<string, SharedListItem>();
    for (const item of parsed.data.items) {
      const product = catalogue.productById(item.id) ?? catalogue.productByHandle(item.handle);
      if (product && !items.has(product.id)) items.set(product.id, { id: product.id, handle: product.handle });
    }
    if (items.size === 0) return { ok: false, error: M.noneInCatalogue };
    return { ok: true, value: { title: parsed.data.title, items: [...items.values()] } };
  }

  /** The list's row if `secret` is its owner's; a wrong secret reads as no list at all. */
  async function owned(id: string, secret: unknown) {
    const checked = sharedListSecretSchema.safeParse({ secret });
    if (!isSharedListId(id) || !checked.success) return null;
    const [row] = await db
      .select({ secretHash: sharedLists.secretHash })
      .from(sharedLists)
      .where(eq(sharedLists.id, id));
    return row && sameHash(row.secretHash, hashOf(checked.data.secret)) ? row : null;
  }

  return {
    /** Stores a new list for `clientKey` (the address, IPv6 by its /56), unless that address made too many today. */
    async share(input: unknown, clientKey: string): Promise<ShareResult> {
      const parsed = parse(input);
      if (!parsed.ok) return { status: "invalid", error: parsed.error };
      const at = now();
      const id = newListId();
      const secret = newSecret();
      const result = await db.transaction(async (tx): Promise<ShareResult> => {
        // One creation at a time, shop-wide: the counts below are exact across instances (a few lists a day).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('listes-partagees:creation'))`);
        const [made] = await tx
          .select({ value: count() })
          .from(sharedLists)
          .where(
            and(eq(sharedLists.creatorKey, clientKey), gt(sharedLists.createdAt, new Date(at.getTime() - DAY_MS))),
          );
        if ((made?.value ?? 0) >= SHARED_LISTS_PER_ADDRESS_PER_DAY) return { status: "too-many" };
        // Today in Paris: the rows of the last 25 hours whose Paris day is today's.
        const recent = await tx
          .select({ createdAt: sharedLists.createdAt })
          .from(sharedLists)
          .where(gt(sharedLists.createdAt, new Date(at.getTime() - LONGEST_DAY_MS)));
        const today = parisDayOf(at);
        const madeToday = recent.filter((row) => parisDayOf(row.createdAt) === today).length;
        if (madeToday >= SHARED_LISTS_PER_DAY) return { status: "shop-full" };
        await tx.insert(sharedLists).values({
          id,
          secretHash: hashOf(secret),
          title: parsed.value.title,
          items: parsed.value.items,
          creatorKey: clientKey,
          createdAt: at,
          updatedAt: at,
        });
        return { status: "created", id, secret };
      });
      if (result.status === "shop-full" && fullDayLogged !== parisDayOf(at)) {
        fullDayLogged = parisDayOf(at);
        log(
          `[listes partagées] ${SHARED_LISTS_PER_DAY} listes créées aujourd'hui : les nouveaux partages sont refusés jusqu'à minuit (heure de Paris).`,
        );
      }
      return result;
    },

    /** Replaces the title and books of the owner's list; its link stays the same, its retention starts again. */
    async update(id: string, secret: unknown, input: unknown): Promise<UpdateResult> {
      if (!(await owned(id, secret))) return { status: "not-found" };
      const parsed = parse(input);
      if (!parsed.ok) return { status: "invalid", error: parsed.error };
      const updated = await db
        .update(sharedLists)
        .set({ title: parsed.value.title, items: parsed.value.items, updatedAt: now() })
        .where(eq(sharedLists.id, id))
        .returning({ id: sharedLists.id });
      return updated.length > 0 ? { status: "updated" } : { status: "not-found" };
    },

    /** Stops sharing: the list is deleted, its link answers 404 at once on every instance. */
    async stop(id: string, secret: unknown): Promise<StopResult> {
      if (!(await owned(id, secret))) return { status: "not-found" };
      await db.delete(sharedLists).where(eq(sharedLists.id, id));
      return { status: "stopped" };
    },

    /** The list a link names, or null (unknown, malformed, stopped or expired). */
    async read(id: string): Promise<SharedList | null> {
      if (!isSharedListId(id)) return null;
      const [row] = await db
        .select({
          id: sharedLists.id,
          title: sharedLists.title,
          items: sharedLists.items,
          updatedAt: sharedLists.updatedAt,
        })
        .from(sharedLists)
        .where(eq(sharedLists.id, id));
      return row ?? null;
    },

    /**
     * What the privacy section promises: a list is deleted SHARED_LIST_KEPT_MONTHS after its last update, and the
     * address that created it is forgotten after SHARED_LIST_ADDRESS_KEPT_HOURS.
     */
    async sweep(): Promise<{ deleted: number; addressesForgotten: number }> {
      const at = now();
      const before = new Date(at);
      before.setMonth(before.getMonth() - SHARED_LIST_KEPT_MONTHS);
      const deleted = await db
        .delete(sharedLists)
        .where(lt(sharedLists.updatedAt, before))
        .returning({ id: sharedLists.id });
      const forgotten = await db
        .update(sharedLists)
        .set({ creatorKey: null })
        .where(
          and(
            isNotNull(sharedLists.creatorKey),
            lt(sharedLists.createdAt, new Date(at.getTime() - SHARED_LIST_ADDRESS_KEPT_HOURS * HOUR_MS)),
          ),
        )
        .returning({ id: sharedLists.id });
      return { deleted: deleted.length, addressesForgotten: forgotten.length };
    },
  };
}

export type SharedListService = ReturnType<typeof createSharedListService>;

/**
 * The hourly sweep of shared lists, started by the composition root in both modes: once at start, then every hour.
 * Returns the function that stops it (and waits for a sweep under way).
 */
export function startSharedListSweep(service: SharedListService, log: (line: string) => void): () => Promise<void> {
  return startPeriodicSweep({
    run: async () => {
      const { deleted } = await service.sweep();
      if (deleted > 0) log(`Listes partagées expirées supprimées : ${deleted}.`);
    },
    onError: (error) =>
      console.error(`[listes partagées] suppression des listes expirées en échec : ${errorSummary(error)}`),
  });
}
