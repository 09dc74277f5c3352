import type { VariantStock } from "../cart/cart-schemas.ts";
import type { ProductCardData, ProductDetail } from "./catalogue-types.ts";
import type { ParsedDescription } from "./product-description.ts";

/** The product page's two tabs (docs/product.md §2): books of the same collection, books of the same publisher. */
export type RelatedProducts = { sameCollection: ProductCardData[]; samePublisher: ProductCardData[] };

/**
 * A product as the browser receives it: the raw description HTML and its plain text stay on the server (only the
 * sanitised parts of `details` go, so the text is not sent twice).
 */
export type ProductForPage = Omit<ProductDetail, "descriptionHtml" | "description">;

export type ProductPageData = {
  product: ProductForPage;
  details: ParsedDescription;
  /** Real stock of each variant, by variant id (docs/product.md §10.1). */
  stock: Record<string, VariantStock>;
  related: RelatedProducts;
  /** A sold-out title only: the books for sale closest to it (issue 39), shown beside its alert form. */
  forSaleInstead: ProductCardData[];
};

export type QuickViewData = {
  product: ProductForPage;
  shortDescription: string;
  stock: Record<string, VariantStock>;
};
