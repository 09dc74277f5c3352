import { and, count, desc, eq, gt, inArray, isNull, max, or, sql } from "drizzle-orm";
import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { ALERT_FIELDS, ALERT_FORM_MESSAGES, type AlertErrors, validateAlert } from "../../core/demand/alert-schema.ts";
import { mailboxDomain, normaliseMailbox } from "../../core/mail/normalised-mailbox.ts";
import {
  ALERT_CONFIRMATIONS_PER_DAY,
  ALERT_CONFIRMATIONS_PER_DOMAIN_PER_HOUR,
  ALERT_CONFIRMATIONS_PER_HOUR,
  ALERT_ORDER_WINDOW_DAYS,
  ALERT_PENDING_DAYS,
  ALERT_PENDING_PER_TITLE_PER_DAY,
  ALERT_RESUBSCRIBE_MAIL_DAYS,
  ALERTS_PER_ADDRESS,
  ALERTS_PER_TITLE,
} from "../../core/shop-constants.ts";
import type { Database } from "../db/connection.ts";
import { alertSuppressions, mailOutbox, stockAlerts } from "../db/schema.ts";
import { type DbExecutor, enqueueMail } from "../mail/outbox.ts";
import { countAlertEvent } from "./alert-days.ts";
import { alertConfirmationEmail, alertResubscribeEmail } from "./alert-emails.ts";
import { type AlertLinks, alertLinks } from "./alert-links.ts";
import type { LinkSigner } from "./signed-links.ts";

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** A second request within this time sends no second e-mail: the first one's link confirms every pending alert. */
const CONFIRMATION_QUIET_MS = 10 * 60_000;
/** Titles a confirmation e-mail lists; the confirmation page shows them all. */
const TITLES_IN_CONFIRMATION = 10;
/** Taken by every transaction that may queue a confirmation, so the hourly budgets hold across instances. */
const CONFIRMATION_BUDGET_LOCK = "alert-confirmation-budget";

export type SubscribeResult =
  /** The same answer whatever the address already had (an attacker learns nothing from it). */
  | { status: "accepted" }
  /** A robot filled the hidden field: told `accepted`, nothing stored. */
  | { status: "dropped" }
  | { status: "invalid"; errors: AlertErrors }
  /** The title gathers too many alerts already: said for the title, whatever the address. */
  | { status: "title-full" };

export type LinkRefusal = { status: "invalid" } | { status: "expired" };

/** `announced`: listed by a confirmation e-mail already, so ticked on the page; asked since, it is not (issue 51). */
export type PendingAlert = { id: number; title: string; handle: string; grade: string; announced: boolean };

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
  /** The shop's journal (an hourly budget reached); console.warn by default. */
  log?: (line: string) => void;
};

/** Who a request is for: the exact address (its alerts, its confirmation link) and the mailbox it reaches (caps). */
type Recipient = { email: string; key: string; mailbox: string; mailboxKey: string };

/** How a mailbox that unsubscribed may be written to now: once per long period, or not at all. */
type Refusal = { fingerprint: string; resubscribeMailAt: Date | null } | undefined;

/**
 * « Prévenez-moi quand un exemplaire revient » (issue 39): subscribing asks the address to confirm (double opt-in),
 * the signed link of that e-mail confirms, the signed unsubscribe link of every e-mail ends them all. What an attacker
 * can do with someone else's address is bounded (issue 51): caps count the mailbox, not the spelling of the address
 * (`victim+1@…`); confirmation requests have hourly budgets per domain and for the shop; a mailbox that unsubscribed
 * is refused unless its owner confirms from it.
 */
export function createAlertService(options: AlertServiceOptions) {
  const { db, links, shopName } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.warn(line));
  const urls: AlertLinks = alertLinks(links, options.siteUrl);
  /** The hour a budget was last said to be reached, per budget: one journal line an hour, not one per request. */
  const budgetLogged = new Map<string, number>();

  function logBudget(budget: string, at: Date): void {
    const hour = Math.floor(at.getTime() / HOUR_MS);
    if (budgetLogged.get(budget) === hour) return;
    budgetLogged.set(budget, hour);
    log(`[alertes] budget horaire des demandes de confirmation atteint (${budget}) : les suivantes ne partent pas.`);
  }

  /** Whether the hourly budgets, shop-wide and for the mailbox's domain, leave room for one more request. */
  async function withinHourlyBudgets(tx: DbExecutor, mailbox: string, at: Date): Promise<boolean> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CONFIRMATION_BUDGET_LOCK}))`);
    const suffix = `@${mailboxDomain(mailbox)}`;
    const [hour] = await tx
      .select({
        all: count(),
        domain: sql<number>`count(*) filter (where right(${mailOutbox.mailbox}, char_length(${suffix})) = ${suffix})`,
      })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, "alert-confirmation"), gt(mailOutbox.createdAt, new Date(at.getTime() - HOUR_MS))),
      );
    if ((hour?.all ?? 0) >= ALERT_CONFIRMATIONS_PER_HOUR) {
      logBudget("toute la boutique", at);
      return false;
    }
    if (Number(hour?.domain ?? 0) >= ALERT_CONFIRMATIONS_PER_DOMAIN_PER_HOUR) {
      logBudget(`domaine ${mailboxDomain(mailbox)}`, at);
      return false;
    }
    return true;
  }

  /**
   * Queues the confirmation request (or, to a mailbox that unsubscribed, the re-subscription request) unless the
   * mailbox had its share today or one just now, or the hour's budgets are spent; true when queued. The pending
   * alerts it lists become `announced`.
   */
  async function queueConfirmation(tx: DbExecutor, to: Recipient, refusal: Refusal, at: Date): Promise<boolean> {
    const [recent] = await tx
      .select({ sent: count(), last: max(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.mailbox, to.mailbox),
          eq(mailOutbox.kind, "alert-confirmation"),
          gt(mailOutbox.createdAt, new Date(at.getTime() - DAY_MS)),
        ),
      );
    if (recent && recent.sent >= ALERT_CONFIRMATIONS_PER_DAY) return false;
    if (recent?.last && new Date(recent.last).getTime() > at.getTime() - CONFIRMATION_QUIET_MS) return false;
    if (!(await withinHourlyBudgets(tx, to.mailbox, at))) return false;
    const pending = and(eq(stockAlerts.emailKey, to.key), eq(stockAlerts.status, "pending"));
    const titles = await tx
      .select({ title: stockAlerts.productTitle, grade: stockAlerts.grade })
      .from(stockAlerts)
      .where(pending)
      .orderBy(desc(stockAlerts.createdAt))
      .limit(TITLES_IN_CONFIRMATION);
    await tx
      .update(stockAlerts)
      .set({ announcedAt: at })
      .where(and(pending, isNull(stockAlerts.announcedAt)));
    const common = { shopName, siteUrl: options.siteUrl, titles, confirmUrl: urls.confirm(to.key) };
    const mail = refusal
      ? alertResubscribeEmail(common)
      : alertConfirmationEmail({ ...common, unsubscribeUrl: urls.unsubscribe(to.mailboxKey) });
    await enqueueMail(
      tx,
      { kind: "alert-confirmation", recipient: to.email, ...mail, listUnsubscribe: urls.oneClick(to.mailboxKey) },
      at,
    );
    if (refusal) {
      await tx
        .update(alertSuppressions)
        .set({ resubscribeMailAt: at })
        .where(eq(alertSuppressions.fingerprint, refusal.fingerprint));
    }
    return true;
  }

  /** The refusal an address's mailbox left, if any (by its mailbox, or by the exact address for an older link). */
  async function refusalOf(tx: DbExecutor, to: Recipient): Promise<Refusal> {
    const [row] = await tx
      .select({ fingerprint: alertSuppressions.fingerprint, resubscribeMailAt: alertSuppressions.resubscribeMailAt })
      .from(alertSuppressions)
      .where(inArray(alertSuppressions.fingerprint, [to.mailboxKey, to.key]))
      .limit(1);
    return row;
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
      const to: Recipient = {
        email,
        key: links.keyOf(email),
        mailbox: normaliseMailbox(email),
        mailboxKey: links.mailboxKeyOf(email),
      };
      const grade = wish === "tous" ? "any" : wish;
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        // One mailbox's requests one at a time, whatever their spelling: two at once must not both pass its caps.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${to.mailboxKey}))`);
        const refusal = await refusalOf(tx, to);
        // A mailbox that unsubscribed gets one re-subscription request per long period; otherwise nothing is stored
        // nor sent, and the visitor sees the usual answer (a stranger learns nothing of the refusal).
        const lastAsked = refusal?.resubscribeMailAt?.getTime() ?? Number.NEGATIVE_INFINITY;
        if (refusal && lastAsked > at.getTime() - ALERT_RESUBSCRIBE_MAIL_DAYS * DAY_MS) return "unchanged";
        const [existing] = await tx
          .select({ id: stockAlerts.id, status: stockAlerts.status, grade: stockAlerts.grade })
          .from(stockAlerts)
          .where(and(eq(stockAlerts.emailKey, to.key), eq(stockAlerts.productId, product.id)));
        // Confirmed already: nothing to ask, and the wish the address confirmed stays as it was.
        if (existing?.status === "waiting") return "unchanged";
        let inserted: number | undefined;
        if (existing) {
          // Asked again as it was: still the alert its e-mail listed. A changed wish is a new request, unticked.
          const same = existing.status === "pending" && existing.grade === grade;
          await tx
            .update(stockAlerts)
            .set({
              email,
              mailboxKey: to.mailboxKey,
              grade,
              status: "pending",
              productHandle: product.handle,
              productTitle: product.title,
              createdAt: at,
              ...(same ? {} : { announcedAt: null }),
              confirmedAt: null,
              sentAt: null,
              orderedAt: null,
            })
            .where(eq(stockAlerts.id, existing.id));
        } else {
          const open = inArray(stockAlerts.status, ["pending", "waiting"]);
          const [ofMailbox] = await tx
            .select({ value: count() })
            .from(stockAlerts)
            .where(and(eq(stockAlerts.mailboxKey, to.mailboxKey), open));
          if ((ofMailbox?.value ?? 0) >= ALERTS_PER_ADDRESS) return "unchanged";
          // Only confirmed alerts fill a title; unconfirmed ones, which anyone can make, have a small cap of their own.
          const [ofTitle] = await tx
            .select({
              waiting: sql<number>`count(*) filter (where ${stockAlerts.status} = 'waiting')`,
              pendingToday: sql<number>`count(*) filter (where ${stockAlerts.status} = 'pending' and ${stockAlerts.createdAt} > ${new Date(at.getTime() - DAY_MS)})`,
            })
            .from(stockAlerts)
            .where(and(eq(stockAlerts.productId, product.id), open));
          if (Number(ofTitle?.waiting ?? 0) >= ALERTS_PER_TITLE) return "title-full";
          if (Number(ofTitle?.pendingToday ?? 0) >= ALERT_PENDING_PER_TITLE_PER_DAY) return "title-full";
          const [row] = await tx
            .insert(stockAlerts)
            .values({
              email,
              emailKey: to.key,
              mailboxKey: to.mailboxKey,
              productId: product.id,
              productHandle: product.handle,
              productTitle: product.title,
              grade,
              createdAt: at,
            })
            .returning({ id: stockAlerts.id });
          inserted = row?.id;
        }
        const queued = await queueConfirmation(tx, to, refusal, at);
        // A refused mailbox whose request could not go (the hour's budgets): nothing is kept of it.
        if (refusal && !queued && inserted !== undefined) {
          await tx.delete(stockAlerts).where(eq(stockAlerts.id, inserted));
        }
        return queued ? "queued" : "unchanged";
      });
      if (outcome === "title-full") return { status: "title-full" };
      if (outcome === "queued") options.onQueued?.();
      return { status: "accepted" };
    },

    /** What the confirmation link's page lists: the address's alerts still waiting for its confirmation. */
    async pending(token: unknown): Promise<LinkRefusal | { status: "ok"; alerts: PendingAlert[] }> {
      const checked = links.check("confirm", token);
      if (!checked.ok) return { status: checked.reason };
      const rows = await db
        .select({
          id: stockAlerts.id,
          title: stockAlerts.productTitle,
          handle: stockAlerts.productHandle,
          grade: stockAlerts.grade,
          announcedAt: stockAlerts.announcedAt,
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
      const alerts = rows.map(({ announcedAt, ...alert }) => ({ ...alert, announced: announcedAt !== null }));
      return { status: "ok", alerts };
    },

    /**
     * Confirms the chosen pending alerts of the link's address (the others stay pending, then expire). A confirmation
     * from the mailbox is also its owner taking back an earlier refusal.
     */
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
          .returning({ productId: stockAlerts.productId, email: stockAlerts.email });
        const [first] = rows;
        if (first) {
          await tx
            .delete(alertSuppressions)
            .where(inArray(alertSuppressions.fingerprint, [links.mailboxKeyOf(first.email), checked.subject]));
        }
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

    /**
     * One-click unsubscribe (RFC 8058): every alert of the link's mailbox ends, confirmed or not, whatever the spelling
     * of the address they were asked for, and the mailbox is refused from now on: only its keyed fingerprint is kept.
     * A link sent before issue 51 names the exact address's key; its alerts tell the mailbox.
     */
    async unsubscribe(token: unknown): Promise<LinkRefusal | { status: "unsubscribed" }> {
      const checked = links.check("unsubscribe", token);
      if (!checked.ok) return { status: checked.reason };
      const at = now();
      await db.transaction(async (tx) => {
        const ended = await tx
          .delete(stockAlerts)
          .where(or(eq(stockAlerts.mailboxKey, checked.subject), eq(stockAlerts.emailKey, checked.subject)))
          .returning({ email: stockAlerts.email });
        const fingerprints = [...new Set([checked.subject, ...ended.map((row) => links.mailboxKeyOf(row.email))])];
        const others = fingerprints.filter((fingerprint) => fingerprint !== checked.subject);
        if (others.length > 0) await tx.delete(stockAlerts).where(inArray(stockAlerts.mailboxKey, others));
        await tx
          .insert(alertSuppressions)
          .values(fingerprints.map((fingerprint) => ({ fingerprint, refusedAt: at })))
          .onConflictDoUpdate({ target: alertSuppressions.fingerprint, set: { refusedAt: at } });
      });
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
