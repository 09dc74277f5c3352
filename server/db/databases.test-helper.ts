import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "./connection.ts";

/** A database engine the data-layer tests run on; `open` gives a fresh, migrated, empty database. */
export type TestDatabaseEngine = {
  name: "PGlite" | "PostgreSQL";
  open(): Promise<DatabaseHandle>;
};

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). Each `open` on PostgreSQL creates a
 * database of its own, dropped on close, so test files running in parallel never see each other's rows.
 */
export function testDatabaseEngines(): TestDatabaseEngine[] {
  const engines: TestDatabaseEngine[] = [{ name: "PGlite", open: () => openDatabase({}) }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) engines.push({ name: "PostgreSQL", open: () => openPostgresTestDatabase(serverUrl) });
  return engines;
}

async function openPostgresTestDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `bouquinerie_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
