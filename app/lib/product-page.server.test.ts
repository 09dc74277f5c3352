import { describe, expect, it } from "vitest";
import { createCartService } from "../../server/cart/cart-service.ts";
import { createCatalogueIndex } from "../../server/catalogue/catalogue-index.ts";
import type { StorefrontClient } from "../../server/storefront/storefront-client.ts";
import type { ProductDetail } from "./catalogue-types.ts";
import { isPlausibleHandle, loadProductPage, loadQuickView } from "./product-page.server.ts";

const BOOK: ProductDetail = {
  id: "gid://shopify/Product/1",
  handle: "le-petit-poucet",
  title: "Le Petit Poucet",
  vendor: "Nathan",
  productType: "Album",
  tags: [],
  price: 6.9,
  image: null,
  availableForSale: true,
  firstVariantId: "gid://shopify/ProductVariant/1",
  description: "",
  descriptionHtml:
    '<p><strong>Un conte.</strong></p><p onclick="x()">Il était une fois<script>alert(1)</script>.</p><p>Collection : Contes</p>',
  images: [],
  variants: [
    {
      id: "gid://shopify/ProductVariant/1",
      title: "Default Title",
      price: 6.9,
      availableForSale: true,
      backOrder: false,
      quantityAvailable: 4,
      weight: 200,
      weightUnit: "GRAMS",
      selectedOptions: [],
    },
  ],
  options: [],
};

function services(stock: StorefrontClient["variantStock"]) {
  const asked: string[] = [];
  const storefront = {
    async productByHandle(handle: string) {
      asked.push(handle);
      return handle === BOOK.handle ? BOOK : null;
    },
    variantStock: stock,
    async productsPage() {
      return { products: [], hasNextPage: false, endCursor: null };
    },
  } as unknown as StorefrontClient;
  return {
    asked,
    services: { storefront, catalogue: createCatalogueIndex(storefront), cart: createCartService(storefront) },
  };
}

describe("product page data", () => {
  it("refuses handles with odd characters or over 255 characters without asking the store", async () => {
    const { asked, services: s } = services(async () => ({ availableForSale: true, quantityAvailable: 3 }));
    for (const handle of ["<script>", "a/b", "", "a".repeat(1000), "..%2F", "a b"]) {
      expect(isPlausibleHandle(handle)).toBe(false);
      await expect(loadProductPage(s, handle)).resolves.toBeNull();
    }
    expect(asked).toEqual([]);
    expect(isPlausibleHandle("livre-éveil_2")).toBe(true);
  });

  it("answers null for an unknown handle (the route's 404)", async () => {
    const { services: s } = services(async () => ({ availableForSale: true, quantityAvailable: 3 }));
    await expect(loadProductPage(s, "inconnu")).resolves.toBeNull();
    await expect(loadQuickView(s, "inconnu")).resolves.toBeNull();
  });

  it("sends the parsed, sanitised description and not the raw HTML", async () => {
    const { services: s } = services(async () => ({ availableForSale: true, quantityAvailable: 3 }));
    const page = await loadProductPage(s, BOOK.handle);
    expect(page?.details).toMatchObject({ shortDescription: "Un conte.", collection: "Contes" });
    expect(page?.details.descriptionHtml).toBe("<p>Il était une fois.</p>");
    expect(page?.product).not.toHaveProperty("descriptionHtml");
  });

  it("reads the real stock of each variant: sold out, or sold without a stock limit when the store sells it anyway", async () => {
    const soldOut = services(async () => ({ availableForSale: false, quantityAvailable: 0 }));
    expect((await loadProductPage(soldOut.services, BOOK.handle))?.stock).toEqual({
      "gid://shopify/ProductVariant/1": { availableForSale: false, quantityAvailable: 0 },
    });
    const backOrder = services(async () => ({ availableForSale: true, quantityAvailable: -2 }));
    expect((await loadProductPage(backOrder.services, BOOK.handle))?.stock).toEqual({
      "gid://shopify/ProductVariant/1": { availableForSale: true, quantityAvailable: 99 },
    });
  });

  it("falls back to one copy when the stock lookup fails or the store withholds it", async () => {
    const failing = services(async () => {
      throw new Error("réseau coupé");
    });
    const withheld = services(async () => ({ availableForSale: true, quantityAvailable: null }));
    for (const { services: s } of [failing, withheld]) {
      const view = await loadQuickView(s, BOOK.handle);
      expect(view?.stock["gid://shopify/ProductVariant/1"]).toEqual({ availableForSale: true, quantityAvailable: 1 });
    }
  });
});
