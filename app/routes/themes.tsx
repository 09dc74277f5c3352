import { ListingPage } from "../components/catalogue/listing-page.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { loadListing } from "../lib/catalogue/listing-loader.server.ts";
import { listingMeta } from "../lib/catalogue/listing-meta.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
import type { Route } from "./+types/themes";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(request, context, {
    scope: { kind: "all" },
    path: "/theme",
    heading: "Livres par thème",
    description: "Contes, documentaires, romans, bandes dessinées, livres-jeux : tous nos livres jeunesse par thème.",
    breadcrumb: [
      { label: "Accueil", href: "/" },
      { label: "Livres par thème", href: "/theme" },
    ],
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listingMeta(loaderData, rootDataFrom(matches));

export default function ThemesPage({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}

export const ErrorBoundary = ShopErrorBoundary;
