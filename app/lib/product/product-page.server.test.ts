import { describe, expect, it } from "vitest";
import type { ProductDetail } from "../../../core/catalogue/catalogue-types.ts";
import { isPlausibleHandle } from "../../../core/catalogue/handle.ts";
import { testProduct } from "../../../core/catalogue/product.test-helper.ts";
import { createCatalogueIndex } from "../../../server/catalogue/catalogue-index.ts";
import { createProductDetails } from "../../../server/catalogue/product-details.ts";
import type { StorefrontClient } from "../../../server/storefront/storefront-client.ts";
import { loadProductPage, loadQuickView } from "./product-page.server.ts";

const BOOK: ProductDetail = testProduct({
  descriptionHtml:
    '<p><strong>Un conte.</strong></p><p onclick="x()">Il était une fois<script>alert(1)</script>.</p><p>Collection : Contes</p>',
});

/** The store's services holding BOOK with its one variant's stock as `stock` says; `variantStock` must not be asked. */
function services(stock: Pick<ProductDetail["variants"][number], "availableForSale" | "quantityAvailable">) {
  const asked: string[] = [];
  const book: ProductDetail = { ...BOOK, variants: BOOK.variants.map((variant) => ({ ...variant, ...stock })) };
  const storefront = {
    async productByHandle(handle: string) {
      asked.push(handle);
      return handle === BOOK.handle ? book : null;
    },
    async variantStock() {
      throw new Error("le stock est déjà dans la réponse du produit");
    },
    async productsPage() {
      return { products: [], hasNextPage: false, endCursor: null };
    },
  } as unknown as StorefrontClient;
  return {
    asked,
    services: { productDetails: createProductDetails(storefront, 0), catalogue: createCatalogueIndex(storefront) },
  };
}

describe("product page data", () => {
  it("refuses handles with odd characters or over 255 characters without asking the store", async () => {
    const { asked, services: s } = services({ availableForSale: true, quantityAvailable: 3 });
    for (const handle of ["<script>", "a/b", "", "a".repeat(1000), "..%2F", "a b"]) {
      expect(isPlausibleHandle(handle)).toBe(false);
      await expect(loadProductPage(s, handle)).resolves.toBeNull();
    }
    expect(asked).toEqual([]);
    expect(isPlausibleHandle("livre-éveil_2")).toBe(true);
  });

  it("answers null for an unknown handle (the route's 404)", async () => {
    const { services: s } = services({ availableForSale: true, quantityAvailable: 3 });
    await expect(loadProductPage(s, "inconnu")).resolves.toBeNull();
    await expect(loadQuickView(s, "inconnu")).resolves.toBeNull();
  });

  it("sends the parsed, sanitised description and not the raw HTML", async () => {
    const { services: s } = services({ availableForSale: true, quantityAvailable: 3 });
    const page = await loadProductPage(s, BOOK.handle);
    expect(page?.details).toMatchObject({ shortDescription: "Un conte.", collection: "Contes" });
    expect(page?.details.descriptionHtml).toBe("<p>Il était une fois.</p>");
    expect(page?.product).not.toHaveProperty("descriptionHtml");
  });

  it("takes each variant's real stock from the product's own answer: sold out, or sold without a stock limit when the store sells it anyway", async () => {
    const soldOut = services({ availableForSale: false, quantityAvailable: 0 });
    expect((await loadProductPage(soldOut.services, BOOK.handle))?.stock).toEqual({
      "gid://shopify/ProductVariant/1": { availableForSale: false, quantityAvailable: 0 },
    });
    const backOrder = services({ availableForSale: true, quantityAvailable: -2 });
    expect((await loadProductPage(backOrder.services, BOOK.handle))?.stock).toEqual({
      "gid://shopify/ProductVariant/1": { availableForSale: true, quantityAvailable: 99 },
    });
    const counted = services({ availableForSale: true, quantityAvailable: 4 });
    expect((await loadQuickView(counted.services, BOOK.handle))?.stock).toEqual({
      "gid://shopify/ProductVariant/1": { availableForSale: true, quantityAvailable: 4 },
    });
  });

  it("allows one copy when the store withholds the quantity", async () => {
    const withheld = services({ availableForSale: true, quantityAvailable: null });
    const view = await loadQuickView(withheld.services, BOOK.handle);
    expect(view?.stock["gid://shopify/ProductVariant/1"]).toEqual({ availableForSale: true, quantityAvailable: 1 });
  });
});
