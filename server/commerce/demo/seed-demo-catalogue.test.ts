import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/connection.ts";
import { testDatabaseEngines } from "../../db/databases.test-helper.ts";
import { productImages, products, productVariants } from "../../db/schema.ts";
import { deleteAllProducts, upsertProducts } from "../catalogue-writer.ts";
import { generateDemoCatalogue } from "./generate-demo-catalogue.ts";
import { reseedDemoCatalogue, seedDemoCatalogueIfEmpty } from "./seed-demo-catalogue.ts";

describe.each(testDatabaseEngines())("demo catalogue seed on $name", (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await deleteAllProducts(database.db);
  });

  const counts = async () => ({
    products: await database.db.$count(products),
    variants: await database.db.$count(productVariants),
    images: await database.db.$count(productImages),
    withoutSearchText: await database.db.$count(products, eq(products.searchText, "")),
  });

  it("seeds 3,200 books into an empty shop with all their variants and images", async () => {
    const expected = generateDemoCatalogue({ count: 3200 });
    expect(await seedDemoCatalogueIfEmpty(database.db, 3200)).toBe(3200);
    expect(await counts()).toEqual({
      products: 3200,
      variants: expected.reduce((sum, book) => sum + book.variants.length, 0),
      images: expected.reduce((sum, book) => sum + book.images.length, 0),
      withoutSearchText: 0,
    });
    const firstFifty = await database.db
      .select({ handle: products.handle, tags: products.tags })
      .from(products)
      .orderBy(products.id)
      .limit(50);
    expect(firstFifty.map((row) => row.handle)).toEqual(expected.slice(0, 50).map((book) => book.handle));
    expect(firstFifty.filter((row) => row.tags.includes("Noël")).length).toBeGreaterThanOrEqual(12);
  }, 60_000);

  it("does nothing when the shop already has products", async () => {
    await upsertProducts(database.db, generateDemoCatalogue({ count: 1, seed: 5 }));
    expect(await seedDemoCatalogueIfEmpty(database.db, 100)).toBe(0);
    expect(await counts()).toMatchObject({ products: 1 });
  });

  it("does nothing for a catalogue size of zero", async () => {
    expect(await seedDemoCatalogueIfEmpty(database.db, 0)).toBe(0);
    expect(await counts()).toMatchObject({ products: 0 });
  });

  it("is idempotent: seeding twice keeps one copy of each book", async () => {
    expect(await seedDemoCatalogueIfEmpty(database.db, 120)).toBe(120);
    expect(await seedDemoCatalogueIfEmpty(database.db, 120)).toBe(0);
    expect(await upsertProducts(database.db, generateDemoCatalogue({ count: 120 }))).toEqual({
      inserted: 0,
      updated: 120,
    });
    expect(await counts()).toMatchObject({ products: 120 });
  });

  it("replaces the whole catalogue with a demo catalogue of the size asked", async () => {
    await upsertProducts(database.db, generateDemoCatalogue({ count: 40, seed: 9 }));
    expect(await reseedDemoCatalogue(database.db, 150)).toBe(150);
    const handles = await database.db.select({ handle: products.handle }).from(products).orderBy(products.id);
    expect(handles.map((row) => row.handle)).toEqual(generateDemoCatalogue({ count: 150 }).map((book) => book.handle));
  });
});
