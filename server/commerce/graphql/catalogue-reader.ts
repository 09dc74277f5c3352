import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "../../db/connection.ts";
import { type ImageRow, productImages, products, productVariants, type VariantRow } from "../../db/schema.ts";

/** Only published products exist for the storefront. */
const published = eq(products.published, true);

const productColumns = {
  id: products.id,
  handle: products.handle,
  title: products.title,
  descriptionHtml: products.descriptionHtml,
  vendor: products.vendor,
  productType: products.productType,
  tags: products.tags,
  options: products.options,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export type ProductRecord = {
  id: number;
  handle: string;
  title: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  options: Array<{ name: string; values: string[] }>;
  createdAt: Date;
  updatedAt: Date;
};

export type { ImageRow as ImageRecord, VariantRow as VariantRecord };

export async function readProductsByIds(db: Database, ids: readonly number[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select(productColumns)
    .from(products)
    .where(and(published, inArray(products.id, [...ids])));
}

export async function readProductsByHandles(db: Database, handles: readonly string[]): Promise<ProductRecord[]> {
  if (handles.length === 0) return [];
  return db
    .select(productColumns)
    .from(products)
    .where(and(published, inArray(products.handle, [...handles])));
}

/**
 * The cheapest variant price of a product (0 without variants), read from the `min_prices` aggregate joined by
 * `joinMinPrice`: one aggregate per query instead of a sub-query per product row.
 */
export const MIN_PRICE = sql`coalesce(${sql.identifier("min_prices")}.${sql.identifier("min_price")}, 0)`;

function withMinPrice<Q extends PgSelect>(db: Database, select: Q, join: boolean): Q {
  if (!join) return select;
  const prices = db
    .select({
      productId: productVariants.productId,
      minPrice: sql<string>`min(${productVariants.price})`.as("min_price"),
    })
    .from(productVariants)
    .where(eq(productVariants.published, true))
    .groupBy(productVariants.productId)
    .as("min_prices");
  // The selected fields are all of `products`: the join changes the builder's type, never the rows it returns.
  return select.leftJoin(prices, eq(prices.productId, products.id)) as unknown as Q;
}

export type ProductsQuery = { where: SQL | undefined; joinMinPrice: boolean };

/** One page of products in a keyset order, with each row's sort value as text (what its cursor carries). */
export async function readProductsPage(
  db: Database,
  page: ProductsQuery & { sortValue: SQL; orderBy: SQL[]; limit: number },
): Promise<Array<ProductRecord & { sortValue: string }>> {
  const select = db
    .select({ ...productColumns, sortValue: sql<string>`(${page.sortValue})::text` })
    .from(products)
    .$dynamic();
  return withMinPrice(db, select, page.joinMinPrice)
    .where(and(published, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function anyProduct(db: Database, query: ProductsQuery): Promise<boolean> {
  const select = db.select({ id: products.id }).from(products).$dynamic();
  const rows = await withMinPrice(db, select, query.joinMinPrice).where(and(published, query.where)).limit(1);
  return rows.length > 0;
}

/** The published variants of several products in one query, in position order. */
export async function readVariantsOfProducts(db: Database, productIds: readonly number[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.published, true), inArray(productVariants.productId, [...productIds])))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
}

/** The images of several products in one query, in position order. */
export async function readImagesOfProducts(db: Database, productIds: readonly number[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, [...productIds]))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
}

/** Variants by id, only published ones of published products. */
export async function readVariantsByIds(db: Database, ids: readonly number[]): Promise<VariantRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ variant: productVariants })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(published, eq(productVariants.published, true), inArray(productVariants.id, [...ids])));
  return rows.map((row) => row.variant);
}
