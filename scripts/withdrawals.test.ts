import { describe, expect, it } from "vitest";
import { formatWithdrawal, parseWithdrawalsLimit } from "./withdrawals.ts";

describe("npm run withdrawals", () => {
  it("reads --limit and refuses anything else with the usage in French", () => {
    expect(parseWithdrawalsLimit([])).toBe(20);
    expect(parseWithdrawalsLimit(["--limit", "50"])).toBe(50);
    expect(parseWithdrawalsLimit(["--limit", "0"])).toMatch(/^--limit doit être un entier entre 1 et 1000/);
    expect(parseWithdrawalsLimit(["--autre"])).toMatch(/^Arguments invalides/);
  });

  it("shows who withdrew from which order, the books and the acknowledgement's state", () => {
    const text = formatWithdrawal({
      id: 3,
      createdAt: new Date("2026-11-20T14:03:27Z"),
      orderNumber: "BQ-000001",
      email: "camille@exemple.fr",
      name: "Camille Martin",
      items: "",
      mode: "local",
      orderFound: true,
      ipAddress: "::1",
      receipt: { state: "sent", sentAt: new Date("2026-11-20T14:04:00Z"), attempts: 1 },
    });
    expect(text).toBe(
      [
        "#3 — 20/11/2026 15:03:27 — Camille Martin <camille@exemple.fr> (IP ::1)",
        "Rétractation : commande BQ-000001 (retrouvée et marquée)",
        "Livres concernés : toute la commande",
        "État : accusé de réception envoyé le 20/11/2026 15:04:00",
      ].join("\n"),
    );
  });

  it("prints a visitor's controls escaped and a list of books on several lines indented under its label (issue 51)", () => {
    const text = formatWithdrawal({
      id: 4,
      createdAt: new Date("2026-11-20T14:03:27Z"),
      orderNumber: "BQ-1\u001b[2J",
      email: "camille@exemple.fr",
      name: "Camille\u202eMartin",
      items: "Fées et licornes\r\nÉtat : accusé de réception envoyé\u0007",
      mode: "shopify",
      orderFound: false,
      ipAddress: "::1",
      receipt: { state: "none" },
    });
    expect(text).toBe(
      [
        "#4 — 20/11/2026 15:03:27 — Camille\\u202eMartin <camille@exemple.fr> (IP ::1)",
        "Rétractation : commande BQ-1\\x1b[2J (mode Shopify : à vérifier dans Shopify)",
        "Livres concernés :",
        "  Fées et licornes",
        "  État : accusé de réception envoyé\\x07",
        "État : pas d'accusé de réception associé",
      ].join("\n"),
    );
  });
});
