import { and, eq, inArray, isNotNull, lt, or } from "drizzle-orm";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import {
  ALERT_PENDING_DAYS,
  ALERT_REFUSAL_KEPT_YEARS,
  ALERT_SENT_KEPT_DAYS,
  ALERT_WAITING_MONTHS,
  DEMAND_KEPT_MONTHS,
} from "../../core/shop-constants.ts";
import type { Database } from "../db/connection.ts";
import { startPeriodicSweep } from "../db/periodic-sweep.ts";
import {
  alertSuppressions,
  demandAlertDays,
  demandSearches,
  demandSoldOutViews,
  mailOutbox,
  stockAlerts,
} from "../db/schema.ts";
import { parisDayOf } from "../paris-day.ts";

const DAY_MS = 24 * 60 * 60_000;

export type RetentionRun = { alerts: number; mails: number; demandDays: number; refusals: number };

/**
 * What the privacy section promises (mentions légales, « Alertes de retour en stock »): an unconfirmed alert is
 * deleted after 7 days, a waiting one 12 months after its confirmation, a sent one 30 days after its e-mail; their
 * e-mails leave the outbox 30 days after sending; the demand counts are kept 13 months; the fingerprint of a mailbox
 * that unsubscribed, 3 years after its last refusal.
 */
export async function applyDemandRetention(db: Database, now: Date = new Date()): Promise<RetentionRun> {
  const at = now.getTime();
  const alerts = await db
    .delete(stockAlerts)
    .where(
      or(
        and(eq(stockAlerts.status, "pending"), lt(stockAlerts.createdAt, new Date(at - ALERT_PENDING_DAYS * DAY_MS))),
        and(eq(stockAlerts.status, "waiting"), lt(stockAlerts.confirmedAt, monthsBefore(now, ALERT_WAITING_MONTHS))),
        and(eq(stockAlerts.status, "sent"), lt(stockAlerts.sentAt, new Date(at - ALERT_SENT_KEPT_DAYS * DAY_MS))),
      ),
    )
    .returning({ id: stockAlerts.id });
  const mails = await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.kind, ["alert-confirmation", "stock-alert"]),
        isNotNull(mailOutbox.sentAt),
        lt(mailOutbox.sentAt, new Date(at - ALERT_SENT_KEPT_DAYS * DAY_MS)),
      ),
    )
    .returning({ id: mailOutbox.id });
  const firstKept = parisDayOf(monthsBefore(now, DEMAND_KEPT_MONTHS));
  const searches = await db
    .delete(demandSearches)
    .where(lt(demandSearches.day, firstKept))
    .returning({ day: demandSearches.day });
  const views = await db
    .delete(demandSoldOutViews)
    .where(lt(demandSoldOutViews.day, firstKept))
    .returning({ day: demandSoldOutViews.day });
  const days = await db
    .delete(demandAlertDays)
    .where(lt(demandAlertDays.day, firstKept))
    .returning({ day: demandAlertDays.day });
  const refusals = await db
    .delete(alertSuppressions)
    .where(lt(alertSuppressions.refusedAt, monthsBefore(now, ALERT_REFUSAL_KEPT_YEARS * 12)))
    .returning({ fingerprint: alertSuppressions.fingerprint });
  return {
    alerts: alerts.length,
    mails: mails.length,
    demandDays: searches.length + views.length + days.length,
    refusals: refusals.length,
  };
}

function monthsBefore(date: Date, months: number): Date {
  const earlier = new Date(date);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  return earlier;
}

/** Applies the retention now and every hour, on every instance (the deletes are the same whoever runs them). */
export function startDemandRetention(options: { db: Database; log: (line: string) => void }): () => Promise<void> {
  return startPeriodicSweep({
    run: async () => {
      const done = await applyDemandRetention(options.db);
      if (done.alerts > 0) options.log(`Alertes de retour en stock échues effacées : ${done.alerts}.`);
    },
    onError: (error) => console.error(`[alertes] effacement des alertes échues impossible : ${errorSummary(error)}`),
  });
}
