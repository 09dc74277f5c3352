import type { ProductSummary } from "../../app/lib/catalogue-types.ts";
import { type CatalogueIndex, createCatalogueIndex } from "../catalogue/catalogue-index.ts";
import type { ProductInput } from "../commerce/catalogue-writer.ts";
import { generateDemoCatalogue } from "../commerce/demo/generate-demo-catalogue.ts";
import { htmlToPlainText } from "../commerce/html-text.ts";

/** A product of the demo generator as the Storefront API would summarise it. */
function toSummary(input: ProductInput, index: number): ProductSummary {
  return {
    id: `gid://shopify/Product/${index + 1}`,
    handle: input.handle,
    title: input.title,
    vendor: input.vendor,
    productType: input.productType,
    tags: input.tags,
    price: Math.min(...input.variants.map((variant) => Number(variant.price))),
    image: null,
    availableForSale: input.variants.some((variant) => variant.inventoryQuantity > 0),
    firstVariantId: `gid://shopify/ProductVariant/${index + 1}`,
    description: htmlToPlainText(input.descriptionHtml),
  };
}

/**
 * The real catalogue index over the deterministic demo catalogue, without a database: what the assistant's tests and
 * the latency bench ask questions of.
 */
export async function demoCatalogueIndex(
  count = 3_200,
): Promise<{ index: CatalogueIndex; products: ProductSummary[] }> {
  const products = generateDemoCatalogue({ count }).map(toSummary);
  const index = createCatalogueIndex({
    async productsPage() {
      return { products, hasNextPage: false, endCursor: null };
    },
  });
  await index.refresh();
  return { index, products };
}
