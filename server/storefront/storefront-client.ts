import type { z } from "zod";
import type { ProductDetail, ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { STOREFRONT_PAGE_SIZE } from "../../core/shop-constants.ts";
import { CART_CREATE_MUTATION } from "./cart-documents.ts";
import { type CartCreateInput, type CartCreatePayload, cartCreateShape } from "./cart-shapes.ts";
import {
  PRODUCT_BY_HANDLE_QUERY,
  PRODUCT_COPIES_QUERY,
  PRODUCT_DETAILS_BY_IDS_QUERY,
  PRODUCT_SAFETY_QUERY,
  PRODUCTS_BY_IDS_QUERY,
  PRODUCTS_PAGE_QUERY,
  PRODUCTS_UPDATED_SINCE_QUERY,
  SHOP_NAME_QUERY,
  VARIANT_STOCK_QUERY,
  VARIANTS_BY_IDS_QUERY,
} from "./documents.ts";
import {
  type CopyOfBook,
  type ProductCopies,
  type ProductSafetyMetafields,
  productByHandleShape,
  productCopiesShape,
  productDetailsByIdsShape,
  productSafetyShape,
  productsByIdsShape,
  productsPageShape,
  shopNameShape,
  toCopyOfBook,
  toProductCopies,
  toProductDetail,
  toProductSummary,
  variantStockShape,
  variantsByIdsShape,
} from "./product-shapes.ts";
import type { ShopPaths } from "./shop-paths.ts";
import { TRIAL_CART_HEADER } from "./storefront-headers.ts";
import type { StorefrontTransport } from "./transport.ts";

export type ProductsPage = { products: ProductSummary[]; hasNextPage: boolean; endCursor: string | null };

/**
 * Products per page of the reconciliation's `updated_at` search. A search costs the local service as much as a page of
 * 200 books (document-guard.ts); at 50 books a page the document stays within its limit with the margin the catalogue
 * page has. Few products change between two looks.
 */
export const UPDATED_PRODUCTS_PAGE_SIZE = 50;

/** Products read by id in one request, each with its copies, as many as a page of the catalogue sync. */
export const PRODUCTS_PER_READ = STOREFRONT_PAGE_SIZE;

/** Shopify allows handles of this length at most; anything longer cannot name a product. */
const MAX_HANDLE_LENGTH = 255;

/**
 * `shopPaths` writes the store's URLs on the shop's own origin (the local service's covers and checkout) as paths; a
 * Shopify store's URLs are on its CDN and checkout domain and stay whole.
 */
export function createStorefrontClient(transport: StorefrontTransport, shopPaths: ShopPaths = (url) => url) {
  const toProductsPage = (data: z.infer<typeof productsPageShape>): ProductsPage => ({
    products: data.products.nodes.map((node) => toProductSummary(node, shopPaths)),
    hasNextPage: data.products.pageInfo.hasNextPage,
    endCursor: data.products.pageInfo.endCursor,
  });
  return {
    async productsPage(after: string | null, first = STOREFRONT_PAGE_SIZE): Promise<ProductsPage> {
      const data = await transport.request(PRODUCTS_PAGE_QUERY, { first, after }, productsPageShape);
      return data ? toProductsPage(data) : { products: [], hasNextPage: false, endCursor: null };
    },

    /**
     * A page of the products updated after `since` (Shopify's `updated_at` search), as the catalogue index holds them;
     * null when the store answered nothing usable.
     */
    async productsUpdatedSince(
      since: Date,
      after: string | null,
      first = UPDATED_PRODUCTS_PAGE_SIZE,
    ): Promise<ProductsPage | null> {
      const query = `updated_at:>'${since.toISOString()}'`;
      const data = await transport.request(PRODUCTS_UPDATED_SINCE_QUERY, { query, first, after }, productsPageShape);
      return data ? toProductsPage(data) : null;
    },

    /**
     * The products of these ids as the catalogue index holds them, in the same order; null in place of an id that
     * names no published product. Null when the store answered nothing usable.
     */
    async productsByIds(ids: readonly string[]): Promise<Array<ProductSummary | null> | null> {
      const read: Array<ProductSummary | null> = [];
      for (let start = 0; start < ids.length; start += PRODUCTS_PER_READ) {
        const chunk = ids.slice(start, start + PRODUCTS_PER_READ);
        const data = await transport.request(PRODUCTS_BY_IDS_QUERY, { ids: chunk }, productsByIdsShape);
        if (!data) return null;
        read.push(...data.nodes.map((node) => (node ? toProductSummary(node, shopPaths) : null)));
      }
      return read;
    },

    /** The copies of these titles, in the same order; null in place of an id gone; null when nothing usable came. */
    async productCopies(ids: readonly string[]): Promise<Array<ProductCopies | null> | null> {
      if (ids.length === 0) return [];
      const data = await transport.request(PRODUCT_COPIES_QUERY, { ids }, productCopiesShape);
      return data ? data.nodes.map((node) => (node ? toProductCopies(node) : null)) : null;
    },

    /** The copies of these variant ids with their books, in the same order; null in place of an id that names none. */
    async copiesByIds(ids: readonly string[]): Promise<Array<CopyOfBook | null> | null> {
      if (ids.length === 0) return [];
      const data = await transport.request(VARIANTS_BY_IDS_QUERY, { ids }, variantsByIdsShape);
      return data ? data.nodes.map((node) => toCopyOfBook(node, shopPaths)) : null;
    },

    async productByHandle(handle: string): Promise<ProductDetail | null> {
      // No store holds a handle with control characters (PostgreSQL text cannot even store U+0000).
      if (handle.length === 0 || handle.length > MAX_HANDLE_LENGTH || /\p{Cc}/u.test(handle)) return null;
      const data = await transport.request(PRODUCT_BY_HANDLE_QUERY, { handle }, productByHandleShape);
      return data?.product ? toProductDetail(data.product, shopPaths) : null;
    },

    /** Product pages' products by Storefront id, in the same order; null in place of an id that names none. */
    async productDetailsByIds(ids: readonly string[]): Promise<Array<ProductDetail | null> | null> {
      if (ids.length === 0) return [];
      const data = await transport.request(PRODUCT_DETAILS_BY_IDS_QUERY, { ids }, productDetailsByIdsShape);
      return data ? data.nodes.map((node) => (node ? toProductDetail(node, shopPaths) : null)) : null;
    },

    /** Units of a variant that can be sold now; null when the store does not say. */
    async variantStock(variantId: string): Promise<{ availableForSale: boolean; quantityAvailable: number | null }> {
      const data = await transport.request(VARIANT_STOCK_QUERY, { id: variantId }, variantStockShape);
      const node = data?.node;
      if (!node || node.availableForSale === undefined) return { availableForSale: false, quantityAvailable: null };
      return { availableForSale: node.availableForSale, quantityAvailable: node.quantityAvailable ?? null };
    },

    /**
     * docs/product.md §7 call 6. Null when the store answered nothing usable (HTTP 402 or no payload). A `trial` cart (a promo
     * check) is not kept by the local commerce service; Shopify ignores the header.
     */
    async cartCreate(input: CartCreateInput, options: { trial?: boolean } = {}): Promise<CartCreatePayload | null> {
      const headers = options.trial ? { [TRIAL_CART_HEADER]: "1" } : undefined;
      const data = await transport.request(CART_CREATE_MUTATION, { input }, cartCreateShape, { headers });
      const payload = data?.cartCreate;
      if (!payload?.cart?.checkoutUrl) return payload ?? null;
      return { ...payload, cart: { ...payload.cart, checkoutUrl: shopPaths(payload.cart.checkoutUrl) } };
    },

    /** Shopify mode: the `gpsr` metafields of a product (GPSR Art. 19), null when the product is unknown. */
    async productSafety(handle: string): Promise<ProductSafetyMetafields | null> {
      const data = await transport.request(PRODUCT_SAFETY_QUERY, { handle }, productSafetyShape);
      const product = data?.product;
      if (!product) return null;
      return {
        manufacturerName: product.manufacturerName?.value ?? null,
        manufacturerAddress: product.manufacturerAddress?.value ?? null,
        manufacturerEmail: product.manufacturerEmail?.value ?? null,
        warnings: product.warnings?.value ?? null,
      };
    },

    async shopName(): Promise<string | null> {
      const data = await transport.request(SHOP_NAME_QUERY, {}, shopNameShape);
      return data?.shop.name ?? null;
    },
  };
}

export type StorefrontClient = ReturnType<typeof createStorefrontClient>;
