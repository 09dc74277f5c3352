import { data } from "react-router";
import { THEME_SUBCATEGORIES, themeBySlug } from "../../core/catalogue/taxonomy.ts";
import { ListingPage } from "../components/catalogue/listing-page.tsx";
import type { NotFoundData } from "../components/layout/shop-error-boundary.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { loadListing } from "../lib/catalogue/listing-loader.server.ts";
import { listingMeta } from "../lib/catalogue/listing-meta.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
import type { Route } from "./+types/theme";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const theme = themeBySlug(params.slug);
  if (!theme) throw data<NotFoundData>({ kind: "page" }, { status: 404 });
  const subSlug = new URL(request.url).searchParams.get("sub");
  const sub = THEME_SUBCATEGORIES[theme.slug]?.find((entry) => entry.slug === subSlug);
  const breadcrumb = [
    { label: "Accueil", href: "/" },
    { label: "Livres par thème", href: "/theme" },
    { label: theme.label, href: `/theme/${theme.slug}` },
  ];
  if (sub) breadcrumb.push({ label: sub.label, href: `/theme/${theme.slug}?sub=${sub.slug}` });
  return loadListing(request, context, {
    scope: { kind: "tag", slug: theme.slug },
    path: `/theme/${theme.slug}`,
    sub: sub?.slug ?? null,
    heading: sub ? `${theme.label} — ${sub.label}` : theme.label,
    description: `${theme.label}${sub ? ` (${sub.label})` : ""} : livres jeunesse reconditionnés et vérifiés, livrés en France et en Belgique.`,
    breadcrumb,
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listingMeta(loaderData, rootDataFrom(matches));

export default function ThemePage({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}

export const ErrorBoundary = ShopErrorBoundary;
