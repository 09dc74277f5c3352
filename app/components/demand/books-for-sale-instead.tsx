import { Link } from "react-router";
import type { ProductCardData } from "../../../core/catalogue/catalogue-types.ts";
import { imageAtWidth, imageBox } from "../../lib/product/responsive-image.ts";
import { CardPrice } from "../product/card-price.tsx";

/**
 * The books for sale closest to a sold-out one, small enough to sit beside its alert form above the fold: a cover, a
 * title and a price, each a link to its page (issue 39: no page left with nothing to do).
 */
export function BooksForSaleInstead({ books, heading }: { books: readonly ProductCardData[]; heading: string }) {
  if (books.length === 0) return null;
  return (
    <section aria-labelledby="disponibles-maintenant">
      <h2 id="disponibles-maintenant" className="text-lg font-bold">
        {heading}
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-3">
        {books.map((book) => (
          <li key={book.id}>
            <Link
              to={`/produit/${book.handle}`}
              className="flex h-full items-center gap-3 rounded-lg border border-brand-100 p-2 hover:bg-brand-50"
            >
              {book.image ? (
                <img
                  src={imageAtWidth(book.image.url, 160)}
                  alt=""
                  {...imageBox(book.image)}
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-12 shrink-0 rounded object-cover"
                />
              ) : null}
              <span className="min-w-0">
                <span className="line-clamp-2 text-sm font-semibold">{book.title}</span>
                <CardPrice price={book.price} varies={book.priceVaries} className="text-sm font-bold text-brand-700" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
