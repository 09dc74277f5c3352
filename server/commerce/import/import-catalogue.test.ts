import { readFileSync } from "node:fs";
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/connection.ts";
import { testDatabaseEngines } from "../../db/databases.test-helper.ts";
import { productImages, products, productVariants, publishers } from "../../db/schema.ts";
import { PRODUCTS_CHANGED_CHANNEL } from "../../events/products-changed.ts";
import { createProductSafety } from "../../product-safety/product-safety-service.ts";
import { importCatalogue } from "./import-catalogue.ts";

const SAMPLE = readFileSync(new URL("../../../samples/catalogue-exemple.csv", import.meta.url), "utf8");

describe.each(testDatabaseEngines())("importCatalogue on $name", (engine) => {
  let database: DatabaseHandle;
  const events: string[] = [];
  beforeAll(async () => {
    database = await engine.open();
    await database.listen(PRODUCTS_CHANGED_CHANNEL, (payload) => events.push(payload));
  });
  afterAll(async () => {
    await database.close();
  });

  async function snapshot() {
    const rows = await database.db
      .select({ handle: products.handle, title: products.title, published: products.published })
      .from(products)
      .orderBy(asc(products.handle));
    const [variants] = await database.db.select({ n: count() }).from(productVariants);
    const [images] = await database.db.select({ n: count() }).from(productImages);
    const [publisherRows] = await database.db.select({ n: count() }).from(publishers);
    return { rows, variants: variants?.n, images: images?.n, publishers: publisherRows?.n };
  }

  /** LISTEN/NOTIFY is delivered asynchronously; give it a moment before counting. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

  it("a dry run reports the real figures and changes nothing, without an event", async () => {
    const report = await importCatalogue(database.db, SAMPLE, { dryRun: true });
    expect(report).toEqual({
      ok: true,
      dryRun: true,
      products: 4,
      variants: 5,
      images: 5,
      inserted: 4,
      updated: 0,
      publishersAdded: 3,
      publishersToReplace: 3,
    });
    expect(await snapshot()).toEqual({ rows: [], variants: 0, images: 0, publishers: 0 });
    await settle();
    expect(events).toEqual([]);
  });

  it("imports the sample with its variants and images, then announces one products-changed event", async () => {
    const report = await importCatalogue(database.db, SAMPLE, { dryRun: false });
    expect(report).toMatchObject({ ok: true, inserted: 4, updated: 0 });
    const stored = await snapshot();
    expect(stored.rows.map((row) => row.handle)).toEqual([
      "la-cabane-magique-tome-1",
      "le-grand-livre-des-dinosaures",
      "mon-cahier-de-coloriages-de-noel",
      "petit-ours-brun-va-a-l-ecole",
    ]);
    expect(stored.rows.find((row) => row.handle === "mon-cahier-de-coloriages-de-noel")?.published).toBe(false);
    expect(stored.variants).toBe(5);
    expect(stored.images).toBe(5);
    await settle();
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0] as string)).toMatchObject({ reason: "import" });
  });

  it("upserts by handle: importing again updates instead of duplicating", async () => {
    const renamed = SAMPLE.replace("Le grand livre des dinosaures,", "Le très grand livre des dinosaures,");
    const report = await importCatalogue(database.db, renamed, { dryRun: false });
    expect(report).toMatchObject({ ok: true, inserted: 0, updated: 4 });
    const [row] = await database.db
      .select({ title: products.title })
      .from(products)
      .where(eq(products.handle, "le-grand-livre-des-dinosaures"));
    expect(row?.title).toBe("Le très grand livre des dinosaures");
    expect((await snapshot()).variants).toBe(5);
  });

  it("stores nothing from a file with one bad row among good ones", async () => {
    const before = await snapshot();
    const bad = `${SAMPLE.trimEnd()}\nnouveau-livre,Nouveau livre,,,,,TRUE,Title,Default Title,,,,,,,1,deny,gratuit,,,,,,g\n`;
    const report = await importCatalogue(database.db, bad.replace("Le grand livre", "Titre changé"), { dryRun: false });
    expect(report).toEqual({
      ok: false,
      problems: [{ line: 8, message: "Prix invalide « gratuit » (« Variant Price »)." }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it("gives each vendor the publishers table does not know a « [À remplacer] » row, keeps a known one whatever its case, and counts those still to fill in", async () => {
    await database.db
      .update(publishers)
      .set({ postalAddress: "Nathan, 92 avenue de France, 75013 Paris", electronicAddress: "https://www.nathan.fr" })
      .where(eq(publishers.name, "Nathan"));
    const csv = SAMPLE.replace(",Nathan,Documentaire", ",nathan,Documentaire").replace(
      ",Fleurus,",
      ",Éditions Exemple,",
    );
    const report = await importCatalogue(database.db, csv, { dryRun: false });
    // Éditions Exemple is new; Bayard Jeunesse's placeholder from the first import is still to fill in.
    expect(report).toMatchObject({ ok: true, publishersAdded: 1, publishersToReplace: 2 });

    const rows = await database.db.select().from(publishers);
    expect(new Set(rows.map((row) => row.name))).toEqual(
      new Set(["Bayard Jeunesse", "Éditions Exemple", "Fleurus", "Nathan"]),
    );
    expect(rows.find((row) => row.name === "Nathan")?.postalAddress).toBe("Nathan, 92 avenue de France, 75013 Paris");
    expect(rows.find((row) => row.name === "Éditions Exemple")).toMatchObject({
      postalAddress: "[À remplacer] adresse postale du siège de Éditions Exemple",
      electronicAddress: "[À remplacer] adresse électronique de contact de l'éditeur",
      verified: false,
    });

    // What the book's page then shows where its publisher's contact goes.
    const safety = createProductSafety({
      db: database.db,
      mode: "local",
      storefront: { productSafety: async () => null },
    });
    const shown = await safety.of({ handle: "mon-cahier-de-coloriages-de-noel", vendor: "Éditions Exemple", tags: [] });
    expect(shown.manufacturer?.postalAddress).toMatch(/^\[À remplacer\]/);
  });
});
