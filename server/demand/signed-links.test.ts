import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { createLinkSigner, loadLinkSecret } from "./signed-links.ts";

const DAY_MS = 24 * 60 * 60_000;
const secret = Buffer.alloc(32, 7);

describe("signed links of alert e-mails", () => {
  let clock = new Date("2026-11-28T10:00:00Z");
  const signer = createLinkSigner(secret, () => clock);

  it("checks a link it made, for its purpose, and gives back its subject", () => {
    const token = signer.sign("confirm", "cle-de-l-adresse", DAY_MS);
    expect(signer.check("confirm", token)).toEqual({ ok: true, subject: "cle-de-l-adresse" });
  });

  it("refuses a link made for another purpose: a confirmation link cannot unsubscribe, nor the reverse", () => {
    expect(signer.check("unsubscribe", signer.sign("confirm", "cle", DAY_MS))).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(signer.check("confirm", signer.sign("unsubscribe", "cle", DAY_MS))).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("refuses a link whose subject, date or signature was changed, or that was cut", () => {
    const token = signer.sign("confirm", "cle-a", DAY_MS);
    const [purpose, subject, expires, signature] = token.split(".") as [string, string, string, string];
    expect(signer.check("confirm", [purpose, "cle-b", expires, signature].join("."))).toMatchObject({ ok: false });
    expect(signer.check("confirm", [purpose, subject, String(Number(expires) + 9999), signature].join("."))).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(signer.check("confirm", [purpose, subject, expires, `A${signature.slice(1)}`].join("."))).toMatchObject({
      ok: false,
    });
    expect(signer.check("confirm", token.slice(0, -3))).toEqual({ ok: false, reason: "invalid" });
    expect(signer.check("confirm", null)).toEqual({ ok: false, reason: "invalid" });
    expect(signer.check("confirm", `${token}x`.repeat(100))).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a link signed with another key (another shop, or a made-up one)", () => {
    const other = createLinkSigner(Buffer.alloc(32, 8), () => clock);
    expect(signer.check("confirm", other.sign("confirm", "cle", DAY_MS))).toEqual({ ok: false, reason: "invalid" });
  });

  it("says a genuine link is expired once its date has passed", () => {
    const token = signer.sign("confirm", "cle", DAY_MS);
    clock = new Date(clock.getTime() + DAY_MS + 1000);
    expect(signer.check("confirm", token)).toEqual({ ok: false, reason: "expired" });
  });

  it("keys an address whatever its case and spaces, and two addresses apart", () => {
    expect(signer.keyOf(" Parent@Exemple.fr ")).toBe(signer.keyOf("parent@exemple.fr"));
    expect(signer.keyOf("parent@exemple.fr")).not.toBe(signer.keyOf("parent2@exemple.fr"));
    expect(signer.keyOf("parent@exemple.fr")).not.toContain("parent");
  });

  it("keys a mailbox: its +tags and Gmail dots are one, apart from the address's own key and without the key none", () => {
    expect(signer.mailboxKeyOf("Vic.Time+1@googlemail.com")).toBe(signer.mailboxKeyOf("victime@gmail.com"));
    expect(signer.mailboxKeyOf("parent+2@exemple.fr")).toBe(signer.mailboxKeyOf("parent@exemple.fr"));
    expect(signer.mailboxKeyOf("parent@exemple.fr")).not.toBe(signer.keyOf("parent@exemple.fr"));
    expect(signer.mailboxKeyOf("parent@exemple.fr")).not.toBe(
      createLinkSigner(Buffer.alloc(32, 8)).mailboxKeyOf("parent@exemple.fr"),
    );
  });
});

describe.each(testDatabaseEngines())("the link-signing key on $name", (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("is made once and read the same by every instance, so a link made by one opens on another", async () => {
    const [first, second] = await Promise.all([loadLinkSecret(database.db), loadLinkSecret(database.db)]);
    expect(first).toHaveLength(32);
    expect(second.equals(first)).toBe(true);
    const token = createLinkSigner(first).sign("confirm", "cle", DAY_MS);
    expect(createLinkSigner(await loadLinkSecret(database.db)).check("confirm", token)).toEqual({
      ok: true,
      subject: "cle",
    });
  });
});
