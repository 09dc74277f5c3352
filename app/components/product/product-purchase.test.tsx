import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ProductForPage } from "../../lib/product-page-types.ts";
import { testProduct } from "../../lib/test-product.ts";
import { ProductPurchase } from "./product-purchase.tsx";

type VariantOverrides = NonNullable<Parameters<typeof testProduct>[1]>;
const product = (overrides: VariantOverrides): ProductForPage =>
  testProduct(
    { handle: "imagier-des-saisons", title: "Mon imagier des saisons", price: 5 },
    { price: 5, ...overrides },
  );
const variantId = product({}).variants[0]?.id as string;
const render = (overrides: VariantOverrides, quantityAvailable: number) =>
  renderToString(
    <ProductPurchase
      product={product(overrides)}
      stock={{ [variantId]: { availableForSale: overrides.availableForSale ?? true, quantityAvailable } }}
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
