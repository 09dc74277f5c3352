import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Calls `onPayload` for every `NOTIFY` on `channel`, from this process or (PostgreSQL) any other instance sharing the
   * database; resolves to the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** A PostgreSQL URL; absent → PGlite in `dataDir` (or in memory when `dataDir` is absent too). */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
};

/**
 * PGlite keeps PostgreSQL's shared buffers inside its WebAssembly memory, which never shrinks. PostgreSQL's default
 * (128 MB) made them the largest part of the process (issue 22); the shop reads its catalogue from the in-memory index,
 * and pages the buffers miss come from the operating system's file cache. Measured in bench/RESULTS.md.
 */
export const PGLITE_SHARED_BUFFERS = "16MB";

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** Any fixed number: instances starting together take turns to migrate. */
const MIGRATION_LOCK_KEY = 7_243_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    await migratePostgres(options.databaseUrl);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client that loses its server must not bring the process down; the next query reconnects.
    pool.on("error", (error) => console.error("[db] connexion PostgreSQL perdue :", error.message));
    const listeners = new Set<() => Promise<void>>();
    return {
      db: drizzleNodePg({ client: pool, schema }) as unknown as Database,
      kind: "postgres",
      async listen(channel, onPayload) {
        const stop = await listenPostgres(options.databaseUrl as string, channel, onPayload);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      async close() {
        for (const stop of listeners) await stop();
        await pool.end();
      },
    };
  }
  let dataPath: string | undefined;
  let releaseLock = () => {};
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, "pglite");
    mkdirSync(dataPath, { recursive: true });
    // PGlite is one process's database: a second process writing the same folder would corrupt it.
    releaseLock = acquireDataDirLock(options.dataDir);
  }
  try {
    const client = await PGlite.create({
      dataDir: dataPath,
      extensions: { unaccent, pg_trgm },
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: "pglite",
      listen: (channel, onPayload) => client.listen(channel, onPayload),
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** One dedicated connection per channel (a pooled one would lose LISTEN); it reconnects after a lost server. */
async function listenPostgres(
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelayMs = 500;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    next.on("error", (error) => {
      console.error(`[db] écoute de ${channel} interrompue :`, error.message);
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    retryDelayMs = 500;
  }

  function scheduleReconnect() {
    if (stopped || retryTimer) return;
    client?.end().catch(() => {});
    client = undefined;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(() => scheduleReconnect());
    }, retryDelayMs);
    retryDelayMs = Math.min(retryDelayMs * 2, 30_000);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => {});
  };
}

async function migratePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const db = drizzleNodePg({ client });
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migrateNodePg(db, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } finally {
    await client.end();
  }
}
