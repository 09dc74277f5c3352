import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { contactMessages, mailOutbox } from "../db/schema.ts";
import { createContactService } from "./contact-service.ts";

const form = {
  name: "  Camille Martin ",
  email: "camille@exemple.fr",
  // A line break in the subject is refused by the form since issue 51 (contact-schema.test.ts).
  subject: "Livre abîmé",
  message: "<img src=x onerror=alert(1)> Bonjour, mon livre est arrivé abîmé.",
};

describe.each(testDatabaseEngines())("contact service on $name", (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });
  afterEach(async () => {
    await database.db.delete(contactMessages);
    await database.db.delete(mailOutbox);
  });

  function service(onQueued?: () => void) {
    return createContactService({
      db: database.db,
      shopName: "Bouquinerie",
      supportEmail: "service@bouquinerie.test",
      ...(onQueued ? { onQueued } : {}),
    });
  }

  it("commits the message and its e-mail before answering 'sent', then wakes the sender", async () => {
    let woken = 0;
    const result = await service(() => {
      woken += 1;
    }).submit(form, "198.51.100.4");
    expect(result.status).toBe("sent");
    expect(woken).toBe(1);

    const messages = await database.db.select().from(contactMessages);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      name: "Camille Martin",
      email: "camille@exemple.fr",
      subject: "Livre abîmé",
      message: form.message,
      ipAddress: "198.51.100.4",
    });
    const outbox = await database.db.select().from(mailOutbox);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      id: messages[0]?.outboxId,
      kind: "contact",
      recipient: "service@bouquinerie.test",
      subject: "[Bouquinerie] Contact : Livre abîmé",
      sentAt: null,
      attempts: 0,
    });
    expect(JSON.parse(outbox[0]?.replyTo ?? "null")).toEqual({ name: "Camille Martin", address: "camille@exemple.fr" });
    expect(outbox[0]?.textBody).toContain(form.message);
  });

  it("stores nothing and answers the field errors for an invalid message", async () => {
    const result = await service().submit({ ...form, email: "pas-un-email", message: "a".repeat(2001) }, "::1");
    expect(result).toEqual({
      status: "invalid",
      errors: { email: "Email invalide", message: "Le message doit faire moins de 2000 caractères" },
    });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("drops a message whose hidden honeypot field is filled, storing nothing", async () => {
    const result = await service().submit({ ...form, site_web: "http://spam.example" }, "::1");
    expect(result).toEqual({ status: "dropped" });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("lists recent messages newest first with the state of their e-mail", async () => {
    await service().submit({ ...form, subject: "Premier" }, "::1");
    await service().submit({ ...form, subject: "Second" }, "::1");
    const recent = await service().recent(10);
    expect(recent.map((message) => message.subject)).toEqual(["Second", "Premier"]);
    expect(recent[0]?.mail).toMatchObject({ state: "pending", attempts: 0 });
  });
});

describe("contact service when the database fails", () => {
  it("never answers 'sent' if the message could not be committed", async () => {
    const failing = {
      transaction: () => Promise.reject(new Error("base de données indisponible")),
    } as unknown as Database;
    const contact = createContactService({ db: failing, shopName: "B", supportEmail: "s@b.test" });
    await expect(contact.submit(form, "::1")).rejects.toThrow("base de données indisponible");
  });
});
