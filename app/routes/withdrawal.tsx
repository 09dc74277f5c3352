import { data, isRouteErrorResponse, Link } from "react-router";
import { WITHDRAWAL_FIELDS, type WithdrawalField } from "../../core/checkout/withdrawal-schema.ts";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import { readFormUpTo } from "../../core/http/request-body.server.ts";
import { RETURN_WINDOW_DAYS, WITHDRAWAL_ORDER_NUMBER_MAX } from "../../core/shop-constants.ts";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import {
  type WithdrawalActionData,
  WithdrawalConfirmStep,
  WithdrawalDoneStep,
  WithdrawalFormStep,
} from "../components/withdrawal/withdrawal-steps.tsx";
import { requestInfoContext, servicesContext } from "../context.ts";
import { personalDataHeaders } from "../lib/http/personal-data.ts";
import { infoPageMeta } from "../lib/info-pages/info-meta.ts";
import type { Route } from "./+types/withdrawal";

/** A withdrawal is four short fields; a larger body is refused before it is read. */
const MAX_BODY_BYTES = 16 * 1024;
const ECHO_MAX_CHARS = 2000;

const parisDateTime = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "full",
  timeStyle: "medium",
  timeZone: "Europe/Paris",
});
const parisDate = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" });

/** `?commande=BQ-7K4M9P` (the links of the confirmation page and e-mail) fills in the order number. */
export async function loader({ request }: Route.LoaderArgs) {
  const number = new URL(request.url).searchParams.get("commande")?.trim().slice(0, WITHDRAWAL_ORDER_NUMBER_MAX);
  return { prefill: number ? { orderNumber: number } : {} };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormUpTo(request, MAX_BODY_BYTES);
  if (!read.ok && read.reason === "too-large") {
    return data<WithdrawalActionData>({ step: "form", values: {}, tooLarge: true }, { status: 413 });
  }
  if (!read.ok && read.reason === "ill-formed") {
    return data<WithdrawalActionData>({ step: "form", values: {}, illFormed: true }, { status: 400 });
  }
  const form = read.ok ? read.fields : {};
  const values: Partial<Record<WithdrawalField, string>> = {};
  for (const field of WITHDRAWAL_FIELDS) values[field] = form[field]?.slice(0, ECHO_MAX_CHARS);
  if (form.intent === "edit") return data<WithdrawalActionData>({ step: "form", values });

  const { withdrawal } = context.get(servicesContext);
  const { clientIp, requestId } = context.get(requestInfoContext);
  try {
    if (form.intent === "confirm") {
      const result = await withdrawal.submit(form, clientIp);
      if (result.status === "invalid") {
        return data<WithdrawalActionData>({ step: "form", values, errors: result.errors }, { status: 400 });
      }
      if (result.status === "not-found") {
        return data<WithdrawalActionData>({ step: "form", values, notFound: true }, { status: 404 });
      }
      const receivedAt = `${parisDateTime.format(result.receivedAt)} (heure de Paris)`;
      return data<WithdrawalActionData>({
        step: "done",
        value: result.value,
        receivedAt,
        already: result.already,
        receiptSent: result.receiptSent,
      });
    }
    const review = await withdrawal.review(form);
    if (review.status === "invalid") {
      return data<WithdrawalActionData>({ step: "form", values, errors: review.errors }, { status: 400 });
    }
    if (review.status === "not-found") {
      return data<WithdrawalActionData>({ step: "form", values, notFound: true }, { status: 404 });
    }
    const order = review.order
      ? { number: review.order.number, orderedOn: parisDate.format(review.order.orderedAt), books: review.order.books }
      : null;
    return data<WithdrawalActionData>({ step: "confirm", value: review.value, order });
  } catch (error) {
    console.error(`[rétractation] déclaration non enregistrée (requête ${requestId}) : ${errorSummary(error)}`);
    return data<WithdrawalActionData>({ step: "form", values, failed: true }, { status: 503 });
  }
}

/** With JavaScript, a refusal from the rate limiter (429) or a network failure is said above the form. */
export async function clientAction({ serverAction, request }: Route.ClientActionArgs): Promise<WithdrawalActionData> {
  const values: Partial<Record<WithdrawalField, string>> = {};
  const form = await request.clone().formData();
  for (const field of WITHDRAWAL_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  try {
    return await serverAction();
  } catch (error) {
    const rateLimited = isRouteErrorResponse(error) && error.status === 429;
    return { step: "form", values, rateLimited, failed: !rateLimited };
  }
}

/** Its answers write back what the buyer typed: kept by no cache, ours included. */
export const headers = personalDataHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(matches, {
    title: "Renoncer au contrat ici : rétractation",
    description: `Exercez votre droit de rétractation en ligne dans les ${RETURN_WINDOW_DAYS} jours suivant la réception de votre commande : accusé de réception immédiat par e-mail.`,
    path: "/retractation",
  });

export default function WithdrawalPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-extrabold">Rétractation : renoncer à votre commande</h1>
      <p>
        Vous pouvez renoncer à votre achat, sans avoir à vous justifier, pendant {RETURN_WINDOW_DAYS} jours à compter de
        la réception de votre commande. Indiquez votre commande, vérifiez votre déclaration puis confirmez-la : nous
        vous envoyons aussitôt un accusé de réception par e-mail, avec la date et l'heure de votre rétractation.
      </p>
      {actionData?.step === "confirm" ? (
        <WithdrawalConfirmStep key="confirm" result={actionData} />
      ) : actionData?.step === "done" ? (
        <WithdrawalDoneStep key="done" result={actionData} />
      ) : (
        <WithdrawalFormStep key="form" result={actionData} prefill={loaderData.prefill} />
      )}
      <p className="text-sm">
        Vous pouvez aussi nous adresser le{" "}
        <Link to="/conditions-service#formulaire-retractation" className="font-semibold text-brand-700 underline">
          formulaire type de rétractation
        </Link>{" "}
        ou toute autre déclaration dénuée d'ambiguïté, par e-mail ou par courrier.
      </p>
    </div>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
