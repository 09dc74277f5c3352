import { describe, expect, it } from "vitest";
import { orderConfirmationEmail } from "./order-email.ts";
import type { OrderSummary } from "./order-summary.ts";

const order: OrderSummary = {
  number: "BQ-000042",
  invoiceNumber: "F2026-000042",
  cartId: "c",
  createdAt: new Date("2026-11-20T10:00:00Z"),
  email: "camille@exemple.fr",
  customerName: "Camille Martin",
  address: { line1: "12 rue des Lilas", postalCode: "75011", city: "Paris", country: "FR" },
  deliveryMethod: "relay",
  discountCodes: [],
  gift: null,
  lines: [{ title: "Le Petit Poucet", variantTitle: "Default Title", quantity: 1, unitPrice: 690, lineTotal: 690 }],
  subtotal: 690,
  discount: 0,
  shipping: 499,
  total: 1189,
  paymentReference: "test_1",
};

describe("order confirmation e-mail", () => {
  it("links to the withdrawal function with the order number filled in", () => {
    const { textBody } = orderConfirmationEmail(order, "Bouquinerie", "https://bouquinerie.example");
    expect(textBody).toContain("Vous pouvez vous rétracter pendant 14 jours à compter de la réception");
    expect(textBody).toContain("Renoncer au contrat ici : https://bouquinerie.example/retractation?commande=BQ-000042");
  });

  it("without the site's address, points at the footer link instead of a broken URL", () => {
    expect(orderConfirmationEmail(order, "Bouquinerie").textBody).toContain("« Renoncer au contrat ici » en bas");
  });

  it("says an order is a gift, with the message for the child and the price left out of the parcel", () => {
    const gift = { message: "Joyeux Noël Léa !\nPapi", hidePrice: true };
    const { textBody } = orderConfirmationEmail({ ...order, gift }, "Bouquinerie");
    expect(textBody).toContain(
      "C'est pour offrir :\nMessage pour l'enfant, glissé dans le colis : « Joyeux Noël Léa !\nPapi »",
    );
    expect(textBody).toContain("Le prix ne figurera pas dans le colis.");
  });

  it("says nothing of a gift for an order that is not one", () => {
    expect(orderConfirmationEmail(order, "Bouquinerie").textBody).not.toContain("offrir");
  });
});
