import { data } from "react-router";
import { ALERT_MESSAGES } from "../../../core/messages/alerts.ts";

export type LinkRefusalData = { status: "invalid" | "expired"; message: string };

/**
 * The answer to a forged or expired link of an alert e-mail: said in French, with its own status (400 forged, 410
 * expired), and nothing changed.
 */
export function linkRefusal(reason: "invalid" | "expired", purpose: "confirm" | "unsubscribe") {
  const message =
    reason === "invalid"
      ? ALERT_MESSAGES.invalidLink
      : purpose === "confirm"
        ? ALERT_MESSAGES.expiredConfirmLink
        : ALERT_MESSAGES.expiredUnsubscribeLink;
  return data<LinkRefusalData>({ status: reason, message }, { status: reason === "invalid" ? 400 : 410 });
}
