import { isbnOf } from "../search/query-understanding.ts";
import type { ProductSummary } from "./catalogue-types.ts";

/** A whole identifier written as an ISBN: 10 or 13 digits (an ISBN-10 may end with X), with dashes or spaces. */
const ISBN_SHAPE = /^\d[\d -]{8,15}[\dXx]$/;

/** The ISBN label of a description (docs/product.md §3: « ISBN : 978-2-… »), and the number after it. */
const DESCRIPTION_ISBN = /\bISBN(?:-1[03])?\s*:?\s*([\dXx][\dXx -]{8,20})/g;

/** The ISBN-13 a whole identifier is (a SKU, an id an agent sends), or null: never an ISBN inside other words. */
export function isbnOfIdentifier(identifier: string): string | null {
  const wanted = identifier.trim();
  return ISBN_SHAPE.test(wanted) ? isbnOf(wanted) : null;
}

/**
 * A book's ISBN-13s (decision 036): its description's « ISBN : », then its copies' SKUs that are ISBNs (a shop that
 * files copies under their edition's ISBN). Each once, in that order.
 */
export function isbnsOfBook(book: Pick<ProductSummary, "description" | "variants">): string[] {
  const found = new Set<string>();
  for (const match of book.description.matchAll(DESCRIPTION_ISBN)) {
    const isbn = isbnOf(match[1] ?? "");
    if (isbn) found.add(isbn);
  }
  for (const variant of book.variants) {
    const isbn = variant.sku ? isbnOfIdentifier(variant.sku) : null;
    if (isbn) found.add(isbn);
  }
  return [...found];
}
