import { ListingPage } from "../components/catalogue/listing-page.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { loadListing } from "../lib/catalogue/listing-loader.server.ts";
import { listingMeta } from "../lib/catalogue/listing-meta.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
import type { Route } from "./+types/ages";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(request, context, {
    scope: { kind: "all" },
    path: "/age",
    heading: "Livres par âge",
    description: "Tous nos livres jeunesse reconditionnés, de 0 à 12 ans : choisissez l'âge de l'enfant.",
    breadcrumb: [
      { label: "Accueil", href: "/" },
      { label: "Livres par âge", href: "/age" },
    ],
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listingMeta(loaderData, rootDataFrom(matches));

export default function AgesPage({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}

export const ErrorBoundary = ShopErrorBoundary;
