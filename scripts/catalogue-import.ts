import { readFile, stat } from "node:fs/promises";
import { parseArgs } from "node:util";
import { importProducts } from "../server/commerce/import/import-catalogue.ts";
import { MAX_CSV_BYTES, parseShopifyCsv } from "../server/commerce/import/shopify-csv.ts";
import { TO_REPLACE } from "../server/commerce/publisher-placeholders.ts";
import { openScriptDatabase, runScript, ScriptUserError } from "./script-database.ts";

/**
 * Imports a Shopify product CSV export into the configured database (DATABASE_URL, else PGlite in DATA_DIR):
 *   npm run catalogue:import -- fichier.csv [--dry-run]
 */
const USAGE = "Usage : npm run catalogue:import -- <fichier.csv> [--dry-run]";

function parseArguments(argv: string[]): { file: string; dryRun: boolean } | string {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { "dry-run": { type: "boolean", default: false } },
      strict: true,
      allowPositionals: true,
    });
    if (positionals.length !== 1) return `Indiquez un seul fichier CSV. ${USAGE}`;
    return { file: positionals[0] as string, dryRun: values["dry-run"] };
  } catch {
    return `Arguments invalides. ${USAGE}`;
  }
}

async function readCsv(file: string): Promise<string> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new ScriptUserError(`Fichier introuvable : ${file}`);
  if (info.size > MAX_CSV_BYTES)
    throw new ScriptUserError(`Fichier trop volumineux (plus de ${MAX_CSV_BYTES / 1024 / 1024} Mo).`);
  return readFile(file, "utf8");
}

async function main(): Promise<number> {
  const parsed = parseArguments(process.argv.slice(2));
  if (typeof parsed === "string") {
    console.error(parsed);
    return 2;
  }
  // The file is checked before the database is opened: a bad file is reported even while the shop runs.
  const { products, problems } = parseShopifyCsv(await readCsv(parsed.file));
  if (problems.length > 0) {
    console.error(`Import refusé : ${problems.length} problème(s), rien n'a été enregistré.`);
    for (const problem of problems) console.error(`  ligne ${problem.line} : ${problem.message}`);
    return 1;
  }

  const opened = await openScriptDatabase("avant d'importer");
  if ("exitCode" in opened) return opened.exitCode;
  const { database } = opened;
  try {
    const report = await importProducts(database.db, products, { dryRun: parsed.dryRun });
    const figures =
      `${report.products} produit(s), ${report.variants} variante(s), ${report.images} image(s) — ` +
      `${report.inserted} nouveau(x), ${report.updated} mis à jour`;
    console.log(report.dryRun ? `Simulation (rien n'a été enregistré) : ${figures}.` : `Import terminé : ${figures}.`);
    // A book's page must show its publisher's postal and electronic address (GPSR Art. 19): say what is missing.
    if (report.publishersToReplace > 0) {
      console.log(
        `Éditeurs à compléter : ${report.publishersToReplace} sans adresse postale ou électronique ` +
          `(« ${TO_REPLACE} » dans la table publishers, dont ${report.publishersAdded} nouveau(x)) — ` +
          `complétez-les avant de vendre (README, « Sécurité des produits »).`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

await runScript(main, "Échec de l'import");
