import { type FormEvent, type ReactNode, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  CHECKOUT_MESSAGES,
  type CheckoutField,
  type CheckoutFieldErrors,
  type CheckoutValues,
  COUNTRIES,
  parseCheckoutForm,
} from "../../../core/checkout/checkout-schema.ts";
import {
  DELIVERY_METHODS,
  DELIVERY_OPTIONS,
  type DeliveryMethod,
  deliveryFee,
} from "../../../core/checkout/delivery.ts";
import type { DeliveryEstimate } from "../../../core/delivery/delivery-dates.ts";
import { estimateSentence } from "../../../core/delivery/delivery-wording.ts";
import { formatPrice } from "../../../core/format.ts";
import { WITHDRAWAL_MESSAGES } from "../../../core/messages/withdrawal.ts";
import { RETURN_WINDOW_DAYS } from "../../../core/shop-constants.ts";
import type { CheckoutCart } from "../../../server/commerce/checkout/local-checkout.ts";
import { focusableDisabled } from "../ui/focusable-disabled.ts";
import { CheckoutSummary } from "./checkout-summary.tsx";

export type CheckoutFormResult = { message: string; errors: CheckoutFieldErrors; values: CheckoutValues };

type Props = {
  cart: CheckoutCart;
  result: CheckoutFormResult | undefined;
  /** Each option's dates for an order placed now, by the server's clock (docs/product.md §16). */
  estimates: readonly DeliveryEstimate[];
};

const inputClass =
  "mt-1 w-full rounded-lg border border-brand-100 bg-white px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

/**
 * The hosted checkout's form: a plain POST that works without JavaScript (the action validates and answers the
 * messages under the fields); with JavaScript the same zod schema checks it first and the total follows the delivery
 * option chosen.
 */
export function CheckoutForm({ cart, result, estimates }: Props) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const values = result?.values ?? {};
  const [delivery, setDelivery] = useState<DeliveryMethod>(
    values.delivery === "express" ? "express" : DELIVERY_OPTIONS.relay.method,
  );
  const [clientErrors, setClientErrors] = useState<CheckoutFieldErrors | null>(null);
  const errors = clientErrors ?? result?.errors ?? {};
  const message = clientErrors ? CHECKOUT_MESSAGES.formSummary : result?.message;
  const shipping = deliveryFee(delivery, cart.total);

  function checkBeforeSending(event: FormEvent<HTMLFormElement>) {
    const posted = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = parseCheckoutForm(posted);
    setClientErrors(parsed.ok ? null : parsed.errors);
    if (!parsed.ok) event.preventDefault();
  }

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
      <Form method="post" noValidate onSubmit={checkBeforeSending} className="space-y-8">
        {message ? (
          <p
            id="checkout-message"
            role="alert"
            className="rounded-lg border border-red-700 bg-red-50 p-4 font-semibold text-red-800"
          >
            {message}
          </p>
        ) : null}

        <Fieldset legend="Vos coordonnées">
          <Field name="email" label="Adresse e-mail" errors={errors}>
            <input type="email" autoComplete="email" defaultValue={values.email} {...fieldProps("email", errors)} />
          </Field>
          <Field name="name" label="Nom et prénom" errors={errors}>
            <input type="text" autoComplete="name" defaultValue={values.name} {...fieldProps("name", errors)} />
          </Field>
        </Fieldset>

        <Fieldset legend="Adresse de livraison" hint="Nous livrons en France et en Belgique.">
          <Field name="line1" label="Adresse (numéro et rue)" errors={errors}>
            <input
              type="text"
              autoComplete="address-line1"
              defaultValue={values.line1}
              {...fieldProps("line1", errors)}
            />
          </Field>
          <Field name="line2" label="Complément d'adresse (facultatif)" errors={errors}>
            <input
              type="text"
              autoComplete="address-line2"
              defaultValue={values.line2}
              {...fieldProps("line2", errors)}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <Field name="postalCode" label="Code postal" errors={errors}>
              <input
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                defaultValue={values.postalCode}
                {...fieldProps("postalCode", errors)}
              />
            </Field>
            <Field name="city" label="Ville" errors={errors}>
              <input
                type="text"
                autoComplete="address-level2"
                defaultValue={values.city}
                {...fieldProps("city", errors)}
              />
            </Field>
          </div>
          <Field name="country" label="Pays" errors={errors}>
            <select autoComplete="country" defaultValue={values.country ?? "FR"} {...fieldProps("country", errors)}>
              {Object.entries(COUNTRIES).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
        </Fieldset>

        <Fieldset legend="Mode de livraison" errorId={errors.delivery ? "delivery-error" : undefined}>
          {DELIVERY_METHODS.map((method) => {
            const option = DELIVERY_OPTIONS[method];
            const fee = deliveryFee(method, cart.total);
            const estimate = estimates.find((candidate) => candidate.method === method);
            return (
              <label key={method} className="flex cursor-pointer gap-3 rounded-lg border border-brand-100 bg-white p-3">
                <input
                  type="radio"
                  name="delivery"
                  value={method}
                  checked={delivery === method}
                  onChange={() => setDelivery(method)}
                  className="mt-1"
                />
                <span>
                  <span className="font-semibold">
                    {option.label} : {fee === 0 ? "offerte" : formatPrice(fee / 100)}
                  </span>
                  <span className="block text-sm">
                    {option.description} Offerte dès {formatPrice(option.freeFrom / 100)} d'achat.
                  </span>
                  {estimate ? (
                    <span className="block text-sm font-semibold text-brand-700">{estimateSentence(estimate)}</span>
                  ) : null}
                </span>
              </label>
            );
          })}
          <FieldError id="delivery-error" message={errors.delivery} />
        </Fieldset>

        <Fieldset legend="Paiement de test">
          <p className="rounded-lg border-2 border-dashed border-brand-600 bg-white p-3 text-sm">
            <strong>Paiement de test : aucune carte réelle n'est débitée.</strong> Saisissez 4242 4242 4242 4242 pour un
            paiement accepté, ou 4000 0000 0000 0002 pour voir un paiement refusé.
          </p>
          <Field name="cardNumber" label="Numéro de carte de test" errors={errors}>
            <input type="text" inputMode="numeric" autoComplete="off" {...fieldProps("cardNumber", errors)} />
          </Field>
        </Fieldset>

        {/* Before the contract (L221-5): the withdrawal right, its period, and where the online function is. */}
        <p className="text-sm">
          En payant, vous acceptez nos{" "}
          <Link to="/conditions-service" className="font-semibold text-brand-700 underline">
            conditions de service
          </Link>
          . Vous pourrez vous rétracter pendant {RETURN_WINDOW_DAYS} jours après la réception de votre commande, en
          ligne grâce au lien « {WITHDRAWAL_MESSAGES.entryLabel} » en bas de chaque page ; les frais de retour sont à
          notre charge.
        </p>
        <button
          type="submit"
          {...focusableDisabled(submitting)}
          className="w-full rounded-full bg-brand-600 px-6 py-3 text-lg font-bold text-white hover:bg-brand-700 aria-disabled:opacity-60"
        >
          {submitting
            ? "Paiement en cours..."
            : `Payer ${formatPrice((cart.total + shipping) / 100)} (paiement de test)`}
        </button>
      </Form>

      <CheckoutSummary
        lines={cart.lines}
        subtotal={cart.subtotal}
        discount={cart.discount}
        discountCodes={cart.discountCodes.filter((code) => code.applicable).map((code) => code.code)}
        shipping={shipping}
        deliveryLabel={DELIVERY_OPTIONS[delivery].label}
        total={cart.total + shipping}
      />
    </div>
  );
}

function fieldProps(name: CheckoutField, errors: CheckoutFieldErrors) {
  const invalid = Boolean(errors[name]);
  return {
    id: `checkout-${name}`,
    name,
    className: inputClass,
    "aria-invalid": invalid,
    "aria-describedby": invalid ? `${name}-error` : undefined,
  };
}

function Fieldset({
  legend,
  hint,
  errorId,
  children,
}: {
  legend: string;
  hint?: string;
  errorId?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4" aria-describedby={errorId}>
      <legend className="text-xl font-bold">{legend}</legend>
      {hint ? <p className="text-sm">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

function Field({
  name,
  label,
  errors,
  children,
}: {
  name: CheckoutField;
  label: string;
  errors: CheckoutFieldErrors;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`checkout-${name}`} className="font-semibold">
        {label}
      </label>
      {children}
      <FieldError id={`${name}-error`} message={errors[name]} />
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {message}
    </p>
  );
}
