import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import { normaliseOrderNumber } from "../../core/checkout/order-number.ts";
import {
  validateWithdrawal,
  type WithdrawalErrors,
  type WithdrawalInput,
} from "../../core/checkout/withdrawal-schema.ts";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import { normaliseMailbox } from "../../core/mail/normalised-mailbox.ts";
import { WITHDRAWAL_NOTICES_PER_DAY, WITHDRAWAL_NOTICES_PER_HOUR } from "../../core/shop-constants.ts";
import type { Database } from "../db/connection.ts";
import { mailOutbox, orderLines, orders, withdrawals } from "../db/schema.ts";
import { type DbExecutor, enqueueMail, type MailDelivery, mailDelivery } from "../mail/outbox.ts";
import { parisDayOf } from "../paris-day.ts";
import type { FoundOrder, ShopifyOrderLookup } from "../shopify-admin/order-lookup.ts";
import { withdrawalNoticeEmail, withdrawalReceiptEmail } from "./withdrawal-email.ts";

/**
 * Receipts one mailbox is sent in a day, whatever the orders: a buyer withdrawing from a few orders gets each, a
 * script typing a stranger's address gets it three of the shop's e-mails at most (issue 43), counted on the normalised
 * mailbox so that `+tags`, case and Gmail's dots are one (issue 51). Past it the withdrawal is still recorded and the
 * shop told to acknowledge it by hand.
 */
export const WITHDRAWAL_RECEIPTS_PER_ADDRESS_PER_DAY = 3;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** The longest Paris day (the autumn change of time): the rows that may belong to today. */
const LONGEST_DAY_MS = 25 * HOUR_MS;

/** The order a withdrawal names, as the confirmation step shows it (local mode, or Shopify's with an Admin token). */
export type WithdrawnOrder = FoundOrder;

export type WithdrawalReview =
  | { status: "invalid"; errors: WithdrawalErrors }
  | { status: "not-found" }
  | { status: "ready"; value: WithdrawalInput; order: WithdrawnOrder | null };

export type WithdrawalResult =
  | { status: "invalid"; errors: WithdrawalErrors }
  | { status: "not-found" }
  /**
   * `already`: this order's withdrawal was recorded before; nothing new is stored or sent. `receiptSent` false: the
   * address had its receipts of the day, the shop acknowledges this one by hand.
   */
  | {
      status: "recorded";
      withdrawalId: number;
      receivedAt: Date;
      already: boolean;
      receiptSent: boolean;
      value: WithdrawalInput;
    };

export type StoredWithdrawal = {
  id: number;
  createdAt: Date;
  orderNumber: string;
  email: string;
  name: string;
  items: string;
  mode: "local" | "shopify";
  /** Local mode: whether the order was found and marked (always the case, it is checked before storing). */
  orderFound: boolean;
  ipAddress: string;
  receipt: MailDelivery;
};

export type WithdrawalServiceOptions = {
  db: Database;
  /** Local mode finds the order and marks it; with Shopify the orders live there, so what is given is recorded. */
  mode: "local" | "shopify";
  shopName: string;
  /** SHOP_SUPPORT_EMAIL: the shop is told of each withdrawal there, and the consumer's receipt answers to it. */
  supportEmail: string;
  /** Called once a withdrawal is committed, so the mail sender goes at once. */
  onQueued?: () => void;
  /**
   * Shopify mode with an Admin API token (SHOPIFY_ADMIN_TOKEN, `read_orders`): finds the order at Shopify, so an
   * unknown one is refused as in local mode. Without it, what is given is recorded as given.
   */
  findShopifyOrder?: ShopifyOrderLookup;
  now?: () => Date;
  logError?: (message: string) => void;
};

/**
 * The withdrawal function (Code de la consommation L221-21 and D221-5, from Directive 2011/83/EU Art. 11a): a
 * declaration is checked, shown back for confirmation, then committed together with its acknowledgement e-mail in one
 * transaction, so 'recorded' is never said of a withdrawal that could be lost.
 */
export function createWithdrawalService(options: WithdrawalServiceOptions) {
  const { db, mode, shopName, supportEmail } = options;
  const now = options.now ?? (() => new Date());
  const logError = options.logError ?? ((message: string) => console.error(message));
  // Whether this instance already said that notices stopped: one line per run of unsent notices, not one each.
  let noticesCapLogged = false;

  /**
   * The Shopify order a declaration names: found, `null` when the store has none with that number and e-mail, or
   * `unchecked` without a token or when the store does not answer — a withdrawal is never refused because Shopify is
   * out of reach; it is recorded as given and the shop checks it.
   */
  async function shopifyOrderOf(input: WithdrawalInput): Promise<FoundOrder | null | "unchecked"> {
    if (!options.findShopifyOrder) return "unchecked";
    try {
      return await options.findShopifyOrder(input);
    } catch (error) {
      logError(`[rétractation] commande Shopify non vérifiée : ${errorSummary(error)}`);
      return "unchecked";
    }
  }

  return {
    /** The confirmation step: the declaration checked, and the order it names when the shop can find it. */
    async review(form: Record<string, unknown>): Promise<WithdrawalReview> {
      const checked = validateWithdrawal(form);
      if (!checked.ok) return { status: "invalid", errors: checked.errors };
      if (mode === "shopify") {
        const order = await shopifyOrderOf(checked.value);
        if (order === null) return { status: "not-found" };
        return { status: "ready", value: checked.value, order: order === "unchecked" ? null : order };
      }
      const order = await findOrder(db, checked.value);
      if (!order) return { status: "not-found" };
      return { status: "ready", value: checked.value, order: await describeOrder(db, order) };
    },

    async submit(form: Record<string, unknown>, ipAddress: string): Promise<WithdrawalResult> {
      const checked = validateWithdrawal(form);
      if (!checked.ok) return { status: "invalid", errors: checked.errors };
      const input = checked.value;
      const shopifyOrder = mode === "shopify" ? await shopifyOrderOf(input) : "unchecked";
      if (shopifyOrder === null) return { status: "not-found" };
      const receivedAt = now();
      const outcome = await db.transaction(async (tx): Promise<WithdrawalResult> => {
        // One declaration at a time per address: the day's count and the earlier declarations each sees include the
        // other's.
        const mailbox = normaliseMailbox(input.email);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`retractation:${mailbox}`}))`);
        let orderId: number | null = null;
        // The number as the store writes it once the order is found; as typed otherwise, and then never in a subject.
        let orderNumber = input.orderNumber;
        let verified = false;
        if (mode === "shopify" && shopifyOrder !== "unchecked") {
          orderNumber = shopifyOrder.number;
          verified = true;
        }
        if (mode === "local") {
          // Locked: two confirmations of one order take turns, and the second finds the first one's withdrawal.
          const order = await findOrder(tx, input, { lock: true });
          if (!order) return { status: "not-found" };
          orderId = order.id;
          orderNumber = order.number;
          verified = true;
          if (order.withdrawnAt) {
            const earlier = await tx
              .select({ id: withdrawals.id, createdAt: withdrawals.createdAt, items: withdrawals.items })
              .from(withdrawals)
              .where(eq(withdrawals.orderId, order.id))
              .orderBy(desc(withdrawals.id));
            // A second click, or the whole order already withdrawn: the first acknowledgement stands. A partial
            // withdrawal followed by one that names other books is a new declaration, with its own receipt.
            const covering = earlier.find((row) => row.items === "" || sameItems(row.items, input.items));
            if (covering || earlier.length === 0) {
              return {
                status: "recorded",
                withdrawalId: covering?.id ?? 0,
                receivedAt: covering?.createdAt ?? order.withdrawnAt,
                already: true,
                receiptSent: true,
                value: { ...input, orderNumber },
              };
            }
          } else {
            await tx.update(orders).set({ withdrawnAt: receivedAt }).where(eq(orders.id, order.id));
          }
        } else {
          // No order row to mark at Shopify: the same order, address and books already declared is the same
          // declaration, acknowledged once.
          const covering = await earlierDeclaration(tx, { ...input, orderNumber });
          if (covering) {
            return {
              status: "recorded",
              withdrawalId: covering.id,
              receivedAt: covering.createdAt,
              already: true,
              receiptSent: true,
              value: { ...input, orderNumber },
            };
          }
        }
        const declaration = { ...input, orderNumber };
        const [row] = await tx
          .insert(withdrawals)
          .values({ ...declaration, orderId, mode, ipAddress, receiptOutboxId: null, createdAt: receivedAt })
          .returning({ id: withdrawals.id });
        if (!row) throw new Error("withdrawals: insertion sans identifiant");
        const receiptSent =
          (await receiptsSentToday(tx, mailbox, receivedAt)) < WITHDRAWAL_RECEIPTS_PER_ADDRESS_PER_DAY;
        if (receiptSent) {
          const receiptOutboxId = await enqueueMail(
            tx,
            {
              kind: "withdrawal-receipt",
              recipient: input.email,
              replyTo: { name: shopName, address: supportEmail },
              ...withdrawalReceiptEmail(
                {
                  reference: row.id,
                  orderNumber: verified ? orderNumber : null,
                  wholeOrder: input.items === "",
                  declaration: input,
                },
                receivedAt,
                shopName,
              ),
            },
            receivedAt,
          );
          await tx.update(withdrawals).set({ receiptOutboxId }).where(eq(withdrawals.id, row.id));
        }
        // Shop-wide, after the mailbox's lock (a fixed order): the support mailbox's budget is exact across instances.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('retractation:avis'))`);
        const noticeSent = await noticeBudgetLeft(tx, receivedAt);
        if (noticeSent) {
          await enqueueMail(
            tx,
            {
              kind: "withdrawal-notice",
              recipient: supportEmail,
              replyTo: { name: input.name, address: input.email },
              ...withdrawalNoticeEmail(declaration, receivedAt, {
                shopName,
                mode,
                ipAddress,
                verified,
                receiptSent,
                reference: row.id,
              }),
            },
            receivedAt,
          );
          noticesCapLogged = false;
        } else if (!noticesCapLogged) {
          noticesCapLogged = true;
          logError(
            `[rétractation] plus de ${WITHDRAWAL_NOTICES_PER_HOUR} avis dans l'heure ou ${WITHDRAWAL_NOTICES_PER_DAY} aujourd'hui : les déclarations suivantes sont enregistrées sans e-mail au service client (npm run withdrawals les liste).`,
          );
        }
        return {
          status: "recorded",
          withdrawalId: row.id,
          receivedAt,
          already: false,
          receiptSent,
          value: declaration,
        };
      });
      if (outcome.status === "recorded" && !outcome.already) options.onQueued?.();
      return outcome;
    },

    /** The latest withdrawals with the state of their acknowledgement, newest first (npm run withdrawals). */
    async recent(limit: number): Promise<StoredWithdrawal[]> {
      const rows = await db
        .select({ withdrawal: withdrawals, outbox: mailOutbox })
        .from(withdrawals)
        .leftJoin(mailOutbox, eq(mailOutbox.id, withdrawals.receiptOutboxId))
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
        .limit(limit);
      return rows.map(({ withdrawal, outbox }) => ({
        id: withdrawal.id,
        createdAt: withdrawal.createdAt,
        orderNumber: withdrawal.orderNumber,
        email: withdrawal.email,
        name: withdrawal.name,
        items: withdrawal.items,
        mode: withdrawal.mode,
        orderFound: withdrawal.orderId !== null,
        ipAddress: withdrawal.ipAddress,
        receipt: mailDelivery(outbox),
      }));
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

/**
 * The order named by its number and the buyer's e-mail, both compared without case: the number is typed from an
 * e-mail, and an address's case does not matter to its owner. Both must match, so a number alone reveals nothing.
 */
async function findOrder(db: DbExecutor, input: WithdrawalInput, options: { lock?: boolean } = {}) {
  const query = db
    .select({ id: orders.id, number: orders.number, createdAt: orders.createdAt, withdrawnAt: orders.withdrawnAt })
    .from(orders)
    .where(
      and(
        eq(orders.number, normaliseOrderNumber(input.orderNumber)),
        eq(sql`lower(${orders.email})`, input.email.toLowerCase()),
      ),
    )
    .limit(1);
  const [order] = options.lock ? await query.for("update") : await query;
  return order ?? null;
}

async function describeOrder(db: DbExecutor, order: { id: number; number: string; createdAt: Date }) {
  const lines = await db
    .select({ title: orderLines.productTitle, variant: orderLines.variantTitle, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.id);
  return {
    number: order.number,
    orderedAt: order.createdAt,
    books: lines.map((line) => {
      const variant = line.variant === "Default Title" ? "" : ` (${line.variant})`;
      return `${line.title}${variant} × ${line.quantity}`;
    }),
  };
}

/** A declaration recorded before for this order number and address whose books cover these (the whole order, or the same). */
async function earlierDeclaration(tx: DbExecutor, input: WithdrawalInput) {
  const earlier = await tx
    .select({ id: withdrawals.id, createdAt: withdrawals.createdAt, items: withdrawals.items })
    .from(withdrawals)
    .where(
      and(
        eq(sql`upper(${withdrawals.orderNumber})`, input.orderNumber.toUpperCase()),
        eq(sql`lower(${withdrawals.email})`, input.email.toLowerCase()),
      ),
    )
    .orderBy(desc(withdrawals.id));
  return earlier.find((row) => row.items === "" || sameItems(row.items, input.items)) ?? null;
}

/** Withdrawal receipts queued for this normalised mailbox over the day before `at`, across instances. */
async function receiptsSentToday(tx: DbExecutor, mailbox: string, at: Date): Promise<number> {
  const [row] = await tx
    .select({ sent: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, "withdrawal-receipt"),
        eq(mailOutbox.mailbox, mailbox),
        gt(mailOutbox.createdAt, new Date(at.getTime() - DAY_MS)),
      ),
    );
  return row?.sent ?? 0;
}

/**
 * Whether the support address may be told of one more withdrawal: fewer than WITHDRAWAL_NOTICES_PER_HOUR notices over
 * the last hour and WITHDRAWAL_NOTICES_PER_DAY over the Paris day (issue 51).
 */
async function noticeBudgetLeft(tx: DbExecutor, at: Date): Promise<boolean> {
  const recent = await tx
    .select({ createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.kind, "withdrawal-notice"), gt(mailOutbox.createdAt, new Date(at.getTime() - LONGEST_DAY_MS))),
    );
  const today = parisDayOf(at);
  const lastHour = recent.filter((row) => row.createdAt.getTime() > at.getTime() - HOUR_MS).length;
  const ofToday = recent.filter((row) => parisDayOf(row.createdAt) === today).length;
  return lastHour < WITHDRAWAL_NOTICES_PER_HOUR && ofToday < WITHDRAWAL_NOTICES_PER_DAY;
}

/** Two lists of books typed by a person: the same once case, spacing and punctuation are set aside. */
function sameItems(a: string, b: string): boolean {
  const normal = (text: string) =>
    text
      .toLocaleLowerCase("fr")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return normal(a) === normal(b);
}
