import type { VariantStock } from "../cart/cart-schemas.ts";
import type { ProductCardData, SelectedOption } from "../catalogue/catalogue-types.ts";

/** One copy of a book on the shared page: what the visitor chooses between, with its live price and stock. */
export type SharedCopy = {
  id: string;
  /** The copy's number, as `/panier?ajouter=…&variant=` takes it before hydration. */
  number: string;
  title: string;
  /** The grade in the shop's words, or the copy's own title when the store names none. */
  label: string;
  price: number;
  selectedOptions: SelectedOption[];
  stock: VariantStock;
};

export type SharedBook = { card: ProductCardData; copies: SharedCopy[] };

export type SharedListPageData = {
  id: string;
  title: string;
  books: SharedBook[];
  /** Books of the list no longer in the catalogue: the page says how many, they are not shown. */
  removed: number;
};
