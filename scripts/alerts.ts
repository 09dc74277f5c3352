import { parseArgs } from "node:util";
import { formatAlertsByTitle, readAlertsByTitle } from "../server/demand/alerts-report.ts";
import { openScriptDatabase, runScript } from "./script-database.ts";

/**
 * The back-in-stock alerts waiting, per title, most awaited first (counts only; `--adresses` adds the confirmed
 * addresses, for the owner who must answer a request to access or erase them):
 *   npm run alerts [-- --limit 50] [-- --adresses]
 * It reads the configured database; with PGlite, stop the shop first (with PostgreSQL it runs alongside).
 */
const USAGE = "Usage : npm run alerts [-- --limit <nombre de livres, 20 par défaut>] [-- --adresses]";
const MAX_LIMIT = 1000;

export function parseAlertsCommand(argv: string[]): { limit: number; withAddresses: boolean } | string {
  let values: { limit?: string | undefined; adresses?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { limit: { type: "string" }, adresses: { type: "boolean" } },
      strict: true,
    }));
  } catch {
    return `Arguments invalides. ${USAGE}`;
  }
  const limit = values.limit === undefined ? 20 : /^\d{1,4}$/.test(values.limit) ? Number(values.limit) : Number.NaN;
  if (!(limit >= 1 && limit <= MAX_LIMIT)) {
    return `--limit doit être un nombre entier entre 1 et ${MAX_LIMIT} (reçu : « ${values.limit} »).`;
  }
  return { limit, withAddresses: values.adresses ?? false };
}

async function main(): Promise<number> {
  const command = parseAlertsCommand(process.argv.slice(2));
  if (typeof command === "string") {
    console.error(command);
    return 2;
  }
  const opened = await openScriptDatabase("avant de lire les alertes");
  if ("exitCode" in opened) return opened.exitCode;
  const { database } = opened;
  try {
    process.stdout.write(formatAlertsByTitle(await readAlertsByTitle(database.db, command)));
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) await runScript(main, "Échec de la lecture des alertes");
