import { data, isRouteErrorResponse } from "react-router";
import { ageBySlug } from "../../core/catalogue/taxonomy.ts";
import { CATALOGUE_MESSAGES } from "../../core/messages/catalogue.ts";
import { ListingPage } from "../components/catalogue/listing-page.tsx";
import { LoadErrorPanel } from "../components/catalogue/load-error-panel.tsx";
import type { NotFoundData } from "../components/layout/shop-error-boundary.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { toast } from "../components/ui/toast.ts";
import { loadListing } from "../lib/catalogue/listing-loader.server.ts";
import { listingMeta } from "../lib/catalogue/listing-meta.ts";
import { retryWithBackoff } from "../lib/catalogue/retry.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
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
    path: `/age/${age.slug}`,
    category: category?.slug ?? null,
    ages: false,
    heading: category ? `${category.label} — ${age.label}` : `Livres ${age.label}`,
    description: `Livres jeunesse reconditionnés pour les ${age.label}${category ? ` : ${category.label.toLowerCase()}` : ""}, vérifiés et livrés en France et en Belgique.`,
    breadcrumb,
  });
}

/**
 * On client navigation the age page retries a failed load (docs/product.md §4: 3 retries, 1 s doubling to 5 s), then shows the
 * toast and the error panel. A 4xx (unknown age) is an answer, not a failure: it is not retried.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const isAnswer = (error: unknown) => isRouteErrorResponse(error) && error.status < 500;
  try {
    return await retryWithBackoff(() => serverLoader(), { shouldRetry: (error) => !isAnswer(error) });
  } catch (error) {
    if (isAnswer(error)) throw error;
    toast.error(CATALOGUE_MESSAGES.loadFailedTitle, { description: CATALOGUE_MESSAGES.loadFailedDescription });
    return { loadError: true as const };
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  listingMeta(loaderData && "listing" in loaderData ? loaderData : undefined, rootDataFrom(matches));

export default function AgePage({ loaderData }: Route.ComponentProps) {
  if ("loadError" in loaderData) return <LoadErrorPanel />;
  return <ListingPage data={loaderData} />;
}

export const ErrorBoundary = ShopErrorBoundary;
