import { describe, expect, it } from "vitest";
import { hasInvisibleCharacters } from "../../../core/text/invisible-characters.ts";
import type { ListedOrder } from "./order-summary.ts";
import { formatOrdersReport } from "./orders-report.ts";

const ORDER: ListedOrder = {
  number: "BQ-7K4M9P",
  invoiceNumber: "F2026-000042",
  cartId: "c".repeat(24),
  createdAt: new Date("2026-11-23T18:05:00Z"),
  email: "camille.martin@exemple.fr",
  customerName: "Camille Martin",
  address: { line1: "3 rue Haute", postalCode: "1000", city: "Bruxelles", country: "BE" },
  deliveryMethod: "express",
  discountCodes: ["BIENVENUE10"],
  gift: null,
  lines: [
    { title: "Fées et licornes", variantTitle: "Bon état", quantity: 2, unitPrice: 320, lineTotal: 640 },
    { title: "Contes de Noël", variantTitle: "Default Title", quantity: 1, unitPrice: 700, lineTotal: 700 },
  ],
  subtotal: 1340,
  discount: 134,
  shipping: 699,
  total: 1905,
  paymentReference: "test_0",
  state: "to-ship",
};

describe("orders report", () => {
  it("prints number, Paris date, customer, total, invoice number, delivery and lines", () => {
    const report = formatOrdersReport([ORDER]);
    expect(report).toContain("1 commande récente");
    expect(report).toMatch(
      /^BQ-7K4M9P · à expédier · 23\/11\/2026 19:05 · Camille Martin <camille.martin@exemple.fr> · 19,05\s€ · facture F2026-000042$/m,
    );
    expect(report).toContain("Express à domicile → 1000 Bruxelles, Belgique · code BIENVENUE10");
    expect(report).toContain("- Fées et licornes (Bon état) × 2 : 6,40");
    expect(report).toContain("- Contes de Noël × 1 : 7,00");
  });

  it("prints a gift's message on one line under the books, and that the price stays out of the parcel", () => {
    const report = formatOrdersReport([{ ...ORDER, gift: { message: "Pour Léa\nBisous", hidePrice: true } }]);
    expect(report).toMatch(/Contes de Noël × 1 : 7,00\s€\n {2}Pour offrir · sans le prix dans le colis\n/);
    expect(report).toContain("  Message pour l'enfant : « Pour Léa / Bisous »");
  });

  it("says next to its number whether an order is to ship, cancelled, back on sale or withdrawn (issue 51)", () => {
    const report = formatOrdersReport([
      { ...ORDER, number: "BQ-000045", state: "to-ship" },
      { ...ORDER, number: "BQ-000044", state: "cancelled" },
      { ...ORDER, number: "BQ-000043", state: "restocked" },
      { ...ORDER, number: "BQ-000042", state: "withdrawn" },
    ]);
    expect(report).toContain("\nBQ-000045 · à expédier · 23/11/2026");
    expect(report).toContain("\nBQ-000044 · annulée (ne pas expédier) · 23/11/2026");
    expect(report).toContain("\nBQ-000043 · remise en vente (ne pas expédier) · 23/11/2026");
    expect(report).toContain("\nBQ-000042 · rétractée (ne pas expédier) · 23/11/2026");
  });

  it("titles the orders to ship as such, and says so when there is none", () => {
    expect(formatOrdersReport([ORDER], { toShipOnly: true })).toMatch(/^1 commande à expédier \(la plus récente/);
    expect(formatOrdersReport([], { toShipOnly: true })).toBe("Aucune commande à expédier.\n");
  });

  it("prints what the buyer typed with its controls escaped, so it cannot act on the terminal or forge a line (issue 51)", () => {
    const report = formatOrdersReport([
      {
        ...ORDER,
        customerName: "Camille\u001b]52;c;ZWNobw==\u0007",
        address: { ...ORDER.address, city: "Bruxelles\n\nBQ-000041 · à expédier\u202e" },
        gift: { message: "Pour Léa\u001b[2J\nBisous", hidePrice: false },
      },
    ]);
    expect(report).toContain("Camille\\x1b]52;c;ZWNobw==\\x07 <camille.martin@exemple.fr>");
    expect(report).toContain("→ 1000 Bruxelles\\n\\nBQ-000041 · à expédier\\u202e, Belgique");
    expect(report).toContain("Message pour l'enfant : « Pour Léa\\x1b[2J / Bisous »");
    expect(hasInvisibleCharacters(report, "\n")).toBe(false);
    expect(report.match(/^BQ-/gm)).toEqual(["BQ-"]);
  });

  it("says so when there is no order", () => {
    expect(formatOrdersReport([])).toBe("Aucune commande pour l'instant.\n");
  });
});
