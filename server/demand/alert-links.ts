import {
  ALERT_CONFIRM_PATH,
  ALERT_ONE_CLICK_PATH,
  ALERT_TOKEN_PARAM,
  ALERT_UNSUBSCRIBE_PATH,
} from "../../core/demand/alert-paths.ts";
import { ALERT_PENDING_DAYS, ALERT_WAITING_MONTHS } from "../../core/shop-constants.ts";
import type { LinkSigner } from "./signed-links.ts";

const DAY_MS = 24 * 60 * 60_000;

/**
 * The absolute links of an address's e-mails. A confirmation link lives as long as a pending alert; an unsubscribe
 * link outlives any alert it could stop (12 months waiting, then a month to spare).
 */
export function alertLinks(links: LinkSigner, siteUrl: string) {
  const url = (path: string, token: string) => `${siteUrl}${path}?${ALERT_TOKEN_PARAM}=${token}`;
  const unsubscribeToken = (key: string) => links.sign("unsubscribe", key, (ALERT_WAITING_MONTHS + 1) * 31 * DAY_MS);
  return {
    confirm: (key: string) => url(ALERT_CONFIRM_PATH, links.sign("confirm", key, ALERT_PENDING_DAYS * DAY_MS)),
    /** The page an e-mail's text links to: it asks before it unsubscribes (a link scanner must not). */
    unsubscribe: (key: string) => url(ALERT_UNSUBSCRIBE_PATH, unsubscribeToken(key)),
    /** `List-Unsubscribe`: the mail client posts to it, and that post unsubscribes (RFC 8058). */
    oneClick: (key: string) => url(ALERT_ONE_CLICK_PATH, unsubscribeToken(key)),
  };
}

export type AlertLinks = ReturnType<typeof alertLinks>;
