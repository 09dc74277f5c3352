import type { ProductDetail, ProductSummary } from "../../app/lib/catalogue-types.ts";
import { STOREFRONT_PAGE_SIZE } from "../../app/lib/shop-constants.ts";
import { CART_CREATE_MUTATION } from "./cart-documents.ts";
import { type CartCreateInput, type CartCreatePayload, cartCreateShape } from "./cart-shapes.ts";
import {
  PRODUCT_BY_HANDLE_QUERY,
  PRODUCT_SAFETY_QUERY,
  PRODUCTS_PAGE_QUERY,
  SHOP_NAME_QUERY,
  VARIANT_STOCK_QUERY,
} from "./documents.ts";
import {
  type ProductSafetyMetafields,
  productByHandleShape,
  productSafetyShape,
  productsPageShape,
  shopNameShape,
  toProductDetail,
  toProductSummary,
  variantStockShape,
} from "./product-shapes.ts";
import type { StorefrontTransport } from "./transport.ts";

export type ProductsPage = { products: ProductSummary[]; hasNextPage: boolean; endCursor: string | null };

/** Shopify allows handles of this length at most; anything longer cannot name a product. */
const MAX_HANDLE_LENGTH = 255;

export function createStorefrontClient(transport: StorefrontTransport) {
  return {
    async productsPage(after: string | null, first = STOREFRONT_PAGE_SIZE): Promise<ProductsPage> {
      const data = await transport.request(PRODUCTS_PAGE_QUERY, { first, after }, productsPageShape);
      if (!data) return { products: [], hasNextPage: false, endCursor: null };
      return {
        products: data.products.nodes.map(toProductSummary),
        hasNextPage: data.products.pageInfo.hasNextPage,
        endCursor: data.products.pageInfo.endCursor,
      };
    },

    async productByHandle(handle: string): Promise<ProductDetail | null> {
      // No store holds a handle with control characters (PostgreSQL text cannot even store U+0000).
      if (handle.length === 0 || handle.length > MAX_HANDLE_LENGTH || /\p{Cc}/u.test(handle)) return null;
      const data = await transport.request(PRODUCT_BY_HANDLE_QUERY, { handle }, productByHandleShape);
      return data?.product ? toProductDetail(data.product) : null;
    },

    /** Units of a variant that can be sold now; null when the store does not say. */
    async variantStock(variantId: string): Promise<{ availableForSale: boolean; quantityAvailable: number | null }> {
      const data = await transport.request(VARIANT_STOCK_QUERY, { id: variantId }, variantStockShape);
      const node = data?.node;
      if (!node || node.availableForSale === undefined) return { availableForSale: false, quantityAvailable: null };
      return { availableForSale: node.availableForSale, quantityAvailable: node.quantityAvailable ?? null };
    },

    /** SPEC §7 call 6. Null when the store answered nothing usable (HTTP 402 or no payload). */
    async cartCreate(input: CartCreateInput): Promise<CartCreatePayload | null> {
      const data = await transport.request(CART_CREATE_MUTATION, { input }, cartCreateShape);
      return data?.cartCreate ?? null;
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
