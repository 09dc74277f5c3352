import { describe, expect, it } from "vitest";
import { cardDataOf } from "../../../core/catalogue/catalogue-types.ts";
import { testProduct } from "../../../core/catalogue/product.test-helper.ts";
import type { QuickViewData } from "../../../core/catalogue/product-page-types.ts";
import { quickAddRequest } from "./use-quick-add.ts";

function viewOf(prices: number[]): QuickViewData {
  const { descriptionHtml: _html, description: _text, ...base } = testProduct();
  const [model] = base.variants;
  if (!model) throw new Error("testProduct a toujours un exemplaire");
  const variants = prices.map((price, index) => ({
    ...model,
    id: `gid://shopify/ProductVariant/${index + 1}`,
    title: `Copie ${index + 1}`,
    price,
  }));
  const stock = Object.fromEntries(variants.map((v) => [v.id, { availableForSale: true, quantityAvailable: 4 }]));
  return { product: { ...base, variants }, shortDescription: "", stock };
}

describe("quickAddRequest", () => {
  const view = viewOf([8, 5, 6]);
  const card = cardDataOf(view.product);

  it("adds one copy of the cheapest for sale, as a card shows it after « dès »", () => {
    const request = quickAddRequest(card, view);
    expect(request).toMatchObject({ variantId: "gid://shopify/ProductVariant/2", price: 5, quantity: 1 });
    expect(request.knownStock).toEqual({ availableForSale: true, quantityAvailable: 4 });
  });

  it("adds the copy and quantity the product page's form asked for (/panier?ajouter=…)", () => {
    expect(quickAddRequest(card, view, { variant: "3", quantity: 2 })).toMatchObject({
      variantId: "gid://shopify/ProductVariant/3",
      price: 6,
      quantity: 2,
    });
    // A copy the book does not have: the card's.
    expect(quickAddRequest(card, view, { variant: "99", quantity: 1 }).variantId).toBe(
      "gid://shopify/ProductVariant/2",
    );
  });

  it("asks for a refusal when the server no longer knows the book", () => {
    expect(quickAddRequest(card, null).knownStock).toEqual({ availableForSale: false, quantityAvailable: 0 });
  });
});
