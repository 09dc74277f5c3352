import { describe, expect, it } from "vitest";
import { faqAnswerText, faqSections } from "./faq-content.ts";

const sections = faqSections({ supportEmail: "aide@exemple.fr" });
const allText = sections
  .flatMap((section) => section.items.map((item) => `${item.question} ${faqAnswerText(item)}`))
  .join(" ")
  .replace(/\u202f|\u00a0/g, " ");

describe("faqSections", () => {
  it("has six sections with unique item ids", () => {
    expect(sections).toHaveLength(6);
    const ids = sections.flatMap((section) => section.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of sections) expect(section.items.length).toBeGreaterThan(0);
  });

  it.each([
    ["delivery time", "de 4 à 7 jours ouvrés"],
    ["delivery dates on the pages", "donnent la date de livraison estimée pour chaque mode de livraison"],
    ["relay carrier price", "point relais : 4,99 €, offerte dès 29,00 €"],
    ["express carrier price", "express à domicile : 6,99 €, offerte dès 89,00 €"],
    ["countries", "uniquement en France et Belgique"],
    ["tracking", "par e-mail et par SMS"],
    ["cancellation", "nous l'annulons et vous remboursons"],
    ["relay resend", "de 8 à 10 jours ouvrés"],
    ["damaged items", "photo"],
    ["payment means", "carte bancaire (Visa, Mastercard)"],
    ["return window", "14 jours après la réception"],
    ["return slip paid by the shop", "bordereau de retour. Les frais de retour sont à notre charge"],
    ["sorted by age", "triés par âge"],
    ["no gift wrap", "l'emballage cadeau n'est pas disponible"],
    ["account by code", "code de confirmation"],
    ["account sections", "« Mes informations »"],
    ["configured e-mail", "aide@exemple.fr"],
  ])("states the %s", (_fact, text) => {
    expect(allText).toContain(text);
  });
});
