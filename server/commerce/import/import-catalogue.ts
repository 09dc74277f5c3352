import type { Database } from "../../db/connection.ts";
import { notifyProductsChanged } from "../../events/products-changed.ts";
import type { ProductInput } from "../catalogue-writer.ts";
import { upsertProducts } from "../catalogue-writer.ts";
import { addPlaceholderPublishers } from "../publisher-placeholders.ts";
import { type ImportProblem, parseShopifyCsv } from "./shopify-csv.ts";

export type ImportSummary = {
  ok: true;
  dryRun: boolean;
  products: number;
  variants: number;
  images: number;
  inserted: number;
  updated: number;
  /** Vendors new to the publishers table, each given a « [À remplacer] » row (GPSR Art. 19, decision 014). */
  publishersAdded: number;
  /** The imported vendors whose publisher row still carries a « [À remplacer] » address. */
  publishersToReplace: number;
};
export type ImportReport = { ok: false; problems: ImportProblem[] } | ImportSummary;

/** Thrown inside the transaction to undo a dry run once its figures are known. */
class DryRunRollback extends Error {}

/**
 * Imports a Shopify product CSV: every row is checked first (any problem → nothing written), then every product is
 * upserted by handle in ONE transaction with its products-changed event, so a failure half-way leaves the catalogue
 * as it was and open pages hear of the change only once it is committed. A dry run does the same writes and rolls
 * them back, so its inserted/updated figures are the real ones. A vendor the publishers table does not know gets a
 * placeholder row in the same transaction: its books' pages then show « [À remplacer] » where the publisher's contact
 * goes, and the summary says how many are left to fill in.
 */
export async function importCatalogue(db: Database, csv: string, options: { dryRun: boolean }): Promise<ImportReport> {
  const parsed = parseShopifyCsv(csv);
  if (parsed.problems.length > 0) return { ok: false, problems: parsed.problems };
  return importProducts(db, parsed.products, options);
}

/** Writes products already checked by `parseShopifyCsv` (see `importCatalogue`). */
export async function importProducts(
  db: Database,
  products: readonly ProductInput[],
  options: { dryRun: boolean },
): Promise<ImportSummary> {
  const counts = {
    products: products.length,
    variants: products.reduce((sum, product) => sum + product.variants.length, 0),
    images: products.reduce((sum, product) => sum + product.images.length, 0),
  };
  let written = { inserted: 0, updated: 0, publishersAdded: 0, publishersToReplace: 0 };
  try {
    await db.transaction(async (tx) => {
      const inTransaction = tx as unknown as Database;
      const upserted = await upsertProducts(inTransaction, products);
      const publishers = await addPlaceholderPublishers(
        inTransaction,
        products.map((product) => product.vendor),
      );
      written = { ...upserted, publishersAdded: publishers.added, publishersToReplace: publishers.toReplace };
      if (options.dryRun) throw new DryRunRollback();
      await notifyProductsChanged(inTransaction, "import");
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
  }
  return { ok: true, dryRun: options.dryRun, ...counts, ...written };
}
