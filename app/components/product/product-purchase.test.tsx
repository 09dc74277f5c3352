import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ProductForPage } from "../../lib/product-page-types.ts";
import { ProductPurchase } from "./product-purchase.tsx";

const variant = {
  id: "gid://shopify/ProductVariant/1",
  title: "Default Title",
  price: 5,
  availableForSale: true,
  backOrder: false,
  quantityAvailable: 4,
  weight: 200,
  weightUnit: "GRAMS",
  selectedOptions: [],
};
const product = (overrides: Partial<typeof variant>): ProductForPage => ({
  id: "gid://shopify/Product/1",
  handle: "imagier-des-saisons",
  title: "Mon imagier des saisons",
  vendor: "Nathan",
  productType: "Album",
  tags: [],
  price: 5,
  image: null,
  availableForSale: overrides.availableForSale ?? true,
  firstVariantId: variant.id,
  description: "",
  images: [],
  variants: [{ ...variant, ...overrides }],
  options: [],
});
const render = (overrides: Partial<typeof variant>, quantityAvailable: number) =>
  renderToString(
    <ProductPurchase
      product={product(overrides)}
      stock={{ [variant.id]: { availableForSale: overrides.availableForSale ?? true, quantityAvailable } }}
    />,
  );

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
