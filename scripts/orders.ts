import { parseArgs } from "node:util";
import { readRecentOrders } from "../server/commerce/checkout/order-summary.ts";
import { formatOrdersReport } from "../server/commerce/checkout/orders-report.ts";
import { openScriptDatabase, runScript } from "./script-database.ts";

/**
 * Prints the recent orders of the local checkout for the shop owner (number, date, customer, total, lines):
 *   npm run orders [-- --limit 50]
 * It reads the configured database (DATABASE_URL, else PGlite in DATA_DIR). PGlite is a single-process database:
 * stop the shop before running it on PGlite (with PostgreSQL it runs alongside).
 */
const USAGE = "Usage : npm run orders [-- --limit <nombre de commandes, 20 par défaut>]";
const MAX_LIMIT = 1000;

function parseLimit(argv: string[]): number | string {
  let values: { limit?: string | undefined };
  try {
    ({ values } = parseArgs({ args: argv, options: { limit: { type: "string" } }, strict: true }));
  } catch {
    return `Arguments invalides. ${USAGE}`;
  }
  if (values.limit === undefined) return 20;
  const limit = /^\d{1,4}$/.test(values.limit) ? Number(values.limit) : Number.NaN;
  if (!(limit >= 1 && limit <= MAX_LIMIT)) {
    return `--limit doit être un nombre entier entre 1 et ${MAX_LIMIT} (reçu : « ${values.limit} »).`;
  }
  return limit;
}

async function main(): Promise<number> {
  const limit = parseLimit(process.argv.slice(2));
  if (typeof limit === "string") {
    console.error(limit);
    return 2;
  }
  const opened = await openScriptDatabase("avant de lire les commandes");
  if ("exitCode" in opened) return opened.exitCode;
  const { database } = opened;
  try {
    process.stdout.write(formatOrdersReport(await readRecentOrders(database.db, limit)));
    return 0;
  } finally {
    await database.close();
  }
}

await runScript(main, "Échec de la lecture des commandes");
