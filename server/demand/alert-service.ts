import { and, count, desc, eq, gt, inArray, max, sql } from "drizzle-orm";
import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { ALERT_FIELDS, ALERT_FORM_MESSAGES, type AlertErrors, validateAlert } from "../../core/demand/alert-schema.ts";
import {
  ALERT_CONFIRMATIONS_PER_DAY,
  ALERT_ORDER_WINDOW_DAYS,
  ALERT_PENDING_DAYS,
  ALERTS_PER_ADDRESS,
  ALERTS_PER_TITLE,
} from "../../core/shop-constants.ts";
import type { Database } from "../db/connection.ts";
import { mailOutbox, stockAlerts } from "../db/schema.ts";
import { type DbExecutor, enqueueMail } from "../mail/outbox.ts";
import { countAlertEvent } from "./alert-days.ts";
import { alertConfirmationEmail } from "./alert-emails.ts";
import { type AlertLinks, alertLinks } from "./alert-links.ts";
import type { LinkSigner } from "./signed-links.ts";

const DAY_MS = 24 * 60 * 60_000;
/** A second request within this time sends no second e-mail: the first one's link confirms every pending alert. */
const CONFIRMATION_QUIET_MS = 10 * 60_000;
/** Titles a confirmation e-mail lists; the confirmation page shows them all. */
const TITLES_IN_CONFIRMATION = 10;

export type SubscribeResult =
  /** The same answer whatever the address already had (an attacker learns nothing from it). */
  | { status: "accepted" }
  /** A robot filled the hidden field: told `accepted`, nothing stored. */
  | { status: "dropped" }
  | { status: "invalid"; errors: AlertErrors }
  /** The title gathers too many alerts already: said for the title, whatever the address. */
  | { status: "title-full" };

export type LinkRefusal = { status: "invalid" } | { status: "expired" };

export type PendingAlert = { id: number; title: string; handle: string; grade: string };

export type AlertServiceOptions = {
  db: Database;
  links: LinkSigner;
  /** The catalogue index: which title a handle names. */
  catalogue: { productByHandle(handle: string): ProductSummary | undefined };
  shopName: string;
  siteUrl: string;
  now?: () => Date;
  /** A confirmation e-mail was queued: the sender goes at once rather than at its next poll. */
  onQueued?: () => void;
  /** Alerts were confirmed: their titles may be for sale already, so the dispatcher looks at them. */
  onConfirmed?: (productIds: string[]) => void;
};

/**
 * « Prévenez-moi quand un exemplaire revient » (issue 39): subscribing asks the address to confirm (double opt-in),
 * the signed link of that e-mail confirms, the signed unsubscribe link of every e-mail ends them all. What an attacker
 * can do with someone else's address is bounded: at most 3 confirmation requests a day, nothing else until confirmed.
 */
export function createAlertService(options: AlertServiceOptions) {
  const { db, links, shopName } = options;
  const now = options.now ?? (() => new Date());
  const urls: AlertLinks = alertLinks(links, options.siteUrl);

  /** Queues the confirmation request unless the address had its share today or one just now; true when queued. */
  async function queueConfirmation(tx: DbExecutor, email: string, key: string, at: Date): Promise<boolean> {
    const [recent] = await tx
      .select({ sent: count(), last: max(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(
        and(
          sql`lower(${mailOutbox.recipient}) = lower(${email})`,
          eq(mailOutbox.kind, "alert-confirmation"),
          gt(mailOutbox.createdAt, new Date(at.getTime() - DAY_MS)),
        ),
      );
    if (recent && recent.sent >= ALERT_CONFIRMATIONS_PER_DAY) return false;
    if (recent?.last && new Date(recent.last).getTime() > at.getTime() - CONFIRMATION_QUIET_MS) return false;
    const titles = await tx
      .select({ title: stockAlerts.productTitle, grade: stockAlerts.grade })
      .from(stockAlerts)
      .where(and(eq(stockAlerts.emailKey, key), eq(stockAlerts.status, "pending")))
      .orderBy(desc(stockAlerts.createdAt))
      .limit(TITLES_IN_CONFIRMATION);
    const mail = alertConfirmationEmail({
      shopName,
      siteUrl: options.siteUrl,
      titles,
      confirmUrl: urls.confirm(key),
      unsubscribeUrl: urls.unsubscribe(key),
    });
    await enqueueMail(
      tx,
      { kind: "alert-confirmation", recipient: email, ...mail, listUnsubscribe: urls.oneClick(key) },
      at,
    );
    return true;
  }

  return {
    async subscribe(form: Record<string, unknown>): Promise<SubscribeResult> {
      const trap = form[ALERT_FIELDS.honeypot];
      if (typeof trap === "string" && trap.trim() !== "") return { status: "dropped" };
      const checked = validateAlert(form);
      if (!checked.ok) return { status: "invalid", errors: checked.errors };
      const { email, book, wish } = checked.value;
      const product = options.catalogue.productByHandle(book);
      if (!product) return { status: "invalid", errors: { book: ALERT_FORM_MESSAGES.bookUnknown } };
      const key = links.keyOf(email);
      const grade = wish === "tous" ? "any" : wish;
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        // One address's requests one at a time: two at once must not both pass the daily cap.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        const [existing] = await tx
          .select({ id: stockAlerts.id, status: stockAlerts.status })
          .from(stockAlerts)
          .where(and(eq(stockAlerts.emailKey, key), eq(stockAlerts.productId, product.id)));
        // Confirmed already: nothing to ask, and the wish the address confirmed stays as it was.
        if (existing?.status === "waiting") return "unchanged";
        if (existing) {
          await tx
            .update(stockAlerts)
            .set({
              email,
              grade,
              status: "pending",
              productHandle: product.handle,
              productTitle: product.title,
              createdAt: at,
              confirmedAt: null,
              sentAt: null,
              orderedAt: null,
            })
            .where(eq(stockAlerts.id, existing.id));
        } else {
          const open = inArray(stockAlerts.status, ["pending", "waiting"]);
          const [ofAddress] = await tx
            .select({ value: count() })
            .from(stockAlerts)
            .where(and(eq(stockAlerts.emailKey, key), open));
          if ((ofAddress?.value ?? 0) >= ALERTS_PER_ADDRESS) return "unchanged";
          const [ofTitle] = await tx
            .select({ value: count() })
            .from(stockAlerts)
            .where(and(eq(stockAlerts.productId, product.id), open));
          if ((ofTitle?.value ?? 0) >= ALERTS_PER_TITLE) return "title-full";
          await tx.insert(stockAlerts).values({
            email,
            emailKey: key,
            productId: product.id,
            productHandle: product.handle,
            productTitle: product.title,
            grade,
            createdAt: at,
          });
        }
        return (await queueConfirmation(tx, email, key, at)) ? "queued" : "unchanged";
      });
      if (outcome === "title-full") return { status: "title-full" };
      if (outcome === "queued") options.onQueued?.();
      return { status: "accepted" };
    },

    /** What the confirmation link's page lists: the address's alerts still waiting for its confirmation. */
    async pending(token: unknown): Promise<LinkRefusal | { status: "ok"; alerts: PendingAlert[] }> {
      const checked = links.check("confirm", token);
      if (!checked.ok) return { status: checked.reason };
      const alerts = await db
        .select({
          id: stockAlerts.id,
          title: stockAlerts.productTitle,
          handle: stockAlerts.productHandle,
          grade: stockAlerts.grade,
        })
        .from(stockAlerts)
        .where(
          and(
            eq(stockAlerts.emailKey, checked.subject),
            eq(stockAlerts.status, "pending"),
            gt(stockAlerts.createdAt, new Date(now().getTime() - ALERT_PENDING_DAYS * DAY_MS)),
          ),
        )
        .orderBy(desc(stockAlerts.createdAt))
        .limit(ALERTS_PER_ADDRESS);
      return { status: "ok", alerts };
    },

    /** Confirms the chosen pending alerts of the link's address (the others stay pending, then expire). */
    async confirm(
      token: unknown,
      ids: readonly number[],
    ): Promise<LinkRefusal | { status: "confirmed"; count: number }> {
      const checked = links.check("confirm", token);
      if (!checked.ok) return { status: checked.reason };
      const chosen = ids.filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, ALERTS_PER_ADDRESS);
      if (chosen.length === 0) return { status: "confirmed", count: 0 };
      const at = now();
      const confirmed = await db.transaction(async (tx) => {
        const rows = await tx
          .update(stockAlerts)
          .set({ status: "waiting", confirmedAt: at })
          .where(
            and(
              eq(stockAlerts.emailKey, checked.subject),
              eq(stockAlerts.status, "pending"),
              inArray(stockAlerts.id, chosen),
              gt(stockAlerts.createdAt, new Date(at.getTime() - ALERT_PENDING_DAYS * DAY_MS)),
            ),
          )
          .returning({ productId: stockAlerts.productId });
        await countAlertEvent(tx, at, "confirmed", rows.length);
        return rows.map((row) => row.productId);
      });
      if (confirmed.length > 0) options.onConfirmed?.(confirmed);
      return { status: "confirmed", count: confirmed.length };
    },

    /** Whether an unsubscribe link is the shop's and still valid (its page asks before it unsubscribes). */
    checkUnsubscribe(token: unknown): LinkRefusal | { status: "ok" } {
      const checked = links.check("unsubscribe", token);
      return checked.ok ? { status: "ok" } : { status: checked.reason };
    },

    /** One-click unsubscribe (RFC 8058): every alert of the link's address ends, confirmed or not. */
    async unsubscribe(token: unknown): Promise<LinkRefusal | { status: "unsubscribed" }> {
      const checked = links.check("unsubscribe", token);
      if (!checked.ok) return { status: checked.reason };
      await db.delete(stockAlerts).where(eq(stockAlerts.emailKey, checked.subject));
      return { status: "unsubscribed" };
    },

    /**
     * An order placed (local mode): the alerts of its address for its titles, sent within the last 7 days, count as
     * alerts that led to an order.
     */
    async orderPlaced(email: string, productIds: readonly string[]): Promise<number> {
      if (productIds.length === 0) return 0;
      const at = now();
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(stockAlerts)
          .set({ orderedAt: at })
          .where(
            and(
              eq(stockAlerts.emailKey, links.keyOf(email)),
              inArray(stockAlerts.productId, [...productIds]),
              eq(stockAlerts.status, "sent"),
              gt(stockAlerts.sentAt, new Date(at.getTime() - ALERT_ORDER_WINDOW_DAYS * DAY_MS)),
              sql`${stockAlerts.orderedAt} is null`,
            ),
          )
          .returning({ id: stockAlerts.id });
        await countAlertEvent(tx, at, "ordered", rows.length);
        return rows.length;
      });
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
