import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import { normaliseMailbox } from "../../core/mail/normalised-mailbox.ts";
import type { Database } from "../db/connection.ts";
import { mailOutbox } from "../db/schema.ts";

/** The database itself or an open transaction: a mail is queued in the caller's transaction. */
export type DbExecutor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export type OutboxMail = {
  kind: (typeof mailOutbox.$inferInsert)["kind"];
  recipient: string;
  replyTo?: { name: string; address: string } | undefined;
  subject: string;
  /** Plain text only: whatever markup a visitor typed travels as characters, never as HTML. */
  textBody: string;
  /** A mail not owed by an order: its one-click unsubscribe address (RFC 8058). */
  listUnsubscribe?: string | undefined;
};

/** Where an e-mail of the outbox stands, for the owner's commands (npm run messages, npm run withdrawals). */
export type MailDelivery =
  | { state: "sent"; sentAt: Date; attempts: number }
  | { state: "pending"; attempts: number; nextAttemptAt: Date; lastError: string | null }
  | { state: "none" };

/** The delivery state of an outbox row read through a left join: "none" when what was stored has no e-mail. */
export function mailDelivery(
  row: Pick<typeof mailOutbox.$inferSelect, "sentAt" | "attempts" | "nextAttemptAt" | "lastError"> | null,
): MailDelivery {
  if (!row) return { state: "none" };
  if (row.sentAt) return { state: "sent", sentAt: row.sentAt, attempts: row.attempts };
  return { state: "pending", attempts: row.attempts, nextAttemptAt: row.nextAttemptAt, lastError: row.lastError };
}

/** Queues a mail in the outbox (due now) and returns its id; the sender picks it up. */
export async function enqueueMail(db: DbExecutor, mail: OutboxMail, dueAt?: Date): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      recipient: mail.recipient,
      mailbox: normaliseMailbox(mail.recipient),
      replyTo: mail.replyTo ? JSON.stringify(mail.replyTo) : null,
      subject: mail.subject,
      textBody: mail.textBody,
      listUnsubscribe: mail.listUnsubscribe ?? null,
      ...(dueAt ? { nextAttemptAt: dueAt, createdAt: dueAt } : {}),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("mail_outbox: insertion sans identifiant");
  return row.id;
}

export type MailMessage = {
  /** `Message-ID`, the same at every attempt of one outbox row (outboxMessageId). */
  messageId?: string | undefined;
  from: string;
  to: string;
  replyTo?: { name: string; address: string } | undefined;
  subject: string;
  text: string;
  /** One-click unsubscribe (RFC 8058): `List-Unsubscribe` with this HTTPS address, and `List-Unsubscribe-Post`. */
  listUnsubscribe?: string | undefined;
};

/** The headers RFC 8058 asks of a mail with a one-click unsubscribe; none for a mail without one. */
export function unsubscribeHeaders(url: string | undefined): Record<string, string> {
  if (!url) return {};
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** What the sender needs from a mail transport; nodemailer's SMTP transport in production. */
export type MailTransport = { send(message: MailMessage): Promise<void>; close(): void };

/**
 * SMTP through nodemailer (SMTP_URL, e.g. smtps://user:password@mail.example:465). One pooled connection, kept while
 * mail waits: a fan-out of alerts is thousands of messages, and a connection per message (greeting, TLS, login) made
 * the server's handshake the pace (9 a second on loopback, bench/RESULTS.md). Closed when idle, opened again on need.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        messageId: message.messageId,
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        headers: unsubscribeHeaders(message.listUnsubscribe),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * The `Message-ID` of an outbox row, the same at every attempt: a mail the server accepted but whose `sent_at` was never
 * written (the instance died between the two) is sent again after its lease, and receivers that deduplicate by
 * `Message-ID` (RFC 5322 §3.6.4: one per message) drop the copy (issue 51). The row's creation time keeps two
 * databases (a reset one, a copy) from reusing an identifier; the domain is the sender's own.
 */
export function outboxMessageId(row: { id: number; createdAt: Date }, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<outbox.${row.id}.${row.createdAt.getTime().toString(36)}@${domain.toLowerCase()}>`;
}

/** First retry after a minute, doubling up to an hour: a mail server down for a night is not hammered. */
export const RETRY_FIRST_DELAY_MS = 60_000;
export const RETRY_MAX_DELAY_MS = 3_600_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_DELAY_MS);
}

export type OutboxSenderOptions = {
  db: Database;
  transport: MailTransport;
  from: string;
  /** Clock, injectable so tests can move time forward instead of waiting. */
  now?: () => Date;
  batchSize?: number;
  pollMs?: number;
  /**
   * A claimed row is due again after this long: if the instance dies while sending, another one retries it.
   * Longer than any SMTP timeout, so a live sender never sees its rows taken.
   */
  leaseMs?: number;
  log?: (line: string) => void;
};

export type OutboxRun = { sent: number; failed: number };

/**
 * Sends due outbox rows. Rows are claimed in a short transaction (`for update skip locked`, then leased by moving
 * `next_attempt_at`), and sent outside it: several instances never take the same row, and no database lock is held
 * while talking to the mail server.
 */
export function createOutboxSender(options: OutboxSenderOptions) {
  const { db, transport, from } = options;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 20;
  const pollMs = options.pollMs ?? 15_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const log = options.log ?? ((line: string) => console.warn(line));

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<OutboxRun> | undefined;
  let stopped = true;

  async function claimDue() {
    const at = now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, at)))
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length === 0) return due;
      await tx
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + leaseMs) })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        );
      return due;
    });
  }

  /** Rows the last run claimed: a full batch means more were due. */
  let lastClaimed = 0;

  async function runOnce(): Promise<OutboxRun> {
    const result: OutboxRun = { sent: 0, failed: 0 };
    const due = await claimDue();
    lastClaimed = due.length;
    for (const row of due) {
      const attempts = row.attempts + 1;
      try {
        await transport.send({
          messageId: outboxMessageId(row, from),
          from,
          to: row.recipient,
          replyTo: row.replyTo ? (JSON.parse(row.replyTo) as MailMessage["replyTo"]) : undefined,
          subject: row.subject,
          text: row.textBody,
          listUnsubscribe: row.listUnsubscribe ?? undefined,
        });
        await db
          .update(mailOutbox)
          .set({ sentAt: now(), lastError: null })
          .where(and(eq(mailOutbox.id, row.id), isNull(mailOutbox.sentAt)));
        result.sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retryAt = new Date(now().getTime() + retryDelayMs(attempts));
        await db
          .update(mailOutbox)
          .set({ nextAttemptAt: retryAt, lastError: reason.slice(0, 500) })
          .where(eq(mailOutbox.id, row.id));
        // The reason stays in the outbox row for the operator; an SMTP refusal quotes the recipient, so the log does not.
        log(`[mail] envoi du message ${row.id} impossible (tentative ${attempts}) : ${errorSummary(error)}`);
        result.failed += 1;
      }
    }
    return result;
  }

  /**
   * One run at a time per instance; a wake-up during a run is served by the next tick. A full batch means more are
   * due (a fan-out of alerts): the next run starts at once, so mail goes out at the mail server's pace, not the poll's.
   */
  function tick(): void {
    timer = undefined;
    if (stopped || running) return;
    let more = false;
    running = runOnce()
      .then((run) => {
        more = lastClaimed === batchSize && run.failed === 0;
        return run;
      })
      .catch((error: unknown) => {
        log(`[mail] lecture de la file d'envoi impossible : ${errorSummary(error)}`);
        return { sent: 0, failed: 0 };
      })
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, more ? 0 : pollMs);
      });
  }

  return {
    runOnce,
    start(): void {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    /** Sends soon rather than at the next poll (after a contact message is stored). */
    wake(): void {
      if (stopped || running) return;
      clearTimeout(timer);
      timer = setTimeout(tick, 0);
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;
