import type { AppServices } from "../../server/services.ts";
import type { VariantStock } from "./cart-schemas.ts";
import { productDescriptionForPage } from "./product-description.server.ts";
import type { ProductForPage, ProductPageData, QuickViewData } from "./product-page-types.ts";
import { RELATED_PRODUCTS_SHOWN } from "./shop-constants.ts";

/** Longest handle Shopify accepts; letters of any alphabet, digits, hyphens and underscores only. */
const HANDLE = /^[\p{L}\p{N}_-]{1,255}$/u;

export function isPlausibleHandle(handle: string | null | undefined): handle is string {
  return typeof handle === "string" && HANDLE.test(handle);
}

type Services = Pick<AppServices, "storefront" | "catalogue" | "cart">;

/** Everything the product page shows, or null when no product has this handle (the route answers 404). */
export async function loadProductPage(services: Services, handle: string): Promise<ProductPageData | null> {
  const found = await findProduct(services, handle);
  if (!found) return null;
  const { product, descriptionHtml } = found;
  const details = productDescriptionForPage(descriptionHtml);
  return {
    product,
    details,
    stock: await stockOf(services, product),
    related: services.catalogue.related(product, details.collection, RELATED_PRODUCTS_SHOWN),
  };
}

/** What the quick-view dialog shows (SPEC §2), or null when no product has this handle. */
export async function loadQuickView(services: Services, handle: string): Promise<QuickViewData | null> {
  const found = await findProduct(services, handle);
  if (!found) return null;
  const { product, descriptionHtml } = found;
  return {
    product,
    shortDescription: productDescriptionForPage(descriptionHtml).shortDescription,
    stock: await stockOf(services, product),
  };
}

async function findProduct(services: Services, handle: string) {
  if (!isPlausibleHandle(handle)) return null;
  const detail = await services.storefront.productByHandle(handle);
  if (!detail) return null;
  const { descriptionHtml, ...product } = detail;
  return { product, descriptionHtml };
}

async function stockOf(services: Services, product: ProductForPage): Promise<Record<string, VariantStock>> {
  const entries = await Promise.all(
    product.variants.map(async (variant) => [variant.id, await services.cart.stock(variant.id)] as const),
  );
  return Object.fromEntries(entries);
}
