import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { testProduct } from "../../../core/catalogue/product.test-helper.ts";
import type { ProductForPage } from "../../../core/catalogue/product-page-types.ts";
import type { DeliveryDates } from "../../../core/delivery/delivery-dates.ts";
import { ProductPurchase } from "./product-purchase.tsx";

type VariantOverrides = NonNullable<Parameters<typeof testProduct>[1]>;
const product = (overrides: VariantOverrides): ProductForPage =>
  testProduct(
    { handle: "imagier-des-saisons", title: "Mon imagier des saisons", price: 5 },
    { price: 5, ...overrides },
  );
const variantId = product({}).variants[0]?.id as string;
const render = (overrides: VariantOverrides, quantityAvailable: number, delivery?: DeliveryDates) =>
  renderToString(
    <ProductPurchase
      product={product(overrides)}
      stock={{ [variantId]: { availableForSale: overrides.availableForSale ?? true, quantityAvailable } }}
      delivery={delivery}
    />,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");

describe("ProductPurchase delivery note", () => {
  it("promises the usual dispatch for a copy in stock", () => {
    expect(render({}, 4)).toContain("Disponible et expédié sous 4 jours ouvrés");
  });

  it("announces the restocking delay for a copy sold while out of stock, without a last-copies warning", () => {
    const html = render({ backOrder: true, quantityAvailable: 0 }, 99);
    expect(html).toContain("En réapprovisionnement : expédié sous 2 à 3 semaines");
    expect(html).not.toContain("Disponible et expédié");
    expect(html).not.toContain("Derniers exemplaires");
  });

  it("promises no dispatch for a sold-out book", () => {
    const html = render({ availableForSale: false, quantityAvailable: 0 }, 0);
    expect(html).toContain("Rupture de stock");
    expect(html).not.toContain("expédié sous");
  });
});

describe("ProductPurchase delivery dates (issue 40)", () => {
  const december: DeliveryDates = {
    estimates: [
      { method: "relay", from: "2026-12-23", to: "2026-12-29" },
      { method: "express", from: "2026-12-23", to: "2026-12-24" },
    ],
    christmasDeadlines: [{ method: "express", lastDay: "2026-12-17", cutoffHour: 12 }],
  };

  it("gives each option's dates and the last day to order for Christmas for a copy in stock", () => {
    const shown = text(render({}, 4, december));
    expect(shown).toContain("Point relaisLivraison estimée entre le mercredi 23 et le mardi 29 décembre");
    expect(shown).toContain("Express à domicileLivraison estimée entre le mercredi 23 et le jeudi 24 décembre");
    expect(shown).toContain("Pour être livré avant Noël, commandez au plus tard :");
    expect(shown).toContain("Express à domicile : le jeudi 17 décembre avant 12 h");
  });

  it("gives no date for a copy sold while out of stock, nor for a sold-out book", () => {
    expect(render({ backOrder: true, quantityAvailable: 0 }, 99, december)).not.toContain("Livraison estimée");
    const soldOut = render({ availableForSale: false, quantityAvailable: 0 }, 0, december);
    expect(soldOut).not.toContain("Livraison estimée");
    expect(soldOut).not.toContain("avant Noël");
  });

  it("says nothing of Christmas outside its season", () => {
    expect(render({}, 4, { ...december, christmasDeadlines: [] })).not.toContain("Noël");
  });
});

describe("ProductPurchase grade of the copy", () => {
  const graded = (variants: Array<{ id: number; grade: string; price: number; availableForSale?: boolean }>) => {
    const base = testProduct({ handle: "imagier-des-saisons", title: "Mon imagier des saisons" });
    const copy = base.variants[0];
    if (!copy) throw new Error("testProduct has a variant");
    return {
      ...base,
      options: [{ name: "État", values: variants.map((variant) => variant.grade) }],
      variants: variants.map(({ id, grade, price, availableForSale = true }) => ({
        ...copy,
        id: `gid://shopify/ProductVariant/${id}`,
        title: grade,
        price,
        availableForSale,
        selectedOptions: [{ name: "État", value: grade }],
      })),
    };
  };
  const renderPage = (product: ProductForPage, wantedVariant: string | null = null) =>
    renderToString(
      <MemoryRouter>
        <ProductPurchase product={product} stock={{}} wantedVariant={wantedVariant} />
      </MemoryRouter>,
    );

  it("shows a single copy's grade, that it is ideal as a present, and links to the glossary", () => {
    const html = renderPage(graded([{ id: 1, grade: "Très bon état", price: 6.9 }]));
    expect(text(html)).toContain("État de cet exemplaire : Très bon état");
    expect(text(html)).toContain("Idéal pour offrir");
    expect(html).toContain('href="/etats-des-livres#tres-bon-etat"');
    expect(html).not.toContain('type="radio"');
  });

  it("lets the visitor choose between copies, each with its grade and price, a sold-out one marked", () => {
    const html = renderPage(
      graded([
        { id: 1, grade: "Très bon état", price: 8.9, availableForSale: false },
        { id: 2, grade: "Bon état", price: 6.9 },
        { id: 3, grade: "État correct", price: 4.9 },
      ]),
    );
    expect(text(html)).toContain("Très bon état — 8,90\u00a0€ (épuisé)");
    expect(text(html)).toContain("Bon état — 6,90\u00a0€");
    expect(text(html)).toContain("État correct — 4,90\u00a0€");
    // The first copy for sale is chosen: its grade, not a present, and its own glossary anchor.
    expect(text(html)).toContain("État de cet exemplaire : Bon état");
    expect(text(html)).not.toContain("Idéal pour offrir");
    expect(html).toContain('href="/etats-des-livres#bon-etat"');
  });

  it("opens on the copy a link names with ?variant=", () => {
    const html = renderPage(
      graded([
        { id: 1, grade: "Très bon état", price: 8.9 },
        { id: 3, grade: "État correct", price: 4.9 },
      ]),
      "3",
    );
    expect(text(html)).toContain("État de cet exemplaire : État correct");
  });
});
