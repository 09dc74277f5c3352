import type { RouterContextProvider } from "react-router";
import { cardDataOf, type ProductCardData } from "../../../core/catalogue/catalogue-types.ts";
import { parseListingParams } from "../../../core/catalogue/listing-params.server.ts";
import type { ListingParams } from "../../../core/catalogue/listing-params.ts";
import type { Listing, ListingScope } from "../../../server/catalogue/listing.ts";
import { servicesContext } from "../../context.ts";
import { type SearchSummary, summarizeSearch } from "./search-summary.ts";

export type Crumb = { label: string; href: string };

export type ListingPageData = {
  heading: string;
  description: string;
  breadcrumb: Crumb[];
  listing: Omit<Listing, "products" | "search"> & { products: ProductCardData[] };
  /** For a search, how its words were read (decision 036); null on other listings. */
  search: SearchSummary | null;
  /** What the page is made of, as the listing read it: its links and forms are written from it, never the address. */
  params: ListingParams;
  /** The page's own path, as the route writes it (not as asked: `/AGE/6-8-ans/`), for the canonical link and links. */
  path: string;
  searchTerm: string | null;
};

/**
 * The parameters a listing route takes besides the common filters; any other the address carries is ignored. `ages`
 * false: the page is an age's, which has no age or school-level filter.
 */
export type ListingRouteParams = {
  category?: string | null;
  sub?: string | null;
  searchTerm?: string | null;
  ages?: boolean;
};

/** What every listing route's loader does once it knows its scope, title and breadcrumb. */
export async function loadListing(
  request: Request,
  context: Readonly<RouterContextProvider>,
  page: {
    scope: ListingScope;
    path: string;
    heading: string;
    description: string;
    breadcrumb: Crumb[];
  } & ListingRouteParams,
): Promise<ListingPageData> {
  const asked = parseListingParams(new URL(request.url).searchParams);
  const ages = page.ages ?? true;
  const params: ListingParams = {
    ...asked,
    ages: ages ? asked.ages : [],
    levels: ages ? asked.levels : [],
    category: page.category ?? null,
    sub: page.sub ?? null,
    q: page.searchTerm ?? "",
  };
  const { search, ...listing } = await context.get(servicesContext).catalogue.listing(page.scope, params);
  // A search's ages and school years are the age filter once read (decision 036): its links carry them as such.
  const applied = search?.params ?? params;
  return {
    heading: page.heading,
    description: page.description,
    breadcrumb: page.breadcrumb,
    listing: { ...listing, products: listing.products.map(cardDataOf) },
    // A page past the last is the last, as the listing answers it.
    params: { ...applied, page: listing.page },
    search: search ? summarizeSearch({ ...search, params: applied }, page.path) : null,
    path: page.path,
    searchTerm: page.searchTerm ?? null,
  };
}
