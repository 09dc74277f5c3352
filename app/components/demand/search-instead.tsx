import type { ProductCardData } from "../../../core/catalogue/catalogue-types.ts";
import { SEARCH_INSTEAD_TITLES } from "../../../core/messages/search.ts";
import { ProductCard } from "../product/product-card.tsx";

/**
 * A search that found no book for sale (issue 39): says so, points at the alert of the sold-out books found (each of
 * their cards carries it), and shows the closest books for sale; when nothing was found, some books for sale, never
 * called close (decision 036).
 */
export function SearchInstead({
  term,
  outcome,
  books,
}: {
  term: string;
  outcome: "none" | "sold-out";
  books: readonly ProductCardData[];
}) {
  return (
    <section
      aria-labelledby="en-vente-a-la-place"
      className="mt-6 rounded-xl border-2 border-brand-100 bg-brand-50 p-4"
    >
      <h2 id="en-vente-a-la-place" className="text-xl font-bold">
        {outcome === "sold-out"
          ? "Les livres trouvés sont épuisés pour le moment"
          : `Aucun livre ne correspond à « ${term} »`}
      </h2>
      <p className="mt-1">
        {outcome === "sold-out"
          ? "Chaque livre d'occasion est unique : « Me prévenir du retour » sur un livre épuisé vous écrit dès qu'un exemplaire revient. En attendant, ces livres proches sont disponibles :"
          : `Vérifiez l'orthographe ou essayez un autre mot. ${SEARCH_INSTEAD_TITLES.none} :`}
      </p>
      {books.length > 0 ? (
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {books.map((book) => (
            <li key={book.id} className="card-cell">
              <ProductCard product={book} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
