import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { type CatalogueIndex, createCatalogueIndex } from "../catalogue/catalogue-index.ts";
import { demoProductSummary } from "../commerce/demo/demo-product-summary.ts";
import { generateDemoCatalogue } from "../commerce/demo/generate-demo-catalogue.ts";

/**
 * The real catalogue index over the deterministic demo catalogue, without a database: what the assistant's tests and
 * the latency bench ask questions of.
 */
export async function demoCatalogueIndex(
  count = 3_200,
): Promise<{ index: CatalogueIndex; products: ProductSummary[] }> {
  const products = generateDemoCatalogue({ count }).map(demoProductSummary);
  const index = createCatalogueIndex({
    async productsPage() {
      return { products, hasNextPage: false, endCursor: null };
    },
    async productsByIds(ids) {
      return ids.map((id) => products.find((product) => product.id === id) ?? null);
    },
  });
  await index.refresh();
  return { index, products };
}
