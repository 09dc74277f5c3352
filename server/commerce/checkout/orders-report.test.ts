import { describe, expect, it } from "vitest";
import type { OrderSummary } from "./order-summary.ts";
import { formatOrdersReport } from "./orders-report.ts";

const ORDER: OrderSummary = {
  number: "BQ-000042",
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
};

describe("orders report", () => {
  it("prints number, Paris date, customer, total, delivery and lines", () => {
    const report = formatOrdersReport([ORDER]);
    expect(report).toContain("1 commande récente");
    expect(report).toContain("BQ-000042 · 23/11/2026 19:05 · Camille Martin <camille.martin@exemple.fr> · 19,05");
    expect(report).toContain("Express à domicile → 1000 Bruxelles, Belgique · code BIENVENUE10");
    expect(report).toContain("- Fées et licornes (Bon état) × 2 : 6,40");
    expect(report).toContain("- Contes de Noël × 1 : 7,00");
  });

  it("prints a gift's message on one line under the books, and that the price stays out of the parcel", () => {
    const report = formatOrdersReport([{ ...ORDER, gift: { message: "Pour Léa\nBisous", hidePrice: true } }]);
    expect(report).toMatch(/Contes de Noël × 1 : 7,00\s€\n {2}Pour offrir · sans le prix dans le colis\n/);
    expect(report).toContain("  Message pour l'enfant : « Pour Léa / Bisous »");
  });

  it("says so when there is no order", () => {
    expect(formatOrdersReport([])).toBe("Aucune commande pour l'instant.\n");
  });
});
