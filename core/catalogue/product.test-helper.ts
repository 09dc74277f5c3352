import type { ProductDetail, ProductVariant } from "./catalogue-types.ts";

/** For the tests: a one-copy book as the storefront answers it, with what a test changes in it or in its variant. */
export function testProduct(
  overrides: Partial<Omit<ProductDetail, "variants">> = {},
  variantOverrides: Partial<ProductVariant> = {},
): ProductDetail {
  const variant: ProductVariant = {
    id: "gid://shopify/ProductVariant/1",
    title: "Default Title",
    sku: null,
    price: 6.9,
    availableForSale: true,
    backOrder: false,
    quantityAvailable: 4,
    weight: 200,
    weightUnit: "GRAMS",
    selectedOptions: [],
    ...variantOverrides,
  };
  return {
    id: "gid://shopify/Product/1",
    handle: "le-petit-poucet",
    title: "Le Petit Poucet",
    vendor: "Nathan",
    productType: "Album",
    tags: [],
    price: variant.price,
    priceVaries: false,
    grades: [],
    image: null,
    availableForSale: variant.availableForSale,
    firstVariantId: variant.id,
    description: "",
    descriptionHtml: "",
    images: [],
    options: [],
    ...overrides,
    variants: [variant],
  };
}
