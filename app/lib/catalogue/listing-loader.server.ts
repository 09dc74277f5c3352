import type { RouterContextProvider } from "react-router";
import { cardDataOf, type ProductCardData } from "../../../core/catalogue/catalogue-types.ts";
import { parseListingParams } from "../../../core/catalogue/listing-params.server.ts";
import type { ListingParams } from "../../../core/catalogue/listing-params.ts";
import type { Listing, ListingScope } from "../../../server/catalogue/listing.ts";
import { servicesContext } from "../../context.ts";

export type Crumb = { label: string; href: string };

export type ListingPageData = {
  heading: string;
  description: string;
  breadcrumb: Crumb[];
  listing: Omit<Listing, "products"> & { products: ProductCardData[] };
  params: ListingParams;
  /** Path of the page without its query, for the canonical link. */
  path: string;
  searchTerm: string | null;
};

/** What every listing route's loader does once it knows its scope, title and breadcrumb. */
export async function loadListing(
  request: Request,
  context: Readonly<RouterContextProvider>,
  page: { scope: ListingScope; heading: string; description: string; breadcrumb: Crumb[]; searchTerm?: string | null },
): Promise<ListingPageData> {
  const url = new URL(request.url);
  const params = parseListingParams(url.searchParams);
  const listing = await context.get(servicesContext).catalogue.listing(page.scope, params);
  return {
    heading: page.heading,
    description: page.description,
    breadcrumb: page.breadcrumb,
    listing: { ...listing, products: listing.products.map(cardDataOf) },
    params,
    path: url.pathname,
    searchTerm: page.searchTerm ?? null,
  };
}
