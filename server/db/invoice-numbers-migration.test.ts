import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** The migrations up to `last` included: the database as it stood before a later one. */
function migrationsUpTo(last: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), "bouquinerie-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe("migration 0011: order and invoice numbers (issue 51)", () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("keeps the old orders' numbers and invoices them in the order they were placed, one series per Paris year", async () => {
    const client = await PGlite.create({ extensions: { unaccent, pg_trgm } });
    const db = drizzle({ client });
    const before = migrationsUpTo(10);
    folders.push(before);
    await migrate(db, { migrationsFolder: before });
    const placedAt = [
      "2025-06-01T10:00:00Z", // BQ-000001: the 2025 series
      "2026-03-01T10:00:00Z", // BQ-000002: placed last of 2026
      "2025-12-31T23:30:00Z", // BQ-000003: already 1 January 2026 in Paris
      "2026-02-01T10:00:00Z", // BQ-000004
    ];
    for (const [index, createdAt] of placedAt.entries()) {
      const number = `BQ-${String(index + 1).padStart(6, "0")}`;
      await client.query("insert into carts (id, lines) values ($1, '[]')", [`cart-${number}`]);
      await client.query(
        `insert into orders (number, cart_id, email, customer_name, shipping_address, delivery_method, subtotal,
          discount, shipping, total, payment_reference, created_at)
         values ($1, $2, 'a@exemple.fr', 'A', '{}', 'relay', 1, 0, 0, 1, 'test', $3)`,
        [number, `cart-${number}`, createdAt],
      );
    }

    await migrate(db, { migrationsFolder });

    const { rows } = await client.query<{ number: string; invoice_number: string; same_date: boolean }>(
      "select number, invoice_number, invoiced_at = created_at as same_date from orders order by id",
    );
    expect(rows).toEqual([
      { number: "BQ-000001", invoice_number: "F2025-000001", same_date: true },
      { number: "BQ-000002", invoice_number: "F2026-000003", same_date: true },
      { number: "BQ-000003", invoice_number: "F2026-000001", same_date: true },
      { number: "BQ-000004", invoice_number: "F2026-000002", same_date: true },
    ]);
    const counter = await client.query("select id, year, next_number from invoice_counter");
    expect(counter.rows).toEqual([{ id: 1, year: 2026, next_number: 4 }]);
    await client.close();
  });

  it("starts this year's series at 1 in a shop without orders", async () => {
    const client = await PGlite.create({ extensions: { unaccent, pg_trgm } });
    await migrate(drizzle({ client }), { migrationsFolder });
    const counter = await client.query("select year, next_number from invoice_counter");
    const year = Number(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric" }).format());
    expect(counter.rows).toEqual([{ year, next_number: 1 }]);
    await client.close();
  });
});
