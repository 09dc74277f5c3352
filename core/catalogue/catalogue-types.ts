import type { GradeSlug } from "./condition-grades.ts";

/** Shapes of catalogue data as loaders hand them to screens: plain, serialisable, browser-safe. */

export type ProductImage = {
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
};

export type ProductSummary = {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  tags: string[];
  /** Lowest variant price in EUR. */
  price: number;
  /** The copies differ in price: a card writes « dès » before the lowest. */
  priceVaries: boolean;
  /** The grades its copies come in (decision 019), best first; empty when the store names none. */
  grades: GradeSlug[];
  image: ProductImage | null;
  availableForSale: boolean;
  firstVariantId: string | null;
  /** Plain-text description, for search and short texts. */
  description: string;
  /** Its copies (grade, price, stock): a shopping agent's search answers them from the catalogue index. */
  variants: ProductVariant[];
};

/**
 * What a book's card shows and does (docs/product.md §2: cover, title, price, heart, quick view, 'Ajouter au panier'), and all
 * the browser receives of a book in a grid or carousel: the description, tags and type stay on the server.
 */
export type ProductCardData = Pick<
  ProductSummary,
  "id" | "handle" | "title" | "vendor" | "price" | "priceVaries" | "image" | "availableForSale" | "firstVariantId"
>;

/** A book reduced to its card, for loader data and the favourites kept in the browser. */
export function cardDataOf(product: ProductCardData): ProductCardData {
  const { id, handle, title, vendor, price, priceVaries, image, availableForSale, firstVariantId } = product;
  return { id, handle, title, vendor, price, priceVaries, image, availableForSale, firstVariantId };
}

export type SelectedOption = { name: string; value: string };

export type ProductVariant = {
  id: string;
  title: string;
  /** The store's stock-keeping reference, when it gives one (structured data). */
  sku: string | null;
  price: number;
  availableForSale: boolean;
  /** Sold although out of stock (Shopify's 'continue' policy at zero): it ships once restocked, later than usual. */
  backOrder: boolean;
  /** null when the store withholds it (Shopify without the inventory scope). */
  quantityAvailable: number | null;
  weight: number | null;
  weightUnit: string;
  selectedOptions: SelectedOption[];
};

export type ProductDetail = ProductSummary & {
  descriptionHtml: string;
  images: ProductImage[];
  options: { name: string; values: string[] }[];
};
