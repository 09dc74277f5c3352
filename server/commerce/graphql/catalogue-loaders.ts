import type { Database } from "../../db/connection.ts";
import { publishers } from "../../db/schema.ts";
import { publisherKey } from "../publisher-placeholders.ts";
import {
  type ImageRecord,
  type ProductRecord,
  readImagesOfProducts,
  readProductsByHandles,
  readProductsByIds,
  readVariantsByIds,
  readVariantsOfProducts,
  type VariantRecord,
} from "./catalogue-reader.ts";

/**
 * Collects the keys asked for while GraphQL resolves one level of a response (all the products of a page ask for
 * their variants in the same tick) and answers them with one query; each key is loaded once per request.
 */
export type BatchLoader<K, V> = {
  load(key: K): Promise<V>;
  prime(key: K, value: V): void;
};

export function createBatchLoader<K, V>(loadMany: (keys: K[]) => Promise<Map<K, V>>, missing: V): BatchLoader<K, V> {
  const cache = new Map<K, Promise<V>>();
  let queue: Array<{ key: K; resolve: (value: V) => void; reject: (error: unknown) => void }> = [];

  const dispatch = () => {
    const batch = queue;
    queue = [];
    loadMany([...new Set(batch.map((entry) => entry.key))]).then(
      (found) => {
        for (const entry of batch) entry.resolve(found.has(entry.key) ? (found.get(entry.key) as V) : missing);
      },
      (error: unknown) => {
        for (const entry of batch) {
          cache.delete(entry.key);
          entry.reject(error);
        }
      },
    );
  };

  return {
    load(key) {
      const cached = cache.get(key);
      if (cached) return cached;
      const promise = new Promise<V>((resolve, reject) => {
        // After the promise jobs of the current tick: every sibling resolver has asked by then.
        if (queue.length === 0) Promise.resolve().then(() => process.nextTick(dispatch));
        queue.push({ key, resolve, reject });
      });
      cache.set(key, promise);
      return promise;
    },
    prime(key, value) {
      if (!cache.has(key)) cache.set(key, Promise.resolve(value));
    },
  };
}

/** The per-request loaders of the catalogue: a fresh set for each GraphQL request, so nothing is stale. */
export function createCatalogueLoaders(db: Database) {
  const productById = createBatchLoader<number, ProductRecord | null>(async (ids) => {
    const rows = await readProductsByIds(db, ids);
    return new Map(rows.map((row) => [row.id, row]));
  }, null);

  const productByHandle = createBatchLoader<string, ProductRecord | null>(async (handles) => {
    const rows = await readProductsByHandles(db, handles);
    for (const row of rows) productById.prime(row.id, row);
    return new Map(rows.map((row) => [row.handle, row]));
  }, null);

  const variantsByProductId = createBatchLoader<number, VariantRecord[]>(
    async (ids) => groupBy(await readVariantsOfProducts(db, ids), (variant) => variant.productId),
    [],
  );

  const imagesByProductId = createBatchLoader<number, ImageRecord[]>(
    async (ids) => groupBy(await readImagesOfProducts(db, ids), (image) => image.productId),
    [],
  );

  const variantById = createBatchLoader<number, VariantRecord | null>(async (ids) => {
    const rows = await readVariantsByIds(db, ids);
    return new Map(rows.map((row) => [row.id, row]));
  }, null);

  // The publishers table is small and a product page asks for one row: read it whole, once per request, and find the
  // vendor's row the way the storefront does (case and spacing set aside).
  let publisherRows: Promise<Map<string, PublisherRecord>> | undefined;
  const publisherOf = async (vendor: string): Promise<PublisherRecord | null> => {
    publisherRows ??= db
      .select({
        name: publishers.name,
        postalAddress: publishers.postalAddress,
        electronicAddress: publishers.electronicAddress,
      })
      .from(publishers)
      .then((rows) => new Map(rows.map((row) => [publisherKey(row.name), row])));
    return (await publisherRows).get(publisherKey(vendor)) ?? null;
  };

  return {
    productById,
    productByHandle,
    variantsByProductId,
    imagesByProductId,
    variantById,
    publisherOf,
    /** Products read by a page query: later lookups of the same ids cost nothing. */
    primeProducts(rows: readonly ProductRecord[]) {
      for (const row of rows) {
        productById.prime(row.id, row);
        productByHandle.prime(row.handle, row);
      }
    },
  };
}

export type CatalogueLoaders = ReturnType<typeof createCatalogueLoaders>;

export type PublisherRecord = { name: string; postalAddress: string; electronicAddress: string };

function groupBy<T>(items: readonly T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
