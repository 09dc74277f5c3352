import { data } from "react-router";
import { subjectBySlug } from "../../core/catalogue/taxonomy.ts";
import { ListingPage } from "../components/catalogue/listing-page.tsx";
import type { NotFoundData } from "../components/layout/shop-error-boundary.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { loadListing } from "../lib/catalogue/listing-loader.server.ts";
import { listingMeta } from "../lib/catalogue/listing-meta.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
import type { Route } from "./+types/category";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const subject = subjectBySlug(params.slug);
  if (!subject) throw data<NotFoundData>({ kind: "page" }, { status: 404 });
  return loadListing(request, context, {
    scope: { kind: "tag", slug: subject.slug },
    path: `/categorie/${subject.slug}`,
    heading: subject.label,
    description: `Livres jeunesse reconditionnés sur le thème « ${subject.label} », vérifiés et livrés en France et en Belgique.`,
    breadcrumb: [
      { label: "Accueil", href: "/" },
      { label: "Livres par sujets", href: "/theme" },
      { label: subject.label, href: `/categorie/${subject.slug}` },
    ],
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listingMeta(loaderData, rootDataFrom(matches));

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}

export const ErrorBoundary = ShopErrorBoundary;
