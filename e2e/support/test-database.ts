import { randomBytes } from "node:crypto";
import pg from "pg";

/** One query on its own connection: the tests read what the shop stored, or change the store behind its back. */
export async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Row locks held by an open transaction (`text` is a `select … for update`), as another buyer's checkout holds them,
 * until the returned function commits it: a request that needs those rows waits meanwhile, really in flight.
 */
export async function holdRowLocks(url: string, text: string, values: unknown[] = []): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("begin");
  await client.query(text, values);
  let released: Promise<void> | undefined;
  return () => {
    released ??= client.query("commit").then(
      () => client.end(),
      async (error) => {
        await client.end();
        throw error;
      },
    );
    return released;
  };
}

export type TestDatabase = { url: string; drop(): Promise<void> };

/** A fresh database on the test server (TEST_DATABASE_URL) for shops started by a spec, dropped afterwards. */
export async function createTestDatabase(serverUrl: string, prefix: string): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await query(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await query(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
