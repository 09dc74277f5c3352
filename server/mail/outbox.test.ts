import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createContactService } from "../contact/contact-service.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { mailOutbox } from "../db/schema.ts";
import { createOutboxSender, createSmtpTransport, enqueueMail, mailDelivery, retryDelayMs } from "./outbox.ts";
import { decodeTextBody, startTestSmtpServer } from "./smtp-server.test-helper.ts";

describe("retryDelayMs", () => {
  it("waits a minute, then doubles up to an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempts) => retryDelayMs(attempts) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
  });
});

describe("mailDelivery", () => {
  const due = new Date("2026-11-28T10:00:00Z");
  it("says none without an outbox row, sent once sent, pending with the next attempt and last error else", () => {
    expect(mailDelivery(null)).toEqual({ state: "none" });
    const sentAt = new Date("2026-11-28T09:00:00Z");
    expect(mailDelivery({ sentAt, attempts: 2, nextAttemptAt: due, lastError: "refusé" })).toEqual({
      state: "sent",
      sentAt,
      attempts: 2,
    });
    expect(mailDelivery({ sentAt: null, attempts: 1, nextAttemptAt: due, lastError: "refusé" })).toEqual({
      state: "pending",
      attempts: 1,
      nextAttemptAt: due,
      lastError: "refusé",
    });
  });
});

const markup = `<script>alert("x")</script><b>Gras</b> & "guillemets"`;

describe.each(testDatabaseEngines())("mail outbox on $name", (engine) => {
  let database: DatabaseHandle;
  // Ahead of the database clock, which stamps queued rows as due now.
  let clock = new Date(Date.now() + 60_000);
  const now = () => clock;
  const quiet = () => {};

  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });
  afterEach(async () => {
    await database.db.delete(mailOutbox);
  });

  it("keeps a contact message while SMTP is down, retries with backoff and sends it once when SMTP is back", async () => {
    const probe = await startTestSmtpServer();
    const port = probe.port;
    await probe.close();

    const contact = createContactService({
      db: database.db,
      shopName: "Bouquinerie",
      supportEmail: "service@bouquinerie.test",
      now,
    });
    const submitted = await contact.submit(
      { name: `Camille ${markup}`, email: "camille@exemple.fr", subject: `Question ${markup}`, message: markup },
      "203.0.113.7",
    );
    expect(submitted.status).toBe("sent");

    const sender = createOutboxSender({
      db: database.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
      from: "Bouquinerie <noreply@bouquinerie.test>",
      now,
      log: quiet,
    });
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    const [pending] = await database.db.select().from(mailOutbox);
    expect(pending).toMatchObject({ attempts: 1, sentAt: null });
    expect(pending?.lastError).toBeTruthy();
    expect(pending?.nextAttemptAt.getTime()).toBe(clock.getTime() + 60_000);
    expect((await contact.recent(5))[0]?.mail).toMatchObject({ state: "pending", attempts: 1 });

    clock = new Date(clock.getTime() + 30_000);
    expect(await sender.runOnce(), "not due before its retry time").toEqual({ sent: 0, failed: 0 });

    clock = new Date(clock.getTime() + 31_000);
    expect(await sender.runOnce(), "second failure").toEqual({ sent: 0, failed: 1 });
    const [again] = await database.db.select().from(mailOutbox);
    expect(again?.nextAttemptAt.getTime()).toBe(clock.getTime() + 120_000);

    const smtp = await startTestSmtpServer(port);
    try {
      clock = new Date(clock.getTime() + 120_000);
      expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
      clock = new Date(clock.getTime() + 3_600_000);
      expect(await sender.runOnce(), "a sent mail is never sent again").toEqual({ sent: 0, failed: 0 });

      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0];
      expect(mail?.to).toEqual(["service@bouquinerie.test"]);
      expect(mail?.raw.replace(/\r?\n[ \t]+/g, " ")).toMatch(/^Reply-To: .*<camille@exemple\.fr>$/im);
      const { contentType, text } = decodeTextBody(mail?.raw ?? "");
      expect(contentType).toMatch(/^text\/plain/);
      expect(mail?.raw).not.toMatch(/content-type:\s*text\/html/i);
      expect(text).toContain(`Message :\n${markup}`);
      expect(text).toContain("Adresse IP : 203.0.113.7");
      const [sent] = await database.db.select().from(mailOutbox);
      expect(sent).toMatchObject({ attempts: 3, lastError: null });
      expect(sent?.sentAt?.getTime()).toBe(clock.getTime() - 3_600_000);
      expect((await contact.recent(5))[0]?.mail).toMatchObject({ state: "sent", attempts: 3 });
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });

  it("logs a refused mail by its kind and code, never the SMTP answer that quotes the recipient", async () => {
    const lines: string[] = [];
    const refusal = Object.assign(new Error("550 5.1.1 <camille@exemple.fr>: Recipient address rejected"), {
      code: "EENVELOPE",
    });
    const sender = createOutboxSender({
      db: database.db,
      transport: { send: () => Promise.reject(refusal), close: () => {} },
      from: "noreply@bouquinerie.test",
      now,
      log: (line) => lines.push(line),
    });
    await enqueueMail(database.db, {
      kind: "contact",
      recipient: "camille@exemple.fr",
      subject: "Question",
      textBody: "Bonjour",
    });
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("code EENVELOPE");
    expect(lines[0]).not.toContain("camille@exemple.fr");
    const [row] = await database.db.select().from(mailOutbox);
    expect(row?.lastError, "the operator still reads why in npm run messages").toContain("Recipient address rejected");
    await sender.stop();
  });

  it("lets two senders share the outbox without sending a mail twice", async () => {
    const smtp = await startTestSmtpServer();
    const senders = [1, 2].map(() =>
      createOutboxSender({
        db: database.db,
        transport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
        from: "noreply@bouquinerie.test",
        now,
        batchSize: 3,
        log: quiet,
      }),
    );
    try {
      for (let index = 1; index <= 8; index += 1) {
        await enqueueMail(database.db, {
          kind: "contact",
          recipient: "service@bouquinerie.test",
          subject: `Message ${index}`,
          textBody: `Corps ${index}`,
        });
      }
      let total = 0;
      for (let round = 0; round < 5; round += 1) {
        const runs = await Promise.all(senders.map((sender) => sender.runOnce()));
        total += runs.reduce((sum, run) => sum + run.sent, 0);
      }
      expect(total).toBe(8);
      const subjects = smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim()).sort();
      expect(subjects).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((index) => `Message ${index}`).sort());
    } finally {
      await Promise.all(senders.map((sender) => sender.stop()));
      await smtp.close();
    }
  });

  it("retries a mail whose sender died mid-send once its lease has expired", async () => {
    const id = await enqueueMail(database.db, {
      kind: "contact",
      recipient: "service@bouquinerie.test",
      subject: "Bail expiré",
      textBody: "Corps",
    });
    await database.db
      .update(mailOutbox)
      .set({ attempts: 1, nextAttemptAt: new Date(clock.getTime() + 5 * 60_000) })
      .where(eq(mailOutbox.id, id));
    const smtp = await startTestSmtpServer();
    const sender = createOutboxSender({
      db: database.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
      from: "noreply@bouquinerie.test",
      now,
      log: quiet,
    });
    try {
      expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
      clock = new Date(clock.getTime() + 5 * 60_000);
      expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });

  it("sends a one-click unsubscribe as RFC 8058 asks with a mail not owed by an order, and none with the others", async () => {
    const smtp = await startTestSmtpServer();
    const sender = createOutboxSender({
      db: database.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
      from: "noreply@bouquinerie.test",
      now,
      log: quiet,
    });
    try {
      const unsubscribe = "https://boutique.test/api/alertes/desabonnement?jeton=unsubscribe.cle.123.signature";
      await enqueueMail(database.db, {
        kind: "stock-alert",
        recipient: "parent@exemple.fr",
        subject: "« Le Petit Poucet » est de retour",
        textBody: "Bonne nouvelle",
        listUnsubscribe: unsubscribe,
      });
      await enqueueMail(database.db, {
        kind: "contact",
        recipient: "service@bouquinerie.test",
        subject: "Q",
        textBody: "B",
      });
      expect(await sender.runOnce()).toEqual({ sent: 2, failed: 0 });
      const alert = smtp.received.find((mail) => mail.to.includes("parent@exemple.fr"))?.raw ?? "";
      const headers = (alert.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
      expect(headers).toContain(`List-Unsubscribe: <${unsubscribe}>`);
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      const contact = smtp.received.find((mail) => mail.to.includes("service@bouquinerie.test"))?.raw ?? "";
      expect(contact).not.toMatch(/^List-Unsubscribe/im);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });

  it("gives a row the same Message-ID at every sending, and another row another, so receivers drop a resend", async () => {
    const smtp = await startTestSmtpServer();
    const sender = createOutboxSender({
      db: database.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
      from: "Bouquinerie <noreply@bouquinerie.test>",
      now,
      log: quiet,
    });
    const messageIdOf = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];
    try {
      const first = await enqueueMail(database.db, {
        kind: "contact",
        recipient: "a@exemple.fr",
        subject: "A",
        textBody: "A",
      });
      await enqueueMail(database.db, { kind: "contact", recipient: "b@exemple.fr", subject: "B", textBody: "B" });
      expect(await sender.runOnce()).toEqual({ sent: 2, failed: 0 });
      // The instance died after the server took the mail and before `sent_at` was written: its lease expires, and
      // another sends it again.
      await database.db.update(mailOutbox).set({ sentAt: null, nextAttemptAt: clock }).where(eq(mailOutbox.id, first));
      expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
      const ids = smtp.received.map((mail) => [mail.to[0], messageIdOf(mail.raw)]);
      expect(ids).toHaveLength(3);
      const [a1, b, a2] = ids.map(([, id]) => id);
      expect(ids.map(([to]) => to)).toEqual(["a@exemple.fr", "b@exemple.fr", "a@exemple.fr"]);
      expect(a1).toMatch(/^<outbox\.\d+\.[0-9a-z]+@bouquinerie\.test>$/);
      expect(a2).toBe(a1);
      expect(b).not.toBe(a1);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });

  it("keeps each queued mail's normalised mailbox, which caps per mailbox count", async () => {
    await enqueueMail(database.db, {
      kind: "contact",
      recipient: "Vic.Time+alertes@GMail.com",
      subject: "S",
      textBody: "T",
    });
    expect(await database.db.select({ mailbox: mailOutbox.mailbox }).from(mailOutbox)).toEqual([
      { mailbox: "victime@gmail.com" },
    ]);
  });

  it("sends a backlog at the mail server's pace: a full batch is followed at once by the next", async () => {
    const smtp = await startTestSmtpServer();
    const sender = createOutboxSender({
      db: database.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
      from: "noreply@bouquinerie.test",
      now,
      batchSize: 5,
      // A poll far longer than the test: only the batches' own pace can send the 23 in time.
      pollMs: 60 * 60_000,
      log: quiet,
    });
    try {
      for (let index = 0; index < 23; index += 1) {
        await enqueueMail(database.db, {
          kind: "stock-alert",
          recipient: `p${index}@exemple.fr`,
          subject: "S",
          textBody: "T",
        });
      }
      sender.start();
      await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(23);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });
});
