import type { ProductSummary, ProductVariant } from "../../../core/catalogue/catalogue-types.ts";
import { gradesOfOptions } from "../../../core/catalogue/condition-grades.ts";
import type { ProductInput, VariantInput } from "../catalogue-writer.ts";
import { isAvailable, isBackOrder } from "../graphql/catalogue-nodes.ts";
import { htmlToPlainText } from "../html-text.ts";

/**
 * A product of the demo generator as the Storefront API would summarise it, numbered by its position: for the tests
 * and benches that build the catalogue index without a database.
 */
export function demoProductSummary(input: ProductInput, index: number): ProductSummary {
  const prices = input.variants.map((variant) => Number(variant.price));
  const variants = input.variants.map((variant, i) => demoCopy(variant, `${index + 1}${i > 0 ? `-${i + 1}` : ""}`));
  return {
    id: `gid://shopify/Product/${index + 1}`,
    handle: input.handle,
    title: input.title,
    vendor: input.vendor,
    productType: input.productType,
    tags: input.tags,
    price: Math.min(...prices),
    priceVaries: Math.max(...prices) > Math.min(...prices),
    grades: gradesOfOptions(input.options),
    image: input.images[0]
      ? { url: input.images[0].url, altText: input.images[0].altText, width: 600, height: 800 }
      : null,
    availableForSale: variants.some((variant) => variant.availableForSale),
    firstVariantId: variants[0]?.id ?? null,
    description: htmlToPlainText(input.descriptionHtml),
    variants,
  };
}

/** A copy as the Storefront API answers it: for sale while in stock, untracked, or sold ahead (« continue »). */
function demoCopy(variant: VariantInput, number: string): ProductVariant {
  const tracked = variant.inventoryTracked ?? true;
  const stock = {
    inventoryTracked: tracked,
    inventoryQuantity: variant.inventoryQuantity,
    inventoryPolicy: variant.inventoryPolicy ?? "deny",
  };
  return {
    id: `gid://shopify/ProductVariant/${number}`,
    title: variant.title,
    sku: variant.sku || null,
    price: Number(variant.price),
    availableForSale: isAvailable(stock),
    backOrder: isBackOrder(stock),
    quantityAvailable: tracked ? variant.inventoryQuantity : null,
    weight: variant.weight ? Number(variant.weight) : null,
    weightUnit: variant.weightUnit ?? "GRAMS",
    selectedOptions: variant.selectedOptions,
  };
}
