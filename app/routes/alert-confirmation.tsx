import { data, Form, Link } from "react-router";
import { ALERT_TOKEN_PARAM } from "../../core/demand/alert-paths.ts";
import { wishLabel } from "../../core/demand/alert-schema.ts";
import { readFormDataUpTo } from "../../core/http/request-body.server.ts";
import { ALERT_MESSAGES } from "../../core/messages/alerts.ts";
import { ALERTS_PER_ADDRESS } from "../../core/shop-constants.ts";
import { AlertLinkRefusal } from "../components/demand/alert-link-refusal.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { servicesContext } from "../context.ts";
import { linkRefusal } from "../lib/demand/alert-pages.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
import { personalDataHeaders } from "../lib/http/personal-data.ts";
import type { Route } from "./+types/alert-confirmation";

/** The chosen alerts' numbers: a few dozen short fields at most. */
const MAX_BODY_BYTES = 4 * 1024;
const ALERT_ID_FIELD = "alerte";

/**
 * `/alertes/confirmer?jeton=…`, the link of the double opt-in e-mail: it lists the address's alerts waiting for its
 * confirmation, and confirms on the button, never on the visit itself (a mail scanner opening the link must not confirm
 * for the person). Only the alerts a confirmation e-mail listed come ticked: one asked since, by anyone who typed the
 * address, waits for the person to tick it (issue 51).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get(ALERT_TOKEN_PARAM);
  const pending = await context.get(servicesContext).alerts.pending(token);
  if (pending.status !== "ok") return linkRefusal(pending.status, "confirm");
  return { status: "ok" as const, alerts: pending.alerts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get(ALERT_TOKEN_PARAM);
  const read = await readFormDataUpTo(request, MAX_BODY_BYTES);
  // Only a damaged or forged post is refused here; its numbers are checked against the link's address anyway.
  if (!read.ok) return data({ status: "none-chosen" as const }, { status: read.reason === "too-large" ? 413 : 400 });
  const ids = read.form.getAll(ALERT_ID_FIELD).map(Number);
  const confirmed = await context.get(servicesContext).alerts.confirm(token, ids.slice(0, ALERTS_PER_ADDRESS));
  if (confirmed.status !== "confirmed") return linkRefusal(confirmed.status, "confirm");
  if (confirmed.count === 0) return data({ status: "none-chosen" as const }, { status: 400 });
  return { status: "confirmed" as const, count: confirmed.count };
}

/** A page opened from one person's e-mail: no search engine, no cache of any kind. */
export const headers = personalDataHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Confirmer mes alertes | ${rootDataFrom(matches).shop.name}` },
  { name: "robots", content: "noindex" },
];

export default function AlertConfirmationPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-extrabold">Confirmer mes alertes de retour en stock</h1>
      <Answer loaderData={loaderData} actionData={actionData} />
      <p>
        <Link to="/" className="font-semibold text-brand-700 underline">
          Retour à l'accueil
        </Link>
      </p>
    </div>
  );
}

function Answer({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  if (actionData && "message" in actionData) return <AlertLinkRefusal refusal={actionData} />;
  if (actionData?.status === "confirmed") {
    return (
      <p role="status" className="rounded-lg border border-green-700 bg-green-50 p-4 font-semibold">
        {ALERT_MESSAGES.confirmed(actionData.count)}
      </p>
    );
  }
  if (loaderData.status !== "ok") return <AlertLinkRefusal refusal={loaderData} />;
  if (loaderData.alerts.length === 0) return <p className="font-semibold">{ALERT_MESSAGES.nothingPending}</p>;
  return (
    <Form method="post" className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-2">
          Vous avez demandé à être prévenu par e-mail du retour de ces livres. Décochez ceux que vous n'avez pas
          demandés, puis confirmez. Un livre demandé après l'envoi de notre e-mail n'est pas coché : cochez-le si c'est
          bien vous qui l'avez demandé.
        </legend>
        {loaderData.alerts.map((alert) => (
          <label key={alert.id} className="flex items-start gap-2">
            <input
              type="checkbox"
              name={ALERT_ID_FIELD}
              value={alert.id}
              defaultChecked={alert.announced}
              className="mt-1"
            />
            <span>
              <strong>{alert.title}</strong> ({wishLabel(alert.grade)})
            </span>
          </label>
        ))}
      </fieldset>
      {actionData?.status === "none-chosen" ? (
        <p role="alert" className="font-semibold text-red-700">
          {ALERT_MESSAGES.noneChosen}
        </p>
      ) : null}
      <button type="submit" className="rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700">
        Confirmer mes alertes
      </button>
    </Form>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
