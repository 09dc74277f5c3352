import { Link } from "react-router";
import { hasFilters, listingSearch, unfilteredListingHref } from "../../../core/catalogue/listing-params.ts";
import { CATALOGUE_MESSAGES } from "../../../core/messages/catalogue.ts";
import type { ListingPageData } from "../../lib/catalogue/listing-loader.server.ts";
import { useRevalidateOnProductsChanged } from "../../lib/catalogue/use-products-changed.ts";
import { ProductCard } from "../product/product-card.tsx";
import { Breadcrumb } from "./breadcrumb.tsx";
import { FilterPanel } from "./filter-panel.tsx";
import { PaginationNav } from "./pagination-nav.tsx";
import { SortSelect } from "./sort-select.tsx";

/** The shared body of the age, theme, category and search pages (docs/product.md §2 listing pages). */
export function ListingPage({ data, children }: { data: ListingPageData; children?: React.ReactNode }) {
  const { listing, params } = data;
  // The links and forms carry what the page is made of, not whatever the address it was asked by carried.
  const address = { path: data.path, search: listingSearch(params) };
  useRevalidateOnProductsChanged();
  const countLabel = `${listing.total} ${listing.total === 1 ? "livre trouvé" : "livres trouvés"}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumb items={data.breadcrumb} />
      <h1 className="mt-3 text-3xl font-extrabold">{data.heading}</h1>
      {children}
      <div className="mt-6 grid gap-8 md:grid-cols-[16rem_1fr]">
        <FilterPanel listing={listing} params={params} address={address} showAges={!data.path.startsWith("/age/")} />
        <section aria-labelledby="listing-books">
          {/* The cards' h3 titles need an h2 above them (heading order, WCAG 1.3.1). */}
          <h2 id="listing-books" className="sr-only">
            Livres
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="font-semibold">
              {countLabel}
            </p>
            <SortSelect value={params.sort} address={address} searchPage={data.searchTerm !== null} />
          </div>
          {listing.products.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg bg-brand-50 p-8 text-center">
              <p className="font-semibold">{CATALOGUE_MESSAGES.noProducts}</p>
              {/* A page with nothing to show still leads somewhere (issue 39). */}
              {hasFilters(params) ? (
                <Link to={unfilteredListingHref(data.path, params)} className="font-semibold text-brand-700 underline">
                  Retirer les filtres
                </Link>
              ) : data.searchTerm === null ? (
                <Link to="/" className="font-semibold text-brand-700 underline">
                  Voir notre sélection
                </Link>
              ) : null}
            </div>
          ) : (
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {listing.products.map((product, index) => (
                <li key={product.id} className="card-cell">
                  <ProductCard product={product} priority={index < 4} />
                </li>
              ))}
            </ul>
          )}
          <PaginationNav page={listing.page} pageCount={listing.pageCount} address={address} />
        </section>
      </div>
    </div>
  );
}
