import { parseListingParams } from "../../core/catalogue/listing-params.server.ts";
import { ListingPage } from "../components/catalogue/listing-page.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { loadListing } from "../lib/catalogue/listing-loader.server.ts";
import { listingMeta } from "../lib/catalogue/listing-meta.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const term = parseListingParams(new URL(request.url).searchParams).q;
  return loadListing(request, context, {
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
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listingMeta(loaderData, rootDataFrom(matches));

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const term = loaderData.searchTerm ?? "";
  return (
    <ListingPage data={loaderData}>
      <p className="mt-2 text-lg">
        {term === ""
          ? "Saisissez un titre, un auteur, un sujet ou un éditeur dans le champ de recherche."
          : `${loaderData.listing.total} ${loaderData.listing.total === 1 ? "résultat" : "résultats"} pour « ${term} »`}
      </p>
    </ListingPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
