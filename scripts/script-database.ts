import { type Config, ConfigError, loadConfig } from "../server/config.ts";
import { type DatabaseHandle, openDatabase } from "../server/db/connection.ts";

export type ScriptDatabase = { config: Config; database: DatabaseHandle };

/**
 * The shop's configured database for a command-line script, or the exit code after one French line saying why not:
 * a bad configuration (2), or a database that cannot be opened — typically the embedded one while the shop runs (1).
 * `action` completes the advice (« avant d'importer »).
 */
export async function openScriptDatabase(action: string): Promise<ScriptDatabase | { exitCode: number }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return { exitCode: 2 };
  }
  try {
    return { config, database: await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      `Impossible d'ouvrir la base de données : ${reason}\nSi la boutique tourne sur cette base embarquée, arrêtez-la ${action}, ou utilisez PostgreSQL (DATABASE_URL).`,
    );
    return { exitCode: 1 };
  }
}

/** Something the person running the script must put right (a missing file…): said as it is, nothing added. */
export class ScriptUserError extends Error {}

/** Runs a script's `main` and sets the exit code; any other failure is said in French after `failure`. */
export async function runScript(main: () => Promise<number>, failure: string): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    if (error instanceof ScriptUserError) console.error(error.message);
    else console.error(`${failure} : ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
