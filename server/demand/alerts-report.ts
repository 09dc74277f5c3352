import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { visibleLine } from "../../core/text/invisible-characters.ts";
import type { Database } from "../db/connection.ts";
import { stockAlerts } from "../db/schema.ts";

export type AlertsByTitle = Array<{
  productId: string;
  title: string;
  handle: string;
  waiting: number;
  pending: number;
  /** Only when asked for (`--adresses`): the addresses of its confirmed alerts. */
  addresses?: string[];
}>;

/** The titles parents wait for, most awaited first (`npm run alerts`): counts, and the addresses only when asked. */
export async function readAlertsByTitle(
  db: Database,
  options: { limit: number; withAddresses?: boolean },
): Promise<AlertsByTitle> {
  const waiting = sql<number>`count(*) filter (where ${stockAlerts.status} = 'waiting')::int`;
  const titles = await db
    .select({
      productId: stockAlerts.productId,
      title: sql<string>`max(${stockAlerts.productTitle})`,
      handle: sql<string>`max(${stockAlerts.productHandle})`,
      waiting,
      pending: sql<number>`count(*) filter (where ${stockAlerts.status} = 'pending')::int`,
    })
    .from(stockAlerts)
    .where(inArray(stockAlerts.status, ["pending", "waiting"]))
    .groupBy(stockAlerts.productId)
    .orderBy(desc(waiting), desc(count()))
    .limit(options.limit);
  if (!options.withAddresses || titles.length === 0) return titles;
  const rows = await db
    .select({ productId: stockAlerts.productId, email: stockAlerts.email })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.status, "waiting"),
        inArray(
          stockAlerts.productId,
          titles.map((title) => title.productId),
        ),
      ),
    )
    .orderBy(stockAlerts.confirmedAt);
  return titles.map((title) => ({
    ...title,
    addresses: rows.filter((row) => row.productId === title.productId).map((row) => row.email),
  }));
}

/** The list as the command prints it; titles and addresses escaped, as anything stored may print (issue 51). */
export function formatAlertsByTitle(titles: AlertsByTitle): string {
  if (titles.length === 0) return "Aucune alerte en attente.\n";
  const lines = ["Alertes de retour en stock, par livre (confirmées en attente, puis à confirmer) :", ""];
  for (const title of titles) {
    lines.push(
      `${String(title.waiting).padStart(5)} confirmée(s), ${String(title.pending).padStart(4)} à confirmer — ${visibleLine(title.title)} (/produit/${visibleLine(title.handle)})`,
    );
    for (const address of title.addresses ?? []) lines.push(`        ${visibleLine(address)}`);
  }
  return `${lines.join("\n")}\n`;
}
