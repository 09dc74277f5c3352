import { Form, Link } from "react-router";
import { ALERT_TOKEN_PARAM } from "../../core/demand/alert-paths.ts";
import { ALERT_MESSAGES } from "../../core/messages/alerts.ts";
import { AlertLinkRefusal } from "../components/demand/alert-link-refusal.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { servicesContext } from "../context.ts";
import { type LinkRefusalData, linkRefusal } from "../lib/demand/alert-pages.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
import { personalDataHeaders } from "../lib/http/personal-data.ts";
import type { Route } from "./+types/alert-unsubscribe";

/**
 * `/alertes/desabonnement?jeton=…`, the link written in every alert e-mail: the visit asks, the button unsubscribes
 * (a mail scanner opening the link must not). Mail clients use the one-click address of `List-Unsubscribe` instead
 * (server/http: `POST /api/alertes/desabonnement`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get(ALERT_TOKEN_PARAM);
  const checked = context.get(servicesContext).alerts.checkUnsubscribe(token);
  if (checked.status !== "ok") return linkRefusal(checked.status, "unsubscribe");
  return { status: "ok" as const };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get(ALERT_TOKEN_PARAM);
  const done = await context.get(servicesContext).alerts.unsubscribe(token);
  if (done.status !== "unsubscribed") return linkRefusal(done.status, "unsubscribe");
  return { status: "unsubscribed" as const };
}

export const headers = personalDataHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Ne plus recevoir d'alertes | ${rootDataFrom(matches).shop.name}` },
  { name: "robots", content: "noindex" },
];

export default function AlertUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const refusal: LinkRefusalData | null =
    actionData && actionData.status !== "unsubscribed" ? actionData : loaderData.status !== "ok" ? loaderData : null;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-extrabold">Ne plus recevoir d'alertes de retour en stock</h1>
      {actionData?.status === "unsubscribed" ? (
        <p role="status" className="rounded-lg border border-green-700 bg-green-50 p-4 font-semibold">
          {ALERT_MESSAGES.unsubscribed}
        </p>
      ) : refusal ? (
        <AlertLinkRefusal refusal={refusal} />
      ) : (
        <Form method="post" className="space-y-4">
          <p>
            Toutes les alertes de l'adresse qui a reçu cet e-mail seront effacées, confirmées ou non, et nous ne lui
            écrirons plus à leur sujet.
          </p>
          <button type="submit" className="rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700">
            Me désabonner
          </button>
        </Form>
      )}
      <p>
        <Link to="/" className="font-semibold text-brand-700 underline">
          Retour à l'accueil
        </Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
