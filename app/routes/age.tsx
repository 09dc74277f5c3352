import { data } from "react-router";
import { ListingPage } from "../components/catalogue/listing-page.tsx";
import type { NotFoundData } from "../components/layout/shop-error-boundary.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { loadListing } from "../lib/listing-loader.server.ts";
import { listingMeta } from "../lib/listing-meta.ts";
import { rootDataFrom } from "../lib/root-data.ts";
import { ageBySlug } from "../lib/taxonomy.ts";
import type { Route } from "./+types/age";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const age = ageBySlug(params.slug);
  if (!age) throw data<NotFoundData>({ kind: "page" }, { status: 404 });
  const categorySlug = new URL(request.url).searchParams.get("category");
  const category = age.categories.find((entry) => entry.slug === categorySlug);
  const breadcrumb = [
    { label: "Accueil", href: "/" },
    { label: "Livres par âge", href: "/age" },
    { label: age.label, href: `/age/${age.slug}` },
  ];
  if (category) breadcrumb.push({ label: category.label, href: `/age/${age.slug}?category=${category.slug}` });
  return loadListing(request, context, {
    scope: { kind: "tag", slug: age.slug },
    heading: category ? `${category.label} — ${age.label}` : `Livres ${age.label}`,
    description: `Livres jeunesse reconditionnés pour les ${age.label}${category ? ` : ${category.label.toLowerCase()}` : ""}, vérifiés et livrés en France et en Belgique.`,
    breadcrumb,
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listingMeta(loaderData, rootDataFrom(matches));

export default function AgePage({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}

export const ErrorBoundary = ShopErrorBoundary;
