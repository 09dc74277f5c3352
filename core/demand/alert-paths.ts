import { sectionHref } from "../help/section-anchor.ts";

/** The pages of back-in-stock alerts (app/routes.ts) and the privacy section every alert e-mail and form links to. */
export const ALERT_FORM_PATH = "/alertes";
export const ALERT_CONFIRM_PATH = "/alertes/confirmer";
export const ALERT_UNSUBSCRIBE_PATH = "/alertes/desabonnement";
/** Where a mail client's one-click unsubscribe posts (RFC 8058): outside the pages, no form origin to check. */
export const ALERT_ONE_CLICK_PATH = "/api/alertes/desabonnement";
/** The query parameter that carries a link's token, and the one naming the book on the form's page. */
export const ALERT_TOKEN_PARAM = "jeton";
export const ALERT_BOOK_PARAM = "livre";
export const ALERTS_PRIVACY_PATH = sectionHref("/mentions-legales", "alertes");

/** The form's action: its page knows the book from the address when it answers without JavaScript. */
export function alertFormAction(handle: string): string {
  return `${ALERT_FORM_PATH}?${ALERT_BOOK_PARAM}=${encodeURIComponent(handle)}`;
}
