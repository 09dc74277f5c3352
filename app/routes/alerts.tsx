import { data, isRouteErrorResponse, Link } from "react-router";
import { ALERT_BOOK_PARAM } from "../../core/demand/alert-paths.ts";
import { ALERT_FIELDS } from "../../core/demand/alert-schema.ts";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import { readFormUpTo } from "../../core/http/request-body.server.ts";
import { ALERT_EMAIL_MAX } from "../../core/shop-constants.ts";
import { type AlertActionData, StockAlertForm } from "../components/demand/stock-alert-form.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { requestInfoContext, servicesContext } from "../context.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
import type { Route } from "./+types/alerts";

/** Three short fields; a larger body is refused before it is read. */
const MAX_BODY_BYTES = 8 * 1024;

/**
 * `/alertes?livre=<handle>`: the alert form of one book on a page of its own, where the form answers when it was
 * posted without JavaScript (a sold-out card, the product page before hydration).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const handle = new URL(request.url).searchParams.get(ALERT_BOOK_PARAM) ?? "";
  const product = context.get(servicesContext).catalogue.productByHandle(handle);
  if (!product) throw data({ kind: "product" }, { status: 404 });
  return { book: { handle: product.handle, title: product.title, availableForSale: product.availableForSale } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormUpTo(request, MAX_BODY_BYTES);
  if (!read.ok && read.reason === "too-large") {
    return data<AlertActionData>({ status: "failed", tooLarge: true }, { status: 413 });
  }
  if (!read.ok && read.reason === "ill-formed") {
    return data<AlertActionData>({ status: "failed", illFormed: true }, { status: 400 });
  }
  const form = read.ok ? read.fields : {};
  const { alerts } = context.get(servicesContext);
  try {
    const result = await alerts.subscribe(form);
    if (result.status === "invalid") {
      const email = form[ALERT_FIELDS.email]?.slice(0, ALERT_EMAIL_MAX);
      return data<AlertActionData>({ status: "invalid", errors: result.errors, ...(email ? { email } : {}) }, 400);
    }
    if (result.status === "title-full") return data<AlertActionData>({ status: "title-full" }, { status: 409 });
    // A robot's post (`dropped`) is told the same as everyone.
    return data<AlertActionData>({ status: "accepted" });
  } catch (error) {
    const { requestId } = context.get(requestInfoContext);
    console.error(`[alertes] alerte non enregistrée (requête ${requestId}) : ${errorSummary(error)}`);
    return data<AlertActionData>({ status: "failed" }, { status: 503 });
  }
}

/** With JavaScript, a refusal from the rate limiter (429) or a network failure is said under the form. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<AlertActionData> {
  try {
    return await serverAction();
  } catch (error) {
    return { status: "failed", rateLimited: isRouteErrorResponse(error) && error.status === 429 };
  }
}

/** The form's page is one visitor's: no search engine, no shared cache. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: `Alerte de retour : ${loaderData?.book.title ?? "livre"} | ${rootDataFrom(matches).shop.name}` },
  { name: "robots", content: "noindex" },
];

export default function AlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { book } = loaderData;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-extrabold">Être prévenu du retour de « {book.title} »</h1>
      {book.availableForSale ? (
        <p className="font-semibold text-green-800">Bonne nouvelle : ce livre est en vente en ce moment.</p>
      ) : null}
      <StockAlertForm handle={book.handle} title={book.title} result={actionData} />
      <p>
        <Link to={`/produit/${book.handle}`} className="font-semibold text-brand-700 underline">
          Retour au livre
        </Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
