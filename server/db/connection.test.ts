import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, PGLITE_SHARED_BUFFERS } from "./connection.ts";

describe("openDatabase (embedded PGlite)", () => {
  it("starts PostgreSQL with small shared buffers: they live in WebAssembly memory that never shrinks", async () => {
    const database = await openDatabase({});
    try {
      // PGlite answers `{ rows }`, whatever the generic Database type says.
      const result = (await database.db.execute(sql`show shared_buffers`)) as { rows: { shared_buffers: string }[] };
      expect(result.rows[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await database.close();
    }
  });
});
