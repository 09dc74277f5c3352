import { setImmediate as nextTurn } from "node:timers/promises";
import { and, eq, inArray, or } from "drizzle-orm";
import { GRADE_SLUGS } from "../../core/catalogue/condition-grades.ts";
import { variantNumber } from "../../core/catalogue/handle.ts";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import { normaliseMailbox } from "../../core/mail/normalised-mailbox.ts";
import type { Database } from "../db/connection.ts";
import { mailOutbox, stockAlerts } from "../db/schema.ts";
import type { ProductCopies } from "../storefront/product-shapes.ts";
import { countAlertEvent } from "./alert-days.ts";
import { type AvailableCopy, stockAlertEmail } from "./alert-emails.ts";
import { alertLinks } from "./alert-links.ts";
import type { LinkSigner } from "./signed-links.ts";

/** Titles whose copies are read in one question to the store. */
export const COPIES_PER_READ = 50;
/** Alerts claimed and queued in one transaction: short, so pages and sales never wait long on their rows. */
const ALERTS_PER_TRANSACTION = 200;

export type AlertDispatcherOptions = {
  db: Database;
  links: LinkSigner;
  /** Whether the catalogue index holds the title as for sale now; undefined for a title it does not hold. */
  isForSale(productId: string): boolean | undefined;
  /** The copies of these titles, from the store (the Storefront API's `nodes`); null when it answered nothing usable. */
  copiesOf(productIds: readonly string[]): Promise<Array<ProductCopies | null> | null>;
  shopName: string;
  siteUrl: string;
  now?: () => Date;
  /** Alert e-mails were queued: the sender goes at once. */
  onQueued?: () => void;
  log?: (line: string) => void;
};

export type DispatchRun = { titlesChecked: number; alertsSent: number };

/**
 * Sends each confirmed alert once, when a copy that meets its wish is for sale (issue 39). It looks after every
 * change the catalogue index takes in (an import, a sale, a cancelled order, a Shopify webhook or reconciliation):
 * the titles with waiting alerts that the index holds as for sale are read again from the store, copy by copy, and
 * their alerts claimed and queued in the outbox in one transaction (`status` from `waiting` to `sent`). Two instances,
 * or the same change heard twice, cannot claim an alert twice: the second update finds it `sent`.
 */
export function createAlertDispatcher(options: AlertDispatcherOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.warn(line));
  const urls = alertLinks(options.links, options.siteUrl);

  let running: Promise<void> | null = null;
  /** Work asked for while a run goes: `all`, or the titles named. */
  let pending: "all" | Set<string> | null = null;

  async function waitingTitles(only: ReadonlySet<string> | null): Promise<string[]> {
    const rows = await db
      .selectDistinct({ productId: stockAlerts.productId })
      .from(stockAlerts)
      .where(
        only
          ? and(eq(stockAlerts.status, "waiting"), inArray(stockAlerts.productId, [...only]))
          : eq(stockAlerts.status, "waiting"),
      );
    return rows.map((row) => row.productId);
  }

  /** Claims the title's waiting alerts the copy meets, and queues one e-mail each; how many. */
  async function claimAndQueue(product: ProductCopies, bestAny: Copy, bestByGrade: Map<string, Copy>): Promise<number> {
    const grades = [...bestByGrade.keys()];
    let sent = 0;
    for (;;) {
      const at = now();
      const claimed = await db.transaction(async (tx) => {
        const batch = tx
          .select({ id: stockAlerts.id })
          .from(stockAlerts)
          .where(
            and(
              eq(stockAlerts.productId, product.id),
              eq(stockAlerts.status, "waiting"),
              grades.length > 0
                ? or(eq(stockAlerts.grade, "any"), inArray(stockAlerts.grade, grades))
                : eq(stockAlerts.grade, "any"),
            ),
          )
          .limit(ALERTS_PER_TRANSACTION)
          .for("update", { skipLocked: true });
        const rows = await tx
          .update(stockAlerts)
          .set({ status: "sent", sentAt: at })
          .where(and(inArray(stockAlerts.id, batch), eq(stockAlerts.status, "waiting")))
          .returning({ email: stockAlerts.email, key: stockAlerts.mailboxKey, grade: stockAlerts.grade });
        if (rows.length === 0) return 0;
        await tx.insert(mailOutbox).values(
          rows.map((row) => {
            const copy = row.grade === "any" ? bestAny : (bestByGrade.get(row.grade) ?? bestAny);
            const unsubscribe = urls.unsubscribe(row.key);
            const mail = stockAlertEmail({
              shopName: options.shopName,
              siteUrl: options.siteUrl,
              title: product.title,
              handle: product.handle,
              copy,
              unsubscribeUrl: unsubscribe,
            });
            return {
              kind: "stock-alert" as const,
              recipient: row.email,
              mailbox: normaliseMailbox(row.email),
              subject: mail.subject,
              textBody: mail.textBody,
              listUnsubscribe: urls.oneClick(row.key),
              createdAt: at,
              nextAttemptAt: at,
            };
          }),
        );
        await countAlertEvent(tx, at, "sent", rows.length);
        return rows.length;
      });
      sent += claimed;
      if (claimed < ALERTS_PER_TRANSACTION) return sent;
      await nextTurn();
    }
  }

  async function dispatch(only: ReadonlySet<string> | null): Promise<DispatchRun> {
    const titles = (await waitingTitles(only)).filter((id) => options.isForSale(id) === true);
    let alertsSent = 0;
    for (let start = 0; start < titles.length; start += COPIES_PER_READ) {
      const chunk = titles.slice(start, start + COPIES_PER_READ);
      const read = await options.copiesOf(chunk);
      if (!read) throw new Error("le magasin n'a pas donné les exemplaires des livres attendus");
      for (const product of read) {
        if (!product) continue;
        const forSale = product.copies.filter((copy) => copy.forSale);
        const bestAny = bestCopy(forSale);
        if (!bestAny) continue;
        const bestByGrade = new Map<string, Copy>();
        for (const grade of GRADE_SLUGS) {
          const best = bestCopy(forSale.filter((copy) => copy.grade === grade));
          if (best) bestByGrade.set(grade, best);
        }
        alertsSent += await claimAndQueue(product, bestAny, bestByGrade);
      }
      // Between two reads, whatever else waits (a page, a sale) goes first.
      await nextTurn();
    }
    if (alertsSent > 0) options.onQueued?.();
    return { titlesChecked: titles.length, alertsSent };
  }

  function drain(): Promise<void> {
    running ??= (async () => {
      while (pending) {
        const work = pending;
        pending = null;
        try {
          await dispatch(work === "all" ? null : work);
        } catch (error) {
          log(`[alertes] envoi des alertes de retour en stock impossible : ${errorSummary(error)}`);
        }
      }
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** Looks at every title with waiting alerts (after a full catalogue read, at start, now and then). */
    checkAll(): Promise<void> {
      pending = "all";
      return drain();
    },
    /** Looks at these titles only (the ones a sale or a confirmation named). */
    check(productIds: readonly string[]): Promise<void> {
      if (productIds.length === 0) return running ?? Promise.resolve();
      if (pending !== "all") pending = new Set([...(pending ?? []), ...productIds]);
      return drain();
    },
    /** One run, whatever waits: for tests and the benchmark. */
    runOnce: dispatch,
    /** Resolves when no run goes on (shutdown). */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}

export type AlertDispatcher = ReturnType<typeof createAlertDispatcher>;

type Copy = AvailableCopy;

/** The copy an e-mail announces: the best grade for sale, then the lowest price. */
function bestCopy(copies: ReadonlyArray<ProductCopies["copies"][number]>): Copy | null {
  let best: ProductCopies["copies"][number] | null = null;
  for (const copy of copies) {
    if (
      !best ||
      gradeRank(copy.grade) < gradeRank(best.grade) ||
      (gradeRank(copy.grade) === gradeRank(best.grade) && copy.price < best.price)
    ) {
      best = copy;
    }
  }
  return best ? { grade: best.grade, price: best.price, variantNumber: variantNumber(best.variantId) } : null;
}

function gradeRank(grade: string | null): number {
  const rank = grade ? GRADE_SLUGS.indexOf(grade as (typeof GRADE_SLUGS)[number]) : -1;
  return rank === -1 ? GRADE_SLUGS.length : rank;
}
