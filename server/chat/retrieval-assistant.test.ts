import { beforeAll, describe, expect, it } from "vitest";
import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { slugify } from "../../core/catalogue/slug.ts";
import { formatPrice } from "../../core/format.ts";
import { faqSections } from "../../core/help/faq-content.ts";
import type { CatalogueIndex } from "../catalogue/catalogue-index.ts";
import { demoCatalogueIndex } from "./demo-catalogue-index.ts";
import { createRetrievalAssistant, type RetrievalAssistant } from "./retrieval-assistant.ts";

const SUPPORT_EMAIL = "contact@bouquinerie.example";
let assistant: RetrievalAssistant;
let byHandle: Map<string, ProductSummary>;
let index: CatalogueIndex;

beforeAll(async () => {
  const demo = await demoCatalogueIndex();
  index = demo.index;
  byHandle = new Map(demo.products.map((product) => [product.handle, product]));
  assistant = createRetrievalAssistant({
    catalogue: index,
    faq: faqSections({ supportEmail: SUPPORT_EMAIL }),
    shopName: "Bouquinerie",
    supportEmail: SUPPORT_EMAIL,
  });
});

const tagSlugs = (product: ProductSummary) => product.tags.map(slugify);

function linkedHandles(text: string): string[] {
  return [...text.matchAll(/\]\(\/produit\/([a-z0-9-]+)\)/g)].map((match) => match[1] as string);
}

/** Every recommended book exists, carries the wanted tags, and its line shows its real price and availability. */
function expectBooks(text: string, handles: string[], wanted: { tags?: string[]; maxPrice?: number }) {
  expect(handles.length).toBeGreaterThanOrEqual(3);
  expect(handles.length).toBeLessThanOrEqual(5);
  expect(linkedHandles(text)).toEqual(handles);
  for (const handle of handles) {
    const product = byHandle.get(handle);
    expect(product, handle).toBeDefined();
    if (!product) continue;
    for (const tag of wanted.tags ?? []) expect(tagSlugs(product)).toContain(tag);
    if (wanted.maxPrice !== undefined) expect(product.price).toBeLessThanOrEqual(wanted.maxPrice);
    const line = text.split("\n").find((l) => l.includes(`/produit/${handle})`)) ?? "";
    expect(line).toContain(`[${product.title}]`);
    expect(line).toContain(formatPrice(product.price));
    expect(line).toContain(product.availableForSale ? "disponible" : "épuisé");
  }
}

describe("retrieval assistant: book recommendations", () => {
  it("answers 'un livre sur les dinosaures pour 5 ans' with 3 to 5 dinosaur books for 4-6 ans, linked", async () => {
    const reply = await assistant.reply("un livre sur les dinosaures pour 5 ans");
    expect(reply.intent).toBe("recommendation");
    expectBooks(reply.text, reply.productHandles, { tags: ["dinosaures", "4-6-ans"] });
    expect(reply.text).toContain("« Dinosaures »");
    expect(reply.text).toContain("pour les 4-6 ans");
  });

  it("keeps under a price ceiling: 'des livres de pirates à moins de 10 euros'", async () => {
    const reply = await assistant.reply("Vous auriez des livres de pirates à moins de 10 euros ?");
    expect(reply.intent).toBe("recommendation");
    expectBooks(reply.text, reply.productHandles, { tags: ["pirates"], maxPrice: 10 });
  });

  it("reads a price written '8€ max' and an age '7 ans'", async () => {
    const reply = await assistant.reply("idée cadeau pour 7 ans, 8€ max");
    expect(reply.intent).toBe("recommendation");
    expectBooks(reply.text, reply.productHandles, { tags: ["6-8-ans"], maxPrice: 8 });
  });

  it("understands a synonym of a subject: 'princesse' is Fées & princesses", async () => {
    const reply = await assistant.reply("Je cherche un livre de princesse pour ma fille");
    expectBooks(reply.text, reply.productHandles, { tags: ["fees-princesses"] });
  });

  it("understands a theme: 'une BD pour un enfant de 9 ans'", async () => {
    const reply = await assistant.reply("une BD pour un enfant de 9 ans");
    expectBooks(reply.text, reply.productHandles, { tags: ["bandes-dessinees", "8-10-ans"] });
  });

  it("maps babies to 0-4 ans: 'un livre pour bébé de 18 mois'", async () => {
    const reply = await assistant.reply("un livre pour bébé de 18 mois");
    expectBooks(reply.text, reply.productHandles, { tags: ["0-4-ans"] });
  });

  it("prefers 'Petit Ours Brun' over the bears of Animaux", async () => {
    const reply = await assistant.reply("Avez-vous des Petit Ours Brun ?");
    expectBooks(reply.text, reply.productHandles, { tags: ["petit-ours-brun"] });
  });

  it("recommends novels of a school level: 'un roman pour le CE1'", async () => {
    const reply = await assistant.reply("un roman pour le CE1");
    expectBooks(reply.text, reply.productHandles, { tags: ["romans", "ce1"] });
  });

  it("lists books in stock before books sold out", async () => {
    const reply = await assistant.reply("des livres sur les chevaux");
    const availability = reply.productHandles.map((handle) => byHandle.get(handle)?.availableForSale);
    const firstSoldOut = availability.indexOf(false);
    if (firstSoldOut >= 0) expect(availability.slice(firstSoldOut)).not.toContain(true);
    expectBooks(reply.text, reply.productHandles, { tags: ["chevaux"] });
  });

  it("links to the listing of every match when there are more", async () => {
    const reply = await assistant.reply("un livre sur les dinosaures pour 5 ans");
    expect(reply.text).toMatch(/\[Voir les \d+ livres correspondants\]\(\/categorie\/dinosaures\?age=4-6-ans\)/);
  });

  it("says so, and drops the price, when nothing is that cheap", async () => {
    const reply = await assistant.reply("un livre sur les dinosaures à moins de 1 euro");
    expect(reply.text).toContain(
      `Je n'ai trouvé aucun livre sur le thème « Dinosaures » à moins de ${formatPrice(1)}.`,
    );
    expectBooks(reply.text, reply.productHandles, { tags: ["dinosaures"] });
  });

  it("asks for an age and a subject when the request is only 'je cherche un livre'", async () => {
    const reply = await assistant.reply("Je cherche un livre");
    expect(reply.intent).toBe("recommendation");
    expect(reply.productHandles).toEqual([]);
    expect(reply.text).toContain("Pour quel âge");
  });

  it("greets back and still answers: 'Bonjour, un livre sur les licornes'", async () => {
    const reply = await assistant.reply("Bonjour, un livre sur les licornes svp");
    expect(reply.text.startsWith("Bonjour !")).toBe(true);
    expectBooks(reply.text, reply.productHandles, { tags: ["licornes"] });
  });
});

describe("retrieval assistant: FAQ answers", () => {
  const faqCases: Array<[string, string, RegExp]> = [
    ["Quels sont les délais de livraison ?", "delivery", /4 à 7 jours ouvrés/],
    ["Combien coûte la livraison ?", "delivery", /4,99\s€.*29,00\s€/s],
    ["Livrez-vous en Belgique ?", "delivery", /Belgique/],
    ["Comment suivre ma commande ?", "order-tracking", /SMS/],
    ["Je veux annuler ma commande", "order-tracking", /annul/i],
    ["Comment retourner un livre ?", "returns", /14 jours/],
    ["Mon livre est arrivé abîmé", "returns", /photo/],
    ["Quels moyens de paiement acceptez-vous ?", "payment", /carte/i],
    ["Le paiement est-il sécurisé ?", "payment", /sécuris/],
    ["C'est quoi un livre reconditionné ?", "refurbishing", /vérifi|contrôl|état/i],
    ["Comment créer un compte ?", "account", /code/],
    ["Comment contacter le service client ?", "contact", /contact@bouquinerie\.example|formulaire/],
    ["Faites-vous des paquets cadeaux ?", "products", /emballage/i],
    ["Puis-je me faire rembourser ?", "returns", /rembours/],
    ["Mon colis est resté au point relais", "delivery", /8 à 10 jours ouvrés/],
    // Issue 20: the delivery and payment questions of the FAQ, as visitors ask them.
    ["Combien coûte la livraison en point relais ?", "delivery", /point relais : 4,99\s€, offerte dès 29,00\s€/],
    ["Quel est le prix de la livraison en point relais ?", "delivery", /4,99\s€/],
    ["Combien coûte la livraison express ?", "delivery", /express à domicile : 6,99\s€, offerte dès 89,00\s€/],
    ["La livraison est-elle gratuite ?", "delivery", /offerte dès 29,00\s€/],
    ["Quels modes de livraison proposez-vous ?", "delivery", /point relais.*express/s],
    ["Combien de temps pour être livré ?", "delivery", /4 à 7 jours ouvrés/],
    ["Livrez-vous en Suisse ?", "delivery", /uniquement en France et Belgique/],
    ["Je n'ai pas pu retirer mon colis en point relais", "delivery", /revient à notre entrepôt/],
    ["Puis-je payer par carte bancaire ?", "payment", /Visa, Mastercard/],
    ["Acceptez-vous PayPal ?", "payment", /portefeuille électronique/],
    ["Mes données de carte sont-elles protégées ?", "payment", /ne conservons jamais vos numéros de carte/],
  ];

  it.each(faqCases)("answers %j with the FAQ (%s)", async (question, intent, expected) => {
    const reply = await assistant.reply(question);
    expect(reply.intent).toBe(intent);
    expect(reply.text).toMatch(expected);
    expect(reply.productHandles).toEqual([]);
  });

  it("quotes the FAQ's own text, word for word", async () => {
    const reply = await assistant.reply("Dans quels pays livrez-vous ?");
    const countries = faqSections({ supportEmail: SUPPORT_EMAIL })
      .flatMap((section) => section.items)
      .find((item) => item.question === "Dans quels pays livrez-vous ?");
    expect(reply.text).toContain(countries?.answer.join("\n"));
    expect(reply.text).toContain("[FAQ](/faq)");
  });

  it("links to the contact form for customer service", async () => {
    const reply = await assistant.reply("Je voudrais parler à un conseiller");
    expect(reply.intent).toBe("contact");
    expect(reply.text).toContain("](/contact)");
  });
});

describe("retrieval assistant: conversation", () => {
  it("greets as an automated assistant: 'Bonjour'", async () => {
    const reply = await assistant.reply("Bonjour");
    expect(reply.intent).toBe("greeting");
    expect(reply.text).toContain("l'assistant automatique de Bouquinerie, pas une personne");
    expect(reply.text).not.toContain("intelligence artificielle");
  });

  it("greets saying an artificial intelligence writes the answers when a model does", async () => {
    const withModel = createRetrievalAssistant({
      catalogue: index,
      faq: faqSections({ supportEmail: SUPPORT_EMAIL }),
      shopName: "Bouquinerie",
      supportEmail: SUPPORT_EMAIL,
      writtenByModel: true,
    });
    expect((await withModel.reply("Bonjour")).text).toContain("rédigées par une intelligence artificielle");
  });

  it("thanks: 'Merci beaucoup !'", async () => {
    const reply = await assistant.reply("Merci beaucoup !");
    expect(reply.intent).toBe("thanks");
    expect(reply.text).toContain("Avec plaisir");
  });

  it.each(["asdfgh", "???", "Quelle heure est-il ?"])("asks a helpful question back for %j", async (message) => {
    const reply = await assistant.reply(message);
    expect(reply.intent).toBe("unclear");
    expect(reply.text).toContain("Que cherchez-vous ?");
    expect(reply.text).toContain("« un livre sur les dinosaures pour 5 ans »");
  });
});
