import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { demandReportCsv, formatDemandReport, readDemandReport } from "../server/demand/demand-report.ts";
import { openScriptDatabase, runScript, ScriptUserError } from "./script-database.ts";

/**
 * What parents looked for and did not find, for a period the owner chooses (issue 39): the searches without a book for
 * sale, the most awaited and the most viewed sold-out titles, and what alerts led to.
 *   npm run demand [-- --days 30] [-- --limit 20] [-- --csv demande.csv]
 * It reads the configured database; with PostgreSQL it runs while the shop runs (the counts of the last minute are
 * written a minute later); with PGlite, stop the shop first.
 */
const USAGE =
  "Usage : npm run demand [-- --days <nombre de jours, 30 par défaut>] [-- --limit <lignes par liste, 20 par défaut>] [-- --csv <fichier.csv>]";
const MAX_DAYS = 400;
const MAX_LIMIT = 1000;

export type DemandCommand = { days: number; limit: number; csv: string | null };

function whole(value: string | undefined, fallback: number, max: number, name: string): number | string {
  if (value === undefined) return fallback;
  const number = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
  return number >= 1 && number <= max
    ? number
    : `--${name} doit être un nombre entier entre 1 et ${max} (reçu : « ${value} »).`;
}

export function parseDemandCommand(argv: string[]): DemandCommand | string {
  let values: { days?: string | undefined; limit?: string | undefined; csv?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { days: { type: "string" }, limit: { type: "string" }, csv: { type: "string" } },
      strict: true,
    }));
  } catch {
    return `Arguments invalides. ${USAGE}`;
  }
  const days = whole(values.days, 30, MAX_DAYS, "days");
  if (typeof days === "string") return days;
  const limit = whole(values.limit, 20, MAX_LIMIT, "limit");
  if (typeof limit === "string") return limit;
  if (values.csv !== undefined && !values.csv.toLowerCase().endsWith(".csv")) {
    return `--csv attend un nom de fichier en .csv (reçu : « ${values.csv} »).`;
  }
  return { days, limit, csv: values.csv ?? null };
}

async function main(): Promise<number> {
  const command = parseDemandCommand(process.argv.slice(2));
  if (typeof command === "string") {
    console.error(command);
    return 2;
  }
  const opened = await openScriptDatabase("avant de lire les chiffres de la demande");
  if ("exitCode" in opened) return opened.exitCode;
  const { config, database } = opened;
  try {
    const report = await readDemandReport(database.db, { ...command, mode: config.storefront.mode });
    process.stdout.write(formatDemandReport(report));
    if (command.csv) {
      try {
        writeFileSync(command.csv, demandReportCsv(report));
      } catch (error) {
        throw new ScriptUserError(`Impossible d'écrire ${command.csv} : ${(error as Error).message}`);
      }
      console.log(`\nLes mêmes chiffres sont dans ${command.csv} (tableur : séparateur point-virgule).`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) await runScript(main, "Échec de la lecture des chiffres de la demande");
