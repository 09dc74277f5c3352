import express, { type RequestHandler } from "express";
import { ALERT_TOKEN_PARAM } from "../../core/demand/alert-paths.ts";
import { ALERT_MESSAGES } from "../../core/messages/alerts.ts";
import type { AlertService } from "../demand/alert-service.ts";

/** A mail client's one-click post carries `List-Unsubscribe=One-Click` and nothing else. */
const MAX_BODY = "2kb";

/**
 * `POST /api/alertes/desabonnement?jeton=…`: the one-click unsubscribe of `List-Unsubscribe-Post` (RFC 8058). The mail
 * provider posts it from its own servers, without cookies and without the shop's origin: the signed token in the
 * address is the whole authority, so no form-origin check applies. A GET is never enough (link scanners open links).
 *
 * A provider posts for all its users from a few addresses, so a valid link is never rate-limited (issue 51): a refusal
 * to unsubscribe would keep mail going to someone who asked it to stop. Only a forged or expired link spends
 * `limitRefusals`, the budget that stops a script guessing links.
 */
export function alertOneClickRoute(
  alerts: Pick<AlertService, "unsubscribe" | "checkUnsubscribe">,
  limitRefusals: RequestHandler,
): RequestHandler[] {
  const readBody = express.raw({ type: () => true, limit: MAX_BODY });
  const handle: RequestHandler = async (req, res, next) => {
    try {
      const given = req.query[ALERT_TOKEN_PARAM];
      const token = typeof given === "string" ? given : null;
      const checked = alerts.checkUnsubscribe(token);
      const done = checked.status === "ok" ? await alerts.unsubscribe(token) : checked;
      res.type("text/plain; charset=utf-8");
      if (done.status === "unsubscribed") {
        res.status(200).send(ALERT_MESSAGES.unsubscribed);
        return;
      }
      limitRefusals(req, res, () => {
        if (done.status === "expired") res.status(410).send(ALERT_MESSAGES.expiredUnsubscribeLink);
        else res.status(400).send(ALERT_MESSAGES.invalidLink);
      });
    } catch (error) {
      next(error);
    }
  };
  return [readBody, handle];
}
