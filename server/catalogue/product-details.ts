import type { ProductDetail } from "../../core/catalogue/catalogue-types.ts";
import type { StorefrontClient } from "../storefront/storefront-client.ts";

/** Product pages kept at once: about 3 KB each, so well under 2 MB even at 50,000 books. */
export const PRODUCT_DETAILS_KEPT = 500;

export type ProductDetails = {
  /** A product with its copies, images and stock, or null when the store has none with this handle. */
  byHandle(handle: string): Promise<ProductDetail | null>;
  /**
   * Several products at once (an agent's page of results): those kept answer at once, the others come from the store in
   * one request and are kept like a viewed product. Null in place of a product the store no longer has.
   */
  many(products: ReadonlyArray<Pick<ProductDetail, "id" | "handle">>): Promise<Array<ProductDetail | null>>;
  /** Forgets every product: a products-changed event that does not say which changed (an import, a full re-read). */
  invalidate(): void;
  /**
   * A products-changed event: forgets the products it names (a sale's books, by Storefront id) and every question
   * still unanswered, which may have read the stock before the change; every product when it names none.
   */
  changed(productIds?: readonly string[]): void;
  /**
   * Forgets these products only, by id or handle (a product whose handle changed is kept under the old one): those the
   * reconciliation read as updated since its last look.
   */
  forget(products: ReadonlyArray<Pick<ProductDetail, "id" | "handle">>): void;
};

/**
 * The product page's and quick view's products, read from the store once and kept until the next products-changed
 * event (issue 22): every change to stock or products raises one, on this instance or another sharing the database,
 * so a page never shows a stock older than the event. Without such events (Shopify without webhooks) `keep` is 0 and
 * every view asks the store, as before. The most recently viewed are kept; one question per product at a time.
 */
export function createProductDetails(
  storefront: Pick<StorefrontClient, "productByHandle" | "productDetailsByIds">,
  keep: number = PRODUCT_DETAILS_KEPT,
): ProductDetails {
  const kept = new Map<string, Promise<ProductDetail | null>>();
  // The id of each kept product once the store has answered: a handle may have changed since.
  const ids = new Map<string, string>();
  const drop = (handle: string) => {
    kept.delete(handle);
    ids.delete(handle);
  };
  /** Keeps a question under its handle, the most recent last; an unknown product or a failure is not kept. */
  const keepAsked = (handle: string, asked: Promise<ProductDetail | null>) => {
    kept.set(handle, asked);
    if (kept.size > keep) drop(kept.keys().next().value as string);
    const forget = () => {
      if (kept.get(handle) === asked) drop(handle);
    };
    asked.then((detail) => {
      if (!detail) forget();
      else if (kept.get(handle) === asked) ids.set(handle, detail.id);
    }, forget);
  };
  const forgetAll = () => {
    kept.clear();
    ids.clear();
  };
  return {
    byHandle(handle) {
      if (keep === 0) return storefront.productByHandle(handle);
      const known = kept.get(handle);
      if (known) {
        // Map order is insertion order: moving it last makes the first entry the least recently viewed.
        kept.delete(handle);
        kept.set(handle, known);
        return known;
      }
      const asked = storefront.productByHandle(handle);
      keepAsked(handle, asked);
      return asked;
    },
    async many(products) {
      const missing = keep === 0 ? products : products.filter((product) => !kept.has(product.handle));
      const read = missing.length > 0 ? storefront.productDetailsByIds(missing.map((product) => product.id)) : null;
      if (keep > 0) {
        missing.forEach((product, i) => {
          keepAsked(product.handle, read ? read.then((details) => details?.[i] ?? null) : Promise.resolve(null));
        });
      }
      const fresh = new Map(missing.map((product, i) => [product.handle, i]));
      const details = read ? await read : [];
      return Promise.all(
        products.map((product) => {
          const i = fresh.get(product.handle);
          if (i !== undefined) return details?.[i] ?? null;
          return kept.get(product.handle) ?? null;
        }),
      );
    },
    invalidate: forgetAll,
    changed(productIds) {
      if (!productIds?.length) {
        forgetAll();
        return;
      }
      const changedIds = new Set(productIds);
      for (const handle of [...kept.keys()]) {
        const id = ids.get(handle);
        if (id === undefined || changedIds.has(id)) drop(handle);
      }
    },
    forget(products) {
      const changedIds = new Set(products.map((product) => product.id));
      for (const product of products) drop(product.handle);
      for (const [handle, id] of ids) if (changedIds.has(id)) drop(handle);
    },
  };
}
