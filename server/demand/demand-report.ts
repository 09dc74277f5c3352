import { and, count, desc, eq, gte, sql, sum } from "drizzle-orm";
import { DEMAND_SEARCH_MIN_VISITORS } from "../../core/shop-constants.ts";
import { visibleLine } from "../../core/text/invisible-characters.ts";
import type { Database } from "../db/connection.ts";
import { demandAlertDays, demandSearches, demandSoldOutViews, stockAlerts } from "../db/schema.ts";
import { parisDayOf } from "../paris-day.ts";

export type DemandReport = {
  /** First day counted, `YYYY-MM-DD` (Paris), and the number of days. */
  from: string;
  days: number;
  mode: "local" | "shopify";
  searches: Array<{ query: string; outcome: "none" | "sold-out"; count: number; lastSeenAt: Date }>;
  waitingAlerts: Array<{ title: string; handle: string; waiting: number }>;
  soldOutViews: Array<{ title: string; handle: string; views: number }>;
  alerts: { confirmed: number; sent: number; ordered: number };
};

/** The owner's figures for the last `days` days, today included (`npm run demand`). */
export async function readDemandReport(
  db: Database,
  options: { days: number; limit: number; mode: "local" | "shopify"; now?: Date },
): Promise<DemandReport> {
  const today = options.now ?? new Date();
  const from = parisDayOf(new Date(today.getTime() - (options.days - 1) * 24 * 60 * 60_000));
  const total = sql<number>`sum(${demandSearches.count})::int`;
  const searches = await db
    .select({
      query: demandSearches.query,
      // The outcome of the latest day it was searched.
      outcome: sql<
        "none" | "sold-out"
      >`(array_agg(${demandSearches.outcome} order by ${demandSearches.lastSeenAt} desc))[1]`,
      count: total,
      lastSeenAt: sql<Date>`max(${demandSearches.lastSeenAt})`,
    })
    .from(demandSearches)
    .where(gte(demandSearches.day, from))
    .groupBy(demandSearches.query)
    // A day's count is of distinct visitors: a search shows once enough people typed it, not one person often.
    .having(sql`${total} >= ${DEMAND_SEARCH_MIN_VISITORS}`)
    .orderBy(desc(total), desc(sql`max(${demandSearches.lastSeenAt})`))
    .limit(options.limit);
  const waiting = count();
  const waitingAlerts = await db
    .select({ title: stockAlerts.productTitle, handle: stockAlerts.productHandle, waiting })
    .from(stockAlerts)
    .where(eq(stockAlerts.status, "waiting"))
    .groupBy(stockAlerts.productId, stockAlerts.productTitle, stockAlerts.productHandle)
    .orderBy(desc(waiting), stockAlerts.productTitle)
    .limit(options.limit);
  const views = sql<number>`sum(${demandSoldOutViews.count})::int`;
  const soldOutViews = await db
    .select({
      title: sql<string>`(array_agg(${demandSoldOutViews.productTitle} order by ${demandSoldOutViews.day} desc))[1]`,
      handle: sql<string>`(array_agg(${demandSoldOutViews.productHandle} order by ${demandSoldOutViews.day} desc))[1]`,
      views,
    })
    .from(demandSoldOutViews)
    .where(gte(demandSoldOutViews.day, from))
    .groupBy(demandSoldOutViews.productId)
    .orderBy(desc(views))
    .limit(options.limit);
  const [alerts] = await db
    .select({
      confirmed: sum(demandAlertDays.confirmed).mapWith(Number),
      sent: sum(demandAlertDays.sent).mapWith(Number),
      ordered: sum(demandAlertDays.ordered).mapWith(Number),
    })
    .from(demandAlertDays)
    .where(and(gte(demandAlertDays.day, from)));
  return {
    from,
    days: options.days,
    mode: options.mode,
    searches: searches.map((row) => ({ ...row, lastSeenAt: new Date(row.lastSeenAt) })),
    waitingAlerts,
    soldOutViews,
    alerts: { confirmed: alerts?.confirmed ?? 0, sent: alerts?.sent ?? 0, ordered: alerts?.ordered ?? 0 },
  };
}

const dateTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Paris" });

const OUTCOME_LABELS = { none: "aucun livre", "sold-out": "seulement des livres épuisés" } as const;

/** The report as the command prints it, in French; searches and titles escaped, as visitors typed them (issue 51). */
export function formatDemandReport(report: DemandReport): string {
  const lines = [
    `Ce que les parents ont cherché, du ${frenchDay(report.from)} à aujourd'hui (${report.days} jours)`,
    "",
  ];
  // Counts are of visitors, each once a day: summed over the days, one person who came back counts again.
  lines.push(
    `Recherches sans livre en vente, faites par au moins ${DEMAND_SEARCH_MIN_VISITORS} visiteurs (texte normalisé, visiteurs par jour additionnés, dernière fois), les plus fréquentes d'abord :`,
  );
  if (report.searches.length === 0) lines.push("  aucune");
  for (const search of report.searches) {
    lines.push(
      `  ${String(search.count).padStart(5)} × « ${visibleLine(search.query)} » — ${OUTCOME_LABELS[search.outcome]}, dernière fois le ${dateTime.format(search.lastSeenAt)}`,
    );
  }
  lines.push("", "Livres les plus attendus (alertes confirmées en attente d'un exemplaire) :");
  if (report.waitingAlerts.length === 0) lines.push("  aucun");
  for (const title of report.waitingAlerts) {
    lines.push(
      `  ${String(title.waiting).padStart(5)} × ${visibleLine(title.title)} (/produit/${visibleLine(title.handle)})`,
    );
  }
  lines.push("", "Livres épuisés les plus consultés (visiteurs par jour additionnés) :");
  if (report.soldOutViews.length === 0) lines.push("  aucun");
  for (const title of report.soldOutViews) {
    lines.push(
      `  ${String(title.views).padStart(5)} vues — ${visibleLine(title.title)} (/produit/${visibleLine(title.handle)})`,
    );
  }
  lines.push("", "Alertes de retour en stock :");
  lines.push(`  confirmées : ${report.alerts.confirmed}`);
  lines.push(`  envoyées : ${report.alerts.sent}`);
  lines.push(
    report.mode === "local"
      ? `  suivies d'une commande du livre dans les 7 jours : ${report.alerts.ordered}`
      : "  suivies d'une commande : non mesuré en mode Shopify (les commandes sont chez Shopify)",
  );
  return `${lines.join("\n")}\n`;
}

/**
 * The same figures for a spreadsheet: semicolons and a byte-order mark, as a French spreadsheet opens a CSV file
 * without asking; one row per figure, the first column saying which list it belongs to.
 */
export function demandReportCsv(report: DemandReport): string {
  const rows: string[][] = [["rubrique", "texte ou livre", "adresse du livre", "nombre", "précision"]];
  for (const search of report.searches) {
    rows.push([
      "recherche sans livre en vente",
      search.query,
      "",
      String(search.count),
      `${OUTCOME_LABELS[search.outcome]} ; dernière fois le ${dateTime.format(search.lastSeenAt)}`,
    ]);
  }
  for (const title of report.waitingAlerts) {
    rows.push(["alertes en attente", title.title, `/produit/${title.handle}`, String(title.waiting), ""]);
  }
  for (const title of report.soldOutViews) {
    rows.push(["vues d'un livre épuisé", title.title, `/produit/${title.handle}`, String(title.views), ""]);
  }
  rows.push(["alertes confirmées", "", "", String(report.alerts.confirmed), `depuis le ${frenchDay(report.from)}`]);
  rows.push(["alertes envoyées", "", "", String(report.alerts.sent), `depuis le ${frenchDay(report.from)}`]);
  if (report.mode === "local") {
    rows.push(["alertes suivies d'une commande", "", "", String(report.alerts.ordered), "dans les 7 jours"]);
  }
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(";")).join("\r\n")}\r\n`;
}

function csvCell(value: string): string {
  // A cell a spreadsheet would read as a formula (=, +, -, @) is quoted with a leading apostrophe: searches are typed
  // by anyone.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function frenchDay(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}
