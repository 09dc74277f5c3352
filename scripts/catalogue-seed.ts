import { parseArgs } from "node:util";
import { reseedDemoCatalogue } from "../server/commerce/demo/seed-demo-catalogue.ts";
import { notifyProductsChanged } from "../server/events/products-changed.ts";
import { openScriptDatabase, runScript } from "./script-database.ts";

/**
 * Replaces the catalogue of the configured database (DATABASE_URL, else PGlite in DATA_DIR) with a demo catalogue:
 *   node scripts/catalogue-seed.ts --count 50000 [--seed 42]
 */
const USAGE = "Usage : node scripts/catalogue-seed.ts --count <nombre de livres> [--seed <entier>]";
const MAX_COUNT = 200_000;

type Arguments = { count: number; seed: number | undefined };

function parseArguments(argv: string[]): Arguments | string {
  let values: { count?: string | undefined; seed?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { count: { type: "string" }, seed: { type: "string" } },
      strict: true,
      allowPositionals: false,
    }));
  } catch {
    return `Arguments invalides. ${USAGE}`;
  }
  if (values.count === undefined) return `Le nombre de livres est requis. ${USAGE}`;
  const count = wholeNumber(values.count);
  if (count === undefined || count < 1 || count > MAX_COUNT) {
    return `--count doit être un nombre entier entre 1 et ${MAX_COUNT.toLocaleString("fr-FR")} (reçu : « ${values.count} »).`;
  }
  const seed = values.seed === undefined ? undefined : wholeNumber(values.seed);
  if (values.seed !== undefined && seed === undefined) {
    return `--seed doit être un nombre entier positif (reçu : « ${values.seed} »).`;
  }
  return { count, seed };
}

function wholeNumber(text: string): number | undefined {
  if (!/^\d{1,9}$/.test(text.replace(/[_\s]/g, ""))) return undefined;
  return Number(text.replace(/[_\s]/g, ""));
}

async function main(): Promise<number> {
  const parsed = parseArguments(process.argv.slice(2));
  if (typeof parsed === "string") {
    console.error(parsed);
    return 2;
  }
  const started = performance.now();
  const opened = await openScriptDatabase("avant de remplacer le catalogue");
  if ("exitCode" in opened) return opened.exitCode;
  const { config, database } = opened;
  try {
    const written = await reseedDemoCatalogue(database.db, parsed.count, parsed.seed);
    // Running instances sharing a PostgreSQL database refresh their catalogue at once.
    await notifyProductsChanged(database.db, "catalogue:seed");
    const seconds = (performance.now() - started) / 1000;
    const where = database.kind === "postgres" ? "PostgreSQL" : `PGlite (${config.dataDir})`;
    console.log(
      `Catalogue de démonstration remplacé : ${written.toLocaleString("fr-FR")} livres en ` +
        `${seconds.toLocaleString("fr-FR", { maximumFractionDigits: 1 })} s — ${where}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

await runScript(main, "Échec du remplacement du catalogue");
