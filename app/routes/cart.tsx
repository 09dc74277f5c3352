import { Link } from "react-router";
import { cardDataOf } from "../../core/catalogue/catalogue-types.ts";
import { CART_MESSAGES } from "../../core/messages/cart.ts";
import { CartLine } from "../components/cart/cart-line.tsx";
import { CartSummary } from "../components/cart/cart-summary.tsx";
import { GiftOptions } from "../components/cart/gift-options.tsx";
import { browserAddToCartDeps } from "../components/cart/use-add-to-cart.ts";
import { useRefreshPromoDiscount } from "../components/cart/use-refresh-promo-discount.ts";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { fetchQuickView } from "../components/product/fetch-quick-view.ts";
import { quickAddRequest } from "../components/product/use-quick-add.ts";
import { Icon } from "../components/ui/icon.tsx";
import { addToCart } from "../lib/cart/add-to-cart.ts";
import { deliveryDatesNow } from "../lib/delivery/delivery-dates.server.ts";
import { type Arrival, useAddOnArrival } from "../lib/document/add-on-arrival.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
import { pageMeta } from "../lib/document/seo.ts";
import { useCart } from "../stores/cart-store.ts";
import { useHydratedStore } from "../stores/use-hydrated-store.ts";
import type { Route } from "./+types/cart";

/** The cart itself lives in the browser; the server gives what it alone knows: today's delivery dates (issue 40). */
export async function loader({ context }: Route.LoaderArgs) {
  return { delivery: deliveryDatesNow(context) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { shop, siteUrl } = rootDataFrom(matches);
  return [
    ...pageMeta({
      title: `Mon panier | ${shop.name}`,
      description: "Les livres de votre panier, vos codes promo et la livraison offerte dès 29 €.",
      canonical: `${siteUrl}/panier`,
      shopName: shop.name,
    }),
    { name: "robots", content: "noindex" },
  ];
};

/** docs/product.md §2 cart page: the browser's cart (filled after hydration), its lines and the summary. */
export default function CartPage({ loaderData }: Route.ComponentProps) {
  const items = useCart((state) => state.items);
  const hydrated = useHydratedStore(useCart.persist);
  useRefreshPromoDiscount(hydrated);
  useAddOnArrival(hydrated, addOnArrival);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
        <Icon name="arrow-left" className="size-4" />
        Continuer mes achats
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold">Mon panier</h1>
      {!hydrated ? (
        <p className="mt-6" aria-busy="true">
          Chargement de votre panier…
        </p>
      ) : items.length === 0 ? (
        <div className="mt-8 rounded-lg bg-brand-50 p-8 text-center">
          <p className="text-lg font-semibold" tabIndex={-1} data-empty-cart-focus>
            {CART_MESSAGES.empty}
          </p>
          <Link
            to="/age"
            className="mt-4 inline-block rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-600"
          >
            Découvrir nos livres
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_380px]">
          <section aria-label="Articles du panier">
            <ul className="divide-y divide-brand-100">
              {items.map((line) => (
                <CartLine key={line.variantId} line={line} />
              ))}
            </ul>
            <GiftOptions />
          </section>
          <CartSummary delivery={loaderData.delivery} />
        </div>
      )}
    </div>
  );
}

/**
 * An « Ajouter au panier » tapped before its page had hydrated (`?ajouter=<handle>`): the add a card makes, or the
 * product page's copy and quantity, with the same stock checks and toasts; an unknown book is ignored.
 */
async function addOnArrival(arrival: Arrival & { handle: string }): Promise<void> {
  const view = await fetchQuickView(arrival.handle).catch(() => null);
  if (view) await addToCart(quickAddRequest(cardDataOf(view.product), view, arrival), browserAddToCartDeps);
}

export const ErrorBoundary = ShopErrorBoundary;
