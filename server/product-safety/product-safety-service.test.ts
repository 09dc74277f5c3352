import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BATTERY_WARNING, SMALL_PARTS_WARNING } from "../../core/catalogue/product-safety.ts";
import { DEMO_PUBLISHERS } from "../commerce/demo/publishers.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { publishers } from "../db/schema.ts";
import type { ProductSafetyMetafields } from "../storefront/product-shapes.ts";
import { createProductSafety, parseWarnings } from "./product-safety-service.ts";

const noMetafields = { productSafety: async (): Promise<ProductSafetyMetafields | null> => null };

describe.each(testDatabaseEngines())("product safety information on $name", (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("seeds every demo publisher once, with a real head office or a placeholder that says to replace it", async () => {
    const safety = createProductSafety({ db: database.db, mode: "local", storefront: noMetafields });
    expect(await safety.seedDemoPublishers()).toBe(DEMO_PUBLISHERS.length);
    await database.db
      .update(publishers)
      .set({ postalAddress: "1 rue modifiée, 75001 Paris" })
      .where(eq(publishers.name, "Milan"));
    expect(await safety.seedDemoPublishers()).toBe(0);

    const rows = await database.db.select().from(publishers);
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get("Milan")?.postalAddress).toBe("1 rue modifiée, 75001 Paris");
    expect(byName.get("Gallimard Jeunesse")).toMatchObject({
      postalAddress: "Éditions Gallimard, 5 rue Gaston-Gallimard, 75007 Paris, France",
      verified: true,
    });
    for (const row of rows.filter((r) => !r.verified && r.name !== "Milan")) {
      expect(row.postalAddress).toMatch(/^\[À remplacer\]/);
    }
  });

  it("local mode: the vendor's publisher, the tags' warnings and the age band", async () => {
    const safety = createProductSafety({ db: database.db, mode: "local", storefront: noMetafields });
    await safety.seedDemoPublishers();
    expect(
      await safety.of({ handle: "x", vendor: "gallimard jeunesse", tags: ["4-6 ans", "Gommettes et stickers"] }),
    ).toEqual({
      manufacturer: {
        name: "Gallimard Jeunesse",
        postalAddress: "Éditions Gallimard, 5 rue Gaston-Gallimard, 75007 Paris, France",
        electronicAddress: "https://www.gallimard-jeunesse.fr",
      },
      warnings: [SMALL_PARTS_WARNING],
      ageLabel: "4-6 ans",
    });
    expect((await safety.of({ handle: "x", vendor: "Éditeur inconnu", tags: [] })).manufacturer).toBeNull();
  });

  it("Shopify mode: the gpsr metafields first, the publishers table for what they leave out", async () => {
    const safety = createProductSafety({
      db: database.db,
      mode: "shopify",
      storefront: {
        productSafety: async (handle) =>
          handle === "avec-champs"
            ? {
                manufacturerName: "Éditions Exemple",
                manufacturerAddress: "3 place de l'Exemple, 69001 Lyon",
                manufacturerEmail: "securite@exemple.fr",
                warnings: '["Ne pas mouiller."]',
              }
            : null,
      },
    });
    await safety.seedDemoPublishers();
    expect(await safety.of({ handle: "avec-champs", vendor: "Nathan", tags: ["Livres sonores"] })).toEqual({
      manufacturer: {
        name: "Éditions Exemple",
        postalAddress: "3 place de l'Exemple, 69001 Lyon",
        electronicAddress: "securite@exemple.fr",
      },
      warnings: [BATTERY_WARNING, "Ne pas mouiller."],
      ageLabel: null,
    });
    expect((await safety.of({ handle: "sans-champs", vendor: "Nathan", tags: [] })).manufacturer).toMatchObject({
      name: "Nathan",
      postalAddress: "Nathan (Editis), 92 avenue de France, 75013 Paris, France",
    });
  });
});

describe("gpsr.warnings metafield", () => {
  it("reads a list metafield's JSON and a multi-line text's lines", () => {
    expect(parseWarnings('["Un", "Deux"]')).toEqual(["Un", "Deux"]);
    expect(parseWarnings("Un\nDeux")).toEqual(["Un", "Deux"]);
    expect(parseWarnings(null)).toEqual([]);
  });
});
