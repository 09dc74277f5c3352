import { data, redirect } from "react-router";
import { CHECKOUT_MESSAGES } from "../../core/checkout/checkout-schema.ts";
import { readFormUpTo } from "../../core/http/request-body.server.ts";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { CheckoutForm, type CheckoutFormResult } from "../components/checkout/checkout-form.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { servicesContext } from "../context.ts";
import { deliveryDatesNow } from "../lib/delivery/delivery-dates.server.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
import { personalDataHeaders } from "../lib/http/personal-data.ts";
import type { Route } from "./+types/checkout";

/** A checkout form is a few hundred bytes: anything much larger is not one. */
const MAX_FORM_BYTES = 16 * 1024;

function localCheckoutOf(context: Route.LoaderArgs["context"]) {
  const { localCheckout } = context.get(servicesContext);
  // With Shopify the checkout is Shopify's: this page does not exist.
  if (!localCheckout) throw data(null, { status: 404 });
  return localCheckout;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await localCheckoutOf(context).page(params.cartId);
  if (!page) throw data(null, { status: 404 });
  if (page.kind === "ordered") throw redirect(`/commande/${params.cartId}/confirmation`);
  return { page, estimates: deliveryDatesNow(context).estimates };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const checkout = localCheckoutOf(context);
  const read = await readFormUpTo(request, MAX_FORM_BYTES);
  if (!read.ok && read.reason === "too-large") {
    return data<CheckoutFormResult>(
      { message: GENERIC_MESSAGES.bodyTooLarge, errors: {}, values: {} },
      { status: 413 },
    );
  }
  if (!read.ok && read.reason === "ill-formed") {
    return data<CheckoutFormResult>(
      { message: GENERIC_MESSAGES.illFormedText, errors: {}, values: {} },
      { status: 400 },
    );
  }
  // A body that broke off has no fields: the form's own messages answer it, and no order is placed.
  const posted = read.ok ? read.fields : {};

  const result = await checkout.submit(params.cartId, posted);
  if (result.kind === "not-found") throw data(null, { status: 404 });
  if (result.kind === "placed") throw redirect(`/commande/${params.cartId}/confirmation`);
  if (result.kind === "closed") {
    return data<CheckoutFormResult>({ message: result.message, errors: {}, values: result.values }, { status: 403 });
  }
  if (result.kind === "refused") {
    return data<CheckoutFormResult>({ message: result.message, errors: {}, values: result.values }, { status: 409 });
  }
  if (result.kind === "declined") {
    return data<CheckoutFormResult>(
      { message: result.message, errors: { cardNumber: result.message }, values: result.values },
      { status: 402 },
    );
  }
  return data<CheckoutFormResult>(
    { message: CHECKOUT_MESSAGES.formSummary, errors: result.errors, values: result.values },
    { status: 400 },
  );
}

/** Its answers write back what the buyer typed: kept by no cache, ours included. */
export const headers = personalDataHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Paiement | ${rootDataFrom(matches).shop.name}` },
  { name: "robots", content: "noindex" },
];

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, estimates } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-extrabold">Paiement de votre commande</h1>
      {page.kind === "form" ? (
        <div className="mt-6 space-y-6">
          <p role="note" className="rounded-lg border-2 border-dashed border-brand-600 bg-white p-4 font-semibold">
            {CHECKOUT_MESSAGES.testPaymentsNotice}
          </p>
          {page.warning ? <Notice>{page.warning}</Notice> : null}
          <CheckoutForm cart={page.cart} result={actionData} estimates={estimates} />
        </div>
      ) : (
        <Notice>{closedPageMessage(page.kind)}</Notice>
      )}
    </div>
  );
}

function closedPageMessage(kind: "empty" | "unavailable" | "closed"): string {
  if (kind === "closed") return CHECKOUT_MESSAGES.testPaymentsOff;
  return kind === "empty" ? CHECKOUT_MESSAGES.cartEmpty : CHECKOUT_MESSAGES.cartUnavailable;
}

function Notice({ children }: { children: string }) {
  return (
    <p role="alert" className="mt-6 rounded-lg border border-red-700 bg-red-50 p-4 font-semibold text-red-800">
      {children}
    </p>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
