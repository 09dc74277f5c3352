import { data, Link } from "react-router";
import { COUNTRIES } from "../../core/checkout/checkout-schema.ts";
import { DELIVERY_OPTIONS } from "../../core/checkout/delivery.ts";
import { deliveryEstimate } from "../../core/delivery/delivery-dates.ts";
import { estimateSentence } from "../../core/delivery/delivery-wording.ts";
import { WITHDRAWAL_MESSAGES } from "../../core/messages/withdrawal.ts";
import { RETURN_WINDOW_DAYS } from "../../core/shop-constants.ts";
import { CheckoutSummary } from "../components/checkout/checkout-summary.tsx";
import { ClearOrderedCart } from "../components/checkout/clear-ordered-cart.tsx";
import { GiftSummary } from "../components/checkout/gift-summary.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { servicesContext } from "../context.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
import { personalDataHeaders } from "../lib/http/personal-data.ts";
import type { Route } from "./+types/checkout-confirmation";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { localCheckout, publicConfig } = context.get(servicesContext);
  const order = localCheckout ? await localCheckout.confirmation(params.cartId) : null;
  if (!order) throw data(null, { status: 404 });
  // Only what the page shows: the payment reference and the cart id stay on the server.
  const { paymentReference: _reference, cartId: _cartId, createdAt, ...shown } = order;
  return {
    order: { ...shown, createdAt: createdAt.toISOString() },
    cartId: params.cartId,
    // From the moment the order was placed: the same dates the checkout showed (docs/product.md §16).
    estimate: deliveryEstimate(publicConfig.delivery, order.deliveryMethod, createdAt),
  };
}

/** It shows the buyer's name, address and e-mail: kept by no cache, ours included. */
export const headers = personalDataHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Commande confirmée | ${rootDataFrom(matches).shop.name}` },
  { name: "robots", content: "noindex" },
];

export default function CheckoutConfirmationPage({ loaderData }: Route.ComponentProps) {
  const { order, cartId, estimate } = loaderData;
  const { address } = order;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <ClearOrderedCart cartId={cartId} />
      <h1 className="text-3xl font-extrabold">Merci pour votre commande !</h1>
      <p className="text-lg">
        Votre commande n° <strong>{order.number}</strong> est confirmée. Un e-mail récapitulatif vous est envoyé à{" "}
        <strong>{order.email}</strong>.
      </p>
      <p className="rounded-lg border-2 border-dashed border-brand-600 bg-white p-3 text-sm">
        Paiement de test : aucune somme réelle n'a été débitée.
      </p>
      <CheckoutSummary
        heading="Votre commande"
        lines={order.lines}
        subtotal={order.subtotal}
        discount={order.discount}
        discountCodes={order.discountCodes}
        shipping={order.shipping}
        deliveryLabel={DELIVERY_OPTIONS[order.deliveryMethod].label}
        total={order.total}
      />
      {order.gift ? <GiftSummary gift={order.gift} /> : null}
      <section aria-labelledby="delivery-heading">
        <h2 id="delivery-heading" className="text-xl font-bold">
          Livraison
        </h2>
        <address className="mt-2 not-italic">
          {order.customerName}
          <br />
          {address.line1}
          {address.line2 ? (
            <>
              <br />
              {address.line2}
            </>
          ) : null}
          <br />
          {address.postalCode} {address.city}
          <br />
          {COUNTRIES[address.country]}
        </address>
        <p className="mt-2">{estimateSentence(estimate)} ; le lien de suivi vous sera envoyé par e-mail et SMS.</p>
      </section>
      <section aria-labelledby="withdrawal-heading">
        <h2 id="withdrawal-heading" className="text-xl font-bold">
          Changer d'avis
        </h2>
        <p className="mt-2">
          Vous pouvez vous rétracter pendant {RETURN_WINDOW_DAYS} jours à compter de la réception de votre commande,
          sans avoir à vous justifier :{" "}
          <Link
            to={`/retractation?commande=${encodeURIComponent(order.number)}`}
            className="font-semibold text-brand-700 underline"
          >
            {WITHDRAWAL_MESSAGES.entryLabel}
          </Link>
          .
        </p>
      </section>
      <Link
        to="/"
        className="inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Continuer mes achats
      </Link>
    </div>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
