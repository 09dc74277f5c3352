import { Link } from "react-router";
import { cardDataOf } from "../../core/catalogue/catalogue-types.ts";
import { WISHLIST_MESSAGES } from "../../core/messages/wishlist.ts";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { fetchQuickView } from "../components/product/fetch-quick-view.ts";
import { ProductCard } from "../components/product/product-card.tsx";
import { useFavouriteAvailability } from "../components/product/use-favourite-availability.ts";
import { SharePanel } from "../components/shared-list/share-panel.tsx";
import { toast } from "../components/ui/toast.ts";
import { useAddOnArrival } from "../lib/document/add-on-arrival.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
import { pageMeta } from "../lib/document/seo.ts";
import { useHydratedStore } from "../stores/use-hydrated-store.ts";
import { useWishlist } from "../stores/wishlist-store.ts";
import type { Route } from "./+types/favorites";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { shop, siteUrl } = rootDataFrom(matches);
  return [
    ...pageMeta({
      title: `Mes Favoris | ${shop.name}`,
      description: "Les livres que vous avez gardés de côté.",
      canonical: `${siteUrl}/favoris`,
      shopName: shop.name,
    }),
    { name: "robots", content: "noindex" },
  ];
};

export default function FavoritesPage() {
  const items = useWishlist((state) => state.items);
  const clear = useWishlist((state) => state.clear);
  const hydrated = useHydratedStore(useWishlist.persist);
  const statuses = useFavouriteAvailability(items, hydrated);
  useAddOnArrival(hydrated, addOnArrival);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold">Mes Favoris</h1>
        {hydrated && items.length > 0 ? (
          <button
            type="button"
            onClick={clear}
            className="rounded-full border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Tout supprimer
          </button>
        ) : null}
      </div>
      {!hydrated ? (
        <p className="mt-6" aria-busy="true">
          Chargement de vos favoris…
        </p>
      ) : items.length === 0 ? (
        <>
          <div className="mt-8 rounded-lg bg-brand-50 p-8 text-center">
            <p className="font-semibold">Vous n'avez pas encore de favoris.</p>
            <p className="mt-2">Touchez le cœur d'un livre pour le retrouver ici.</p>
            <Link to="/age" className="mt-4 inline-block font-semibold text-brand-700 underline">
              Découvrir nos livres
            </Link>
          </div>
          <SharePanel items={items} />
        </>
      ) : (
        <>
          <p role="status" className="mt-2 font-semibold">
            {items.length} {items.length === 1 ? "livre" : "livres"}
          </p>
          <SharePanel items={items} />
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {items.map((product) => (
              <li key={product.id}>
                {statuses.has(product.handle) ? (
                  <>
                    <ProductCard
                      product={{ ...product, availableForSale: false }}
                      gone={statuses.get(product.handle) === "gone"}
                    />
                    {statuses.get(product.handle) === "gone" ? (
                      <p className="mt-1 text-sm text-red-800">Ce livre n'est plus au catalogue.</p>
                    ) : null}
                  </>
                ) : (
                  <ProductCard product={product} />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * A heart tapped before its page had hydrated (`?ajouter=<handle>`): the book joins the favourites, once; an unknown
 * book is ignored, as the heart of a book that has just left the catalogue would be.
 */
async function addOnArrival({ handle }: { handle: string }): Promise<void> {
  const view = await fetchQuickView(handle).catch(() => null);
  if (view && useWishlist.getState().add(cardDataOf(view.product))) {
    toast.success(WISHLIST_MESSAGES.added, { description: view.product.title });
  }
}

export const ErrorBoundary = ShopErrorBoundary;
