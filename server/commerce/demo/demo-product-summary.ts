import type { ProductSummary } from "../../../core/catalogue/catalogue-types.ts";
import { gradesOfOptions } from "../../../core/catalogue/condition-grades.ts";
import type { ProductInput } from "../catalogue-writer.ts";
import { htmlToPlainText } from "../html-text.ts";

/**
 * A product of the demo generator as the Storefront API would summarise it, numbered by its position: for the tests
 * and benches that build the catalogue index without a database.
 */
export function demoProductSummary(input: ProductInput, index: number): ProductSummary {
  const prices = input.variants.map((variant) => Number(variant.price));
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
    availableForSale: input.variants.some((variant) => variant.inventoryQuantity > 0),
    firstVariantId: `gid://shopify/ProductVariant/${index + 1}`,
    description: htmlToPlainText(input.descriptionHtml),
  };
}
