import { describe, expect, it } from "vitest";
import { describeMailState, formatMessage } from "./messages.ts";

const base = {
  id: 7,
  createdAt: new Date("2026-11-23T09:30:00Z"),
  name: "Camille",
  email: "camille@exemple.fr",
  subject: "Livre abîmé",
  message: "Bonjour,\n<b>merci</b>",
  ipAddress: "203.0.113.7",
};

describe("npm run messages output", () => {
  it("says whether the e-mail was sent, is waiting for SMTP, or is being retried", () => {
    expect(describeMailState({ state: "sent", sentAt: new Date("2026-11-23T09:31:00Z"), attempts: 1 })).toBe(
      "e-mail envoyé le 23/11/2026 10:31",
    );
    expect(describeMailState({ state: "pending", attempts: 0, nextAttemptAt: new Date(), lastError: null })).toContain(
      "aucune tentative : SMTP_URL est-il configuré ?",
    );
    expect(
      describeMailState({
        state: "pending",
        attempts: 2,
        nextAttemptAt: new Date("2026-11-23T09:35:00Z"),
        lastError: "connect ECONNREFUSED",
      }),
    ).toBe(
      "e-mail en attente : 2 tentative(s), prochain essai le 23/11/2026 10:35 — dernière erreur : connect ECONNREFUSED",
    );
  });

  it("prints the whole message, markup as text, indented under its header", () => {
    const text = formatMessage({ ...base, mail: { state: "none" } });
    expect(text).toBe(
      [
        "#7 — 23/11/2026 10:30 — Camille <camille@exemple.fr> (IP 203.0.113.7)",
        "Sujet : Livre abîmé",
        "  Bonjour,",
        "  <b>merci</b>",
        "État : pas d'e-mail associé",
      ].join("\n"),
    );
  });

  it("prints a visitor's controls escaped and cannot be made to forge a line of its own (issue 51)", () => {
    const text = formatMessage({
      ...base,
      name: "Camille\u001b]52;c;ZWNobw==\u0007",
      subject: "Livre\nÉtat : e-mail envoyé",
      message: "Bonjour,\r\n\u001b[2J\u202emerci\nÉtat : e-mail envoyé",
      mail: { state: "pending", attempts: 1, nextAttemptAt: new Date("2026-11-23T09:35:00Z"), lastError: "421\r\nbye" },
    });
    expect(text).toBe(
      [
        "#7 — 23/11/2026 10:30 — Camille\\x1b]52;c;ZWNobw==\\x07 <camille@exemple.fr> (IP 203.0.113.7)",
        "Sujet : Livre\\nÉtat : e-mail envoyé",
        "  Bonjour,",
        "  \\x1b[2J\\u202emerci",
        "  État : e-mail envoyé",
        "État : e-mail en attente : 1 tentative(s), prochain essai le 23/11/2026 10:35 — dernière erreur : 421\\r\\nbye",
      ].join("\n"),
    );
  });
});
