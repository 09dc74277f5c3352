import { cardDataOf } from "../../core/catalogue/catalogue-types.ts";
import { parseListingParams } from "../../core/catalogue/listing-params.server.ts";
import { hasFilters, type ListingParams } from "../../core/catalogue/listing-params.ts";
import { SEARCH_INSTEAD_SHOWN } from "../../core/shop-constants.ts";
import { ListingPage } from "../components/catalogue/listing-page.tsx";
import { SearchUnderstanding } from "../components/catalogue/search-understanding.tsx";
import { SearchInstead } from "../components/demand/search-instead.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { servicesContext } from "../context.ts";
import { loadListing } from "../lib/catalogue/listing-loader.server.ts";
import { listingMeta } from "../lib/catalogue/listing-meta.ts";
import { recordSearchWithoutSale } from "../lib/demand/record-demand.server.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseListingParams(new URL(request.url).searchParams);
  const term = params.q;
  const listing = await loadListing(request, context, {
    scope: { kind: "search", text: term },
    path: "/recherche",
    heading: "Résultats de recherche",
    description: term
      ? `Livres jeunesse reconditionnés pour « ${term} ».`
      : "Recherchez un livre jeunesse reconditionné.",
    breadcrumb: [
      { label: "Accueil", href: "/" },
      { label: "Recherche", href: "/recherche" },
    ],
    searchTerm: term,
  });
  if (!term) return { ...listing, instead: null };
  // The listing already knows whether it holds a book for sale: most searches ask the index nothing more.
  const { outcome, forSale } = listing.search?.someForSale
    ? { outcome: "found" as const, forSale: [] }
    : // Words that found no book for sale still lead somewhere: the closest books for sale (issue 39).
      await context.get(servicesContext).catalogue.searchInstead(term, SEARCH_INSTEAD_SHOWN);
  if (outcome === "found") {
    // Books shown, but some words found nothing (« Tchoupi », « zorglub »): what the parent asked is still missing.
    if (listing.search?.missed && isFirstView(params)) recordSearchWithoutSale(context, request, term, "none");
    return { ...listing, instead: null };
  }
  // Counted once per search as typed: its later pages, sorts and filters are the same search.
  if (isFirstView(params)) recordSearchWithoutSale(context, request, term, outcome);
  return { ...listing, instead: { outcome, books: forSale.map(cardDataOf) } };
}

function isFirstView(params: ListingParams): boolean {
  return params.page === 1 && params.sort === "featured" && !hasFilters(params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listingMeta(loaderData, rootDataFrom(matches));

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const term = loaderData.searchTerm ?? "";
  const total = loaderData.listing.total;
  // Near spellings of a name the catalogue lacks are suggestions, and say so (decision 036).
  const found = loaderData.search?.approximate
    ? `${total} ${total === 1 ? "suggestion" : "suggestions"} pour « ${term} »`
    : `${total} ${total === 1 ? "résultat" : "résultats"} pour « ${term} »`;
  return (
    <ListingPage data={loaderData}>
      <p className="mt-2 text-lg">
        {term === "" && total === 0
          ? "Saisissez un titre, un auteur, un sujet ou un éditeur dans le champ de recherche."
          : term === ""
            ? `${total} ${total === 1 ? "livre" : "livres"}`
            : found}
      </p>
      {loaderData.search ? <SearchUnderstanding summary={loaderData.search} /> : null}
      {loaderData.instead ? <SearchInstead term={term} {...loaderData.instead} /> : null}
    </ListingPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
