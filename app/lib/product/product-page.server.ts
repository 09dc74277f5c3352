import type { VariantStock } from "../../../core/cart/cart-schemas.ts";
import { stockFrom } from "../../../core/cart/stock-rules.ts";
import { cardDataOf } from "../../../core/catalogue/catalogue-types.ts";
import { isPlausibleHandle } from "../../../core/catalogue/handle.ts";
import type { ProductForPage, ProductPageData, QuickViewData } from "../../../core/catalogue/product-page-types.ts";
import { FOR_SALE_INSTEAD_SHOWN, RELATED_PRODUCTS_SHOWN } from "../../../core/shop-constants.ts";
import type { AppServices } from "../../../server/services.ts";
import { productDescriptionForPage } from "./product-description.server.ts";

type Services = Pick<AppServices, "productDetails" | "catalogue">;

/** Everything the product page shows, or null when no product has this handle (the route answers 404). */
export async function loadProductPage(services: Services, handle: string): Promise<ProductPageData | null> {
  const found = await findProduct(services, handle);
  if (!found) return null;
  const { product, descriptionHtml } = found;
  const details = productDescriptionForPage(descriptionHtml);
  return {
    product,
    details,
    stock: stockOf(product),
    related: services.catalogue.related(product, details.collection, RELATED_PRODUCTS_SHOWN),
    forSaleInstead: product.availableForSale
      ? []
      : services.catalogue
          .nearestForSale(
            product.handle,
            { collection: details.collection, author: details.author },
            FOR_SALE_INSTEAD_SHOWN,
          )
          .map(cardDataOf),
  };
}

/** What the quick-view dialog shows (docs/product.md §2), or null when no product has this handle. */
export async function loadQuickView(services: Services, handle: string): Promise<QuickViewData | null> {
  const found = await findProduct(services, handle);
  if (!found) return null;
  const { product, descriptionHtml, description } = found;
  return {
    product,
    // A description without a bold first paragraph has no short form: the dialog shows the text itself.
    shortDescription: productDescriptionForPage(descriptionHtml).shortDescription || description,
    stock: stockOf(product),
  };
}

async function findProduct(services: Services, handle: string) {
  if (!isPlausibleHandle(handle)) return null;
  const detail = await services.productDetails.byHandle(handle);
  if (!detail) return null;
  const { descriptionHtml, description, ...product } = detail;
  return { product, descriptionHtml, description };
}

/** The product's own answer already holds each variant's stock, read with it: no second question to the store. */
function stockOf(product: ProductForPage): Record<string, VariantStock> {
  return Object.fromEntries(product.variants.map((variant) => [variant.id, stockFrom(variant)]));
}
