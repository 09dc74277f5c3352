import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { normaliseMailbox } from "../../core/mail/normalised-mailbox.ts";
import type { Database } from "../db/connection.ts";
import { shopSecrets } from "../db/schema.ts";

/** What a link of an alert e-mail lets its holder do. */
export type LinkPurpose = "confirm" | "unsubscribe";

export type LinkCheck =
  | { ok: true; subject: string }
  /** Signed by the shop but past its date: the page says so, and nothing changes. */
  | { ok: false; reason: "expired" }
  /** Not made by the shop (altered, truncated, made up): the page says so, and nothing changes. */
  | { ok: false; reason: "invalid" };

const SECRET_NAME = "link-signing";
/** 128 bits of HMAC-SHA256: a forged link is a guess among 2^128. */
const SIGNATURE_BYTES = 16;
const TOKEN = /^(confirm|unsubscribe)\.([A-Za-z0-9_-]{1,100})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

/**
 * Links that carry their own proof: purpose, subject (an address's key), expiry and an HMAC of the three under the
 * shop's key. The key is made once and kept in the database, so every instance sharing it signs and checks alike and
 * a restart breaks no link already sent.
 */
export function createLinkSigner(secret: Buffer, now: () => Date = () => new Date()) {
  function signatureOf(payload: string): Buffer {
    return createHmac("sha256", secret).update(payload).digest().subarray(0, SIGNATURE_BYTES);
  }

  return {
    sign(purpose: LinkPurpose, subject: string, validForMs: number): string {
      const expires = Math.floor((now().getTime() + validForMs) / 1000);
      const payload = `${purpose}.${subject}.${expires}`;
      return `${payload}.${signatureOf(payload).toString("base64url")}`;
    },

    check(purpose: LinkPurpose, token: unknown): LinkCheck {
      const match = typeof token === "string" ? TOKEN.exec(token) : null;
      if (!match || match[1] !== purpose) return { ok: false, reason: "invalid" };
      const [, , subject = "", expires = "", signature = ""] = match;
      const given = Buffer.from(signature, "base64url");
      const expected = signatureOf(`${purpose}.${subject}.${expires}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: "invalid" };
      if (Number(expires) * 1000 < now().getTime()) return { ok: false, reason: "expired" };
      return { ok: true, subject };
    },

    /** A keyed hash of an address (case folded): found again without reading addresses, useless without the key. */
    keyOf(email: string): string {
      return createHmac("sha256", secret).update(`address:${email.trim().toLowerCase()}`).digest("base64url");
    },

    /**
     * A keyed hash of the mailbox an address reaches (`victim+1@…` and `victim@…` alike, issue 51): what caps and the
     * list of unsubscribed mailboxes know of it. Irreversible without the key, and the key never leaves the database.
     */
    mailboxKeyOf(email: string): string {
      return createHmac("sha256", secret)
        .update(`mailbox:${normaliseMailbox(email)}`)
        .digest("base64url");
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;

/** The shop's link-signing key: made on the first start (by whichever instance comes first), then read. */
export async function loadLinkSecret(db: Database): Promise<Buffer> {
  await db
    .insert(shopSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: shopSecrets.value })
    .from(shopSecrets)
    .where(eq(shopSecrets.name, SECRET_NAME));
  if (!row) throw new Error(`shop_secrets : clé ${SECRET_NAME} introuvable`);
  return Buffer.from(row.value, "base64");
}
