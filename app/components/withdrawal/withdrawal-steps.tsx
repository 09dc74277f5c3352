import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { ORDER_NUMBER_EXAMPLE } from "../../../core/checkout/order-number.ts";
import type { WithdrawalErrors, WithdrawalField, WithdrawalInput } from "../../../core/checkout/withdrawal-schema.ts";
import { GENERIC_MESSAGES } from "../../../core/messages/generic.ts";
import { WITHDRAWAL_MESSAGES } from "../../../core/messages/withdrawal.ts";
import { RETURN_WINDOW_DAYS, WITHDRAWAL_REFUND_DAYS } from "../../../core/shop-constants.ts";
import { focusableDisabled } from "../ui/focusable-disabled.ts";

/** What the withdrawal action answers; the page renders the step it names, with or without JavaScript. */
export type WithdrawalActionData =
  | {
      step: "form";
      values: Partial<Record<WithdrawalField, string>>;
      errors?: WithdrawalErrors;
      notFound?: boolean;
      failed?: boolean;
      rateLimited?: boolean;
      tooLarge?: boolean;
      illFormed?: boolean;
    }
  | { step: "confirm"; value: WithdrawalInput; order: { number: string; orderedOn: string; books: string[] } | null }
  /** Dates come formatted by the server (Paris time), so the hydrated page says exactly what the HTML said. */
  | { step: "done"; value: WithdrawalInput; receivedAt: string; already: boolean; receiptSent: boolean };

const button =
  "rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-70";
const secondaryButton = "rounded-full border-2 border-brand-600 px-6 py-3 font-bold text-brand-700 hover:bg-brand-50";

/** A step's heading takes the focus when the step appears, so a screen reader hears where the visitor now is. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function useSubmitting(): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formAction === "/retractation";
}

const FIELDS: ReadonlyArray<{ field: WithdrawalField; label: string; hint?: string }> = [
  {
    field: "orderNumber",
    label: "Numéro de commande",
    hint: `Il figure dans l'e-mail de confirmation (ex. ${ORDER_NUMBER_EXAMPLE}).`,
  },
  {
    field: "email",
    label: "Adresse e-mail",
    hint: "Celle de votre commande : l'accusé de réception de votre rétractation y est envoyé.",
  },
  { field: "name", label: "Nom et prénom" },
  {
    field: "items",
    label: "Livres concernés (facultatif)",
    hint: "Laissez vide pour renoncer à toute la commande, ou indiquez les titres des livres que vous renvoyez.",
  },
];

function formAlert(result: Extract<WithdrawalActionData, { step: "form" }>): string | null {
  if (result.notFound) return WITHDRAWAL_MESSAGES.orderNotFound;
  if (result.rateLimited) return GENERIC_MESSAGES.tooManyRequests;
  if (result.tooLarge) return GENERIC_MESSAGES.bodyTooLarge;
  if (result.illFormed) return GENERIC_MESSAGES.illFormedText;
  if (result.failed) return WITHDRAWAL_MESSAGES.failed;
  return null;
}

/** Step 1: who withdraws, from which order, and where the acknowledgement goes. */
export function WithdrawalFormStep({
  result,
  prefill,
}: {
  result: Extract<WithdrawalActionData, { step: "form" }> | undefined;
  prefill: Partial<Record<WithdrawalField, string>>;
}) {
  const submitting = useSubmitting();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = result?.errors ?? {};
  const values = result?.values ?? prefill;
  const alert = result ? formAlert(result) : null;
  // After a refusal the keyboard user lands on the first field to correct.
  useEffect(() => {
    const first = FIELDS.find(({ field }) => result?.errors?.[field]);
    if (!first) return;
    const element = formRef.current?.elements.namedItem(first.field);
    if (element instanceof HTMLElement) element.focus();
  }, [result]);
  return (
    <Form
      ref={formRef}
      method="post"
      action="/retractation"
      noValidate
      aria-labelledby="retractation-etape"
      className="space-y-5"
    >
      <h2 id="retractation-etape" className="text-xl font-bold">
        Étape 1 sur 2 : votre commande
      </h2>
      {alert ? (
        <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 font-semibold">
          {alert}
        </p>
      ) : null}
      {FIELDS.map(({ field, label, hint }) => (
        <Field key={field} field={field} label={label} hint={hint} error={errors[field]} value={values[field]} />
      ))}
      <button type="submit" name="intent" value="review" className={button} {...focusableDisabled(submitting)}>
        {WITHDRAWAL_MESSAGES.continue}
      </button>
    </Form>
  );
}

function Field({
  field,
  label,
  hint,
  error,
  value,
}: {
  field: WithdrawalField;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value?: string | undefined;
}) {
  const id = `retractation-${field}`;
  const described = [hint ? `${id}-aide` : null, error ? `${id}-erreur` : null].filter(Boolean).join(" ");
  const shared = {
    id,
    name: field,
    defaultValue: value,
    required: field !== "items",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    className: `w-full rounded-lg border-2 bg-white px-3 py-2 ${error ? "border-red-600" : "border-brand-100 focus:border-brand-500"}`,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-aide`} className="text-sm">
          {hint}
        </p>
      ) : null}
      {field === "items" ? (
        <textarea {...shared} rows={3} />
      ) : (
        <input
          {...shared}
          type={field === "email" ? "email" : "text"}
          autoComplete={field === "email" ? "email" : field === "name" ? "name" : "off"}
        />
      )}
      {error ? (
        <p id={`${id}-erreur`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Declaration({ value }: { value: WithdrawalInput }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
      <dt className="font-semibold">Numéro de commande</dt>
      <dd>{value.orderNumber}</dd>
      <dt className="font-semibold">Nom</dt>
      <dd>{value.name}</dd>
      <dt className="font-semibold">Adresse e-mail</dt>
      <dd>{value.email}</dd>
      <dt className="font-semibold">Livres concernés</dt>
      <dd>{value.items === "" ? "toute la commande" : value.items}</dd>
    </dl>
  );
}

/** Step 2: the declaration shown back, then « Confirmer la rétractation ». */
export function WithdrawalConfirmStep({ result }: { result: Extract<WithdrawalActionData, { step: "confirm" }> }) {
  const submitting = useSubmitting();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { value, order } = result;
  return (
    <Form method="post" action="/retractation" aria-labelledby="retractation-etape" className="space-y-5">
      <h2 id="retractation-etape" ref={heading} tabIndex={-1} className="text-xl font-bold">
        Étape 2 sur 2 : confirmez votre rétractation
      </h2>
      <p>« Je vous notifie par la présente ma rétractation du contrat portant sur la vente des biens ci-dessous. »</p>
      <Declaration value={value} />
      {order ? (
        <div>
          <p>
            Commande {order.number} du {order.orderedOn} :
          </p>
          <ul className="list-disc pl-6">
            {order.books.map((book) => (
              <li key={book}>{book}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {Object.entries(value).map(([name, text]) => (
        <input key={name} type="hidden" name={name} value={text} />
      ))}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="confirm" className={button} {...focusableDisabled(submitting)}>
          {submitting ? WITHDRAWAL_MESSAGES.confirming : WITHDRAWAL_MESSAGES.confirm}
        </button>
        <button type="submit" name="intent" value="edit" className={secondaryButton}>
          Modifier
        </button>
      </div>
    </Form>
  );
}

/** The acknowledgement on screen; the durable one is the e-mail. */
export function WithdrawalDoneStep({ result }: { result: Extract<WithdrawalActionData, { step: "done" }> }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div role="status" className="space-y-4 rounded-lg border border-green-700 bg-green-50 p-5">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold">
        {result.already ? WITHDRAWAL_MESSAGES.alreadyRecordedTitle : WITHDRAWAL_MESSAGES.recordedTitle}
      </h2>
      {result.receiptSent ? (
        <p>
          Votre rétractation a été reçue le {result.receivedAt}. Un accusé de réception reprenant votre déclaration est
          envoyé à <strong>{result.value.email}</strong>.
        </p>
      ) : (
        <p>
          Votre rétractation a été reçue le {result.receivedAt}. Cette adresse a déjà reçu trois accusés de réception
          aujourd'hui : notre service client vous enverra celui-ci à <strong>{result.value.email}</strong>. Gardez cette
          page, elle indique la date de votre rétractation.
        </p>
      )}
      <Declaration value={result.value} />
      <p>
        Nous vous envoyons un bordereau de retour prépayé : renvoyez-nous les livres dans les {RETURN_WINDOW_DAYS}{" "}
        jours. Le remboursement suit au plus tard {WITHDRAWAL_REFUND_DAYS} jours après votre rétractation.
      </p>
    </div>
  );
}
