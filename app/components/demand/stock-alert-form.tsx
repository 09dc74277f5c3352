import { useId } from "react";
import { Link, useFetcher } from "react-router";
import { ALERTS_PRIVACY_PATH, alertFormAction } from "../../../core/demand/alert-paths.ts";
import { ALERT_FIELDS, type AlertErrors } from "../../../core/demand/alert-schema.ts";
import { ALERT_MESSAGES } from "../../../core/messages/alerts.ts";
import { GENERIC_MESSAGES } from "../../../core/messages/generic.ts";
import { focusableDisabled } from "../ui/focusable-disabled.ts";

/** What the `/alertes` action answers, to the form in place (JavaScript) or to its own page (without). */
export type AlertActionData =
  | { status: "accepted" }
  | { status: "invalid"; errors: AlertErrors; email?: string }
  | { status: "title-full" }
  | { status: "failed"; rateLimited?: boolean; tooLarge?: boolean; illFormed?: boolean };

/**
 * « Prévenez-moi quand un exemplaire revient » (issue 39): an address and a wish (any copy, or « Très bon état » for a
 * gift). A fetcher form: answered in place once hydrated; before that, or without JavaScript, the browser posts to
 * `/alertes`, whose page answers. Says what will be sent and links to what is kept and why.
 */
export function StockAlertForm({
  handle,
  title,
  result,
  headingLevel = 2,
}: {
  handle: string;
  title: string;
  /** The answer a page rendered without JavaScript shows. */
  result?: AlertActionData | undefined;
  headingLevel?: 2 | 3;
}) {
  const fetcher = useFetcher<AlertActionData>();
  const answer = fetcher.data ?? result;
  const busy = fetcher.state !== "idle";
  const id = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const emailError = answer?.status === "invalid" ? (answer.errors.email ?? answer.errors.book) : undefined;

  return (
    <section
      id="alerte"
      aria-labelledby={`${id}-titre`}
      className="relative scroll-mt-24 rounded-xl border-2 border-brand-100 bg-brand-50 p-4"
    >
      <Heading id={`${id}-titre`} className="text-lg font-bold">
        {ALERT_MESSAGES.formTitle}
      </Heading>
      {answer?.status === "accepted" ? (
        <p role="status" className="mt-2 font-semibold text-green-800">
          {ALERT_MESSAGES.accepted}
        </p>
      ) : (
        <fetcher.Form method="post" action={alertFormAction(handle)} noValidate className="mt-2 flex flex-col gap-3">
          <p className="text-sm">{ALERT_MESSAGES.formIntro}</p>
          <input type="hidden" name={ALERT_FIELDS.book} value={handle} />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-email`} className="font-semibold">
              Votre adresse e-mail
            </label>
            <input
              id={`${id}-email`}
              name={ALERT_FIELDS.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={254}
              defaultValue={answer?.status === "invalid" ? answer.email : undefined}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${id}-erreur` : undefined}
              className={`w-full rounded-lg border-2 bg-white px-3 py-2 ${emailError ? "border-red-600" : "border-brand-100 focus:border-brand-500"}`}
            />
            {emailError ? (
              <p id={`${id}-erreur`} className="text-sm font-semibold text-red-700">
                {emailError}
              </p>
            ) : null}
          </div>
          <fieldset className="flex flex-col gap-1 text-sm">
            <legend className="font-semibold">État souhaité pour « {title} »</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name={ALERT_FIELDS.wish} value="tous" defaultChecked />
              Tous les états
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name={ALERT_FIELDS.wish} value="tres-bon-etat" />
              Très bon état uniquement (pour offrir)
            </label>
          </fieldset>
          <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
            <label htmlFor={`${id}-piege`}>Laissez ce champ vide</label>
            <input id={`${id}-piege`} name={ALERT_FIELDS.honeypot} type="text" tabIndex={-1} autoComplete="off" />
          </div>
          {answer && answer.status !== "invalid" ? (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {answer.status === "title-full"
                ? ALERT_MESSAGES.titleFull
                : answer.rateLimited
                  ? GENERIC_MESSAGES.tooManyRequests
                  : answer.tooLarge
                    ? GENERIC_MESSAGES.bodyTooLarge
                    : answer.illFormed
                      ? GENERIC_MESSAGES.illFormedText
                      : ALERT_MESSAGES.failed}
            </p>
          ) : null}
          <button
            type="submit"
            {...focusableDisabled(busy)}
            className="self-start rounded-full bg-brand-600 px-5 py-2 font-bold text-white hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {busy ? ALERT_MESSAGES.submitting : ALERT_MESSAGES.submit}
          </button>
          <p className="text-xs text-gray-700">
            {ALERT_MESSAGES.notice}{" "}
            <Link to={ALERTS_PRIVACY_PATH} className="underline">
              {ALERT_MESSAGES.privacyLink}
            </Link>
          </p>
        </fetcher.Form>
      )}
    </section>
  );
}
