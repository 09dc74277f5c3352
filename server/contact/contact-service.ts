import { desc, eq } from "drizzle-orm";
import {
  CONTACT_HONEYPOT_FIELD,
  type ContactErrors,
  type ContactInput,
  validateContact,
} from "../../core/help/contact-schema.ts";
import type { Database } from "../db/connection.ts";
import { contactMessages, mailOutbox } from "../db/schema.ts";
import { enqueueMail, type MailDelivery, mailDelivery } from "../mail/outbox.ts";

export type ContactResult =
  | { status: "sent"; messageId: number }
  /** A robot filled the hidden field: it is told 'sent' and nothing is stored. */
  | { status: "dropped" }
  | { status: "invalid"; errors: ContactErrors };

export type ContactServiceOptions = {
  db: Database;
  shopName: string;
  /** The shop's customer-service address (SHOP_SUPPORT_EMAIL): where contact messages are e-mailed. */
  supportEmail: string;
  /** Called once a message is committed, so the mail sender can go at once rather than at its next poll. */
  onQueued?: () => void;
  now?: () => Date;
};

export type StoredContactMessage = {
  id: number;
  createdAt: Date;
  name: string;
  email: string;
  subject: string;
  message: string;
  ipAddress: string;
  mail: MailDelivery;
};

/**
 * Contact messages: validated with the form's own schema, then stored together with their outbox e-mail in ONE
 * transaction, so when `submit` answers 'sent' the message is committed and its e-mail will go out (docs/architecture.md §2.9).
 */
export function createContactService(options: ContactServiceOptions) {
  const { db, shopName, supportEmail } = options;
  const now = options.now ?? (() => new Date());

  return {
    async submit(form: Record<string, unknown>, ipAddress: string): Promise<ContactResult> {
      const trap = form[CONTACT_HONEYPOT_FIELD];
      if (typeof trap === "string" && trap.trim() !== "") return { status: "dropped" };
      const checked = validateContact(form);
      if (!checked.ok) return { status: "invalid", errors: checked.errors };
      const input = checked.value;
      const receivedAt = now();
      const messageId = await db.transaction(async (tx) => {
        const outboxId = await enqueueMail(
          tx,
          {
            kind: "contact",
            recipient: supportEmail,
            replyTo: { name: input.name, address: input.email },
            subject: `[${shopName}] Contact : ${oneLine(input.subject)}`,
            textBody: contactMailText(input, ipAddress, receivedAt, shopName),
          },
          receivedAt,
        );
        const [row] = await tx
          .insert(contactMessages)
          .values({ ...input, ipAddress, outboxId, createdAt: receivedAt })
          .returning({ id: contactMessages.id });
        if (!row) throw new Error("contact_messages: insertion sans identifiant");
        return row.id;
      });
      options.onQueued?.();
      return { status: "sent", messageId };
    },

    /** The latest messages with the state of their e-mail, newest first (npm run messages). */
    async recent(limit: number): Promise<StoredContactMessage[]> {
      const rows = await db
        .select({ message: contactMessages, outbox: mailOutbox })
        .from(contactMessages)
        .leftJoin(mailOutbox, eq(mailOutbox.id, contactMessages.outboxId))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit);
      return rows.map(({ message, outbox }) => ({
        id: message.id,
        createdAt: message.createdAt,
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        ipAddress: message.ipAddress,
        mail: mailDelivery(outbox),
      }));
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

/** A mail header is one line: line breaks a visitor typed in the subject become spaces. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

/** The e-mail the shop receives, in plain text: the visitor's words are quoted exactly, markup included, as text. */
export function contactMailText(input: ContactInput, ipAddress: string, receivedAt: Date, shopName: string): string {
  return [
    `Nouveau message reçu par le formulaire de contact de ${shopName}.`,
    "",
    `Nom : ${input.name}`,
    `E-mail : ${input.email}`,
    `Sujet : ${input.subject}`,
    `Reçu le : ${dateFormat.format(receivedAt)}`,
    `Adresse IP : ${ipAddress}`,
    "",
    "Message :",
    input.message,
    "",
    "Répondez directement à cet e-mail pour écrire à l'expéditeur.",
  ].join("\n");
}
