import { Link } from "react-router";
import { type ListingAddress, listingHref } from "../../lib/catalogue/listing-url.ts";
import { paginationItems } from "../../lib/catalogue/pagination.ts";

export function PaginationNav({
  page,
  pageCount,
  address,
}: {
  page: number;
  pageCount: number;
  address: ListingAddress;
}) {
  if (pageCount <= 1) return null;
  const href = (target: number) => listingHref(address.path, address.search, { page: target });
  const linkClass = "grid min-w-10 place-items-center rounded-full px-3 py-2 hover:bg-brand-100";
  return (
    <nav aria-label="Pagination" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} className={linkClass}>
              Précédente
            </Link>
          </li>
        ) : null}
        {paginationItems(page, pageCount).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              {item === page ? (
                <span
                  aria-current="page"
                  className={`${linkClass} bg-brand-600 font-bold text-white hover:bg-brand-600`}
                >
                  {item}
                </span>
              ) : (
                <Link to={href(item)} className={linkClass} aria-label={`Page ${item}`}>
                  {item}
                </Link>
              )}
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-2">
              …
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={href(page + 1)} className={linkClass}>
              Suivante
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
