import { inArray, sql } from "drizzle-orm";
import type { Database } from "../db/connection.ts";
import { type ProductOption, productImages, products, productVariants, type SelectedOption } from "../db/schema.ts";
import { htmlToLines } from "./html-text.ts";

export type VariantInput = {
  title: string;
  sku?: string | undefined;
  barcode?: string | undefined;
  /** A decimal amount in EUR, e.g. "12.50". */
  price: string;
  compareAtPrice?: string | undefined;
  inventoryQuantity: number;
  inventoryPolicy?: "deny" | "continue" | undefined;
  /** False: the shop does not count this variant, so it is always for sale and never decremented. */
  inventoryTracked?: boolean | undefined;
  weight?: string | undefined;
  weightUnit?: "GRAMS" | "KILOGRAMS" | "OUNCES" | "POUNDS" | undefined;
  selectedOptions: SelectedOption[];
};

export type ImageInput = {
  url: string;
  altText: string;
  width?: number | undefined;
  height?: number | undefined;
};

/** A product as the demo seed and the CSV import hand it over; `handle` identifies it across writes. */
export type ProductInput = {
  handle: string;
  title: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  options: ProductOption[];
  published?: boolean | undefined;
  variants: VariantInput[];
  images: ImageInput[];
};

export type UpsertResult = { inserted: number; updated: number };

/**
 * Each statement carries a whole batch as one JSON parameter unpacked by `json_to_recordset`: thousands of bound
 * parameters per statement cost more than the rows themselves (measured on PGlite), and the bound-parameter limit
 * of PostgreSQL never comes into play.
 */
const BATCH_SIZE = 500;

/**
 * Inserts new products and rewrites existing ones (matched by handle). A product's variants keep their ids: each one
 * given is matched to an existing variant by SKU, then by option values, and updated in place; the others are
 * inserted, and an existing variant nobody matched is unpublished, never deleted, so order lines and saved carts keep
 * pointing at it. Images are replaced (nothing refers to them). Each batch is one transaction, so a failure never
 * leaves a product half written.
 */
export async function upsertProducts(db: Database, inputs: readonly ProductInput[]): Promise<UpsertResult> {
  const result: UpsertResult = { inserted: 0, updated: 0 };
  const unique = lastByHandle(inputs);
  for (let start = 0; start < unique.length; start += BATCH_SIZE) {
    const batch = unique.slice(start, start + BATCH_SIZE);
    const written = await db.transaction((tx) => writeBatch(tx, batch));
    result.inserted += written.inserted;
    result.updated += written.updated;
  }
  return result;
}

/** Removes every product; variants and images go with them (ON DELETE CASCADE). Returns how many were removed. */
export async function deleteAllProducts(db: Database): Promise<number> {
  const removed = await db.delete(products).returning({ id: products.id });
  return removed.length;
}

type WrittenRow = { id: number | string; handle: string; inserted: boolean };

async function writeBatch(db: Database, batch: readonly ProductInput[]): Promise<UpsertResult> {
  const productRows = batch.map((input) => ({
    handle: input.handle,
    title: input.title,
    description_html: input.descriptionHtml,
    vendor: input.vendor,
    product_type: input.productType,
    tags: input.tags,
    options: input.options,
    published: input.published ?? true,
    search_text: searchTextOf(input),
  }));
  // xmax is 0 only on a freshly inserted row version: it tells an insert from an update in the same round trip.
  const written = rowsOf<WrittenRow>(
    await db.execute(sql`
      insert into ${products} (handle, title, description_html, vendor, product_type, tags, options, published, search_text)
      select handle, title, description_html, vendor, product_type, tags, options, published, search_text
      from json_to_recordset(${JSON.stringify(productRows)}::json) as row(
        handle text, title text, description_html text, vendor text, product_type text, tags text[], options jsonb,
        published boolean, search_text text)
      on conflict (handle) do update set
        title = excluded.title, description_html = excluded.description_html, vendor = excluded.vendor,
        product_type = excluded.product_type, tags = excluded.tags, options = excluded.options,
        published = excluded.published, search_text = excluded.search_text, updated_at = now()
      returning id, handle, (xmax = 0) as inserted`),
  );

  const idByHandle = new Map(written.map((row) => [row.handle, Number(row.id)]));
  const updatedIds = written.filter((row) => !row.inserted).map((row) => Number(row.id));
  if (updatedIds.length > 0) {
    await db.delete(productImages).where(inArray(productImages.productId, updatedIds));
  }
  await writeVariants(db, batch, idByHandle, updatedIds);

  const imageRows = batch.flatMap((input) =>
    input.images.map((image, index) => ({
      product_id: idOf(idByHandle, input.handle),
      position: index + 1,
      url: image.url,
      alt_text: image.altText,
      width: image.width ?? null,
      height: image.height ?? null,
    })),
  );
  if (imageRows.length > 0) {
    await db.execute(sql`
      insert into ${productImages} (product_id, position, url, alt_text, width, height)
      select product_id, position, url, alt_text, width, height
      from json_to_recordset(${JSON.stringify(imageRows)}::json) as row(
        product_id bigint, position integer, url text, alt_text text, width integer, height integer)`);
  }

  return { inserted: written.length - updatedIds.length, updated: updatedIds.length };
}

type ExistingVariant = {
  id: number | string;
  product_id: number | string;
  sku: string | null;
  selected_options: SelectedOption[];
};

/** Updates matched variants in place, inserts the new ones and unpublishes those the input no longer lists. */
async function writeVariants(
  db: Database,
  batch: readonly ProductInput[],
  idByHandle: ReadonlyMap<string, number>,
  updatedIds: readonly number[],
): Promise<void> {
  const existingByProduct = new Map<number, ExistingVariant[]>();
  if (updatedIds.length > 0) {
    const existing = rowsOf<ExistingVariant>(
      await db.execute(sql`
        select id, product_id, sku, selected_options from ${productVariants}
        where product_id = any(${`{${updatedIds.join(",")}}`}::bigint[])
        order by product_id, position, id`),
    );
    for (const row of existing) {
      const productId = Number(row.product_id);
      const list = existingByProduct.get(productId);
      if (list) list.push(row);
      else existingByProduct.set(productId, [row]);
    }
  }

  const updates: Array<VariantRow & { id: number }> = [];
  const inserts: VariantRow[] = [];
  const unpublished: number[] = [];
  for (const input of batch) {
    const productId = idOf(idByHandle, input.handle);
    const matches = matchVariants(input.variants, existingByProduct.get(productId) ?? []);
    input.variants.forEach((variant, index) => {
      const row = variantRow(productId, index + 1, variant);
      const id = matches.get(index);
      if (id === undefined) inserts.push(row);
      else updates.push({ ...row, id });
    });
    const kept = new Set(matches.values());
    for (const row of existingByProduct.get(productId) ?? []) {
      if (!kept.has(Number(row.id))) unpublished.push(Number(row.id));
    }
  }

  if (updates.length > 0) {
    await db.execute(sql`
      update ${productVariants} as variant set position = row.position, title = row.title, sku = row.sku,
        barcode = row.barcode, price = row.price, compare_at_price = row.compare_at_price,
        inventory_quantity = row.inventory_quantity, inventory_policy = row.inventory_policy,
        inventory_tracked = row.inventory_tracked, weight = row.weight, weight_unit = row.weight_unit,
        selected_options = row.selected_options, published = true
      from json_to_recordset(${JSON.stringify(updates)}::json) as row(${VARIANT_RECORD}, id bigint)
      where variant.id = row.id`);
  }
  if (inserts.length > 0) {
    await db.execute(sql`
      insert into ${productVariants} (product_id, position, title, sku, barcode, price, compare_at_price,
        inventory_quantity, inventory_policy, inventory_tracked, weight, weight_unit, selected_options)
      select product_id, position, title, sku, barcode, price, compare_at_price, inventory_quantity, inventory_policy,
        inventory_tracked, weight, weight_unit, selected_options
      from json_to_recordset(${JSON.stringify(inserts)}::json) as row(${VARIANT_RECORD})`);
  }
  if (unpublished.length > 0) {
    await db.execute(sql`
      update ${productVariants} set published = false
      where id = any(${`{${unpublished.join(",")}}`}::bigint[])`);
  }
}

const VARIANT_RECORD = sql.raw(
  "product_id bigint, position integer, title text, sku text, barcode text, price numeric, compare_at_price numeric, " +
    "inventory_quantity integer, inventory_policy text, inventory_tracked boolean, weight numeric, weight_unit text, " +
    "selected_options jsonb",
);

type VariantRow = ReturnType<typeof variantRow>;

function variantRow(productId: number, position: number, variant: VariantInput) {
  return {
    product_id: productId,
    position,
    title: variant.title,
    sku: variant.sku ?? null,
    barcode: variant.barcode ?? null,
    price: variant.price,
    compare_at_price: variant.compareAtPrice ?? null,
    inventory_quantity: variant.inventoryQuantity,
    inventory_policy: variant.inventoryPolicy ?? "deny",
    inventory_tracked: variant.inventoryTracked ?? true,
    weight: variant.weight ?? null,
    weight_unit: variant.weightUnit ?? "GRAMS",
    selected_options: variant.selectedOptions,
  };
}

/**
 * Input index → id of the existing variant it continues: by SKU first (it survives a renamed option), then by the
 * same option values; each existing variant is taken once.
 */
function matchVariants(inputs: readonly VariantInput[], existing: readonly ExistingVariant[]): Map<number, number> {
  const matches = new Map<number, number>();
  const free = new Map(existing.map((row) => [Number(row.id), row]));
  const take = (index: number, found: ExistingVariant | undefined) => {
    if (!found) return;
    matches.set(index, Number(found.id));
    free.delete(Number(found.id));
  };
  inputs.forEach((variant, index) => {
    if (!variant.sku) return;
    take(
      index,
      [...free.values()].find((row) => row.sku === variant.sku),
    );
  });
  inputs.forEach((variant, index) => {
    if (matches.has(index)) return;
    const key = optionsKey(variant.selectedOptions);
    take(
      index,
      [...free.values()].find((row) => optionsKey(row.selected_options) === key),
    );
  });
  return matches;
}

function optionsKey(options: readonly SelectedOption[]): string {
  return JSON.stringify(options.map((option) => [option.name, option.value]));
}

/** Both drivers (PGlite, node-postgres) answer a raw statement with an object holding `rows`. */
function rowsOf<T>(result: unknown): T[] {
  if (typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  throw new Error("unexpected database driver result: no rows");
}

/** One statement cannot touch the same row twice, so a handle given twice keeps its last version. */
function lastByHandle(inputs: readonly ProductInput[]): ProductInput[] {
  const byHandle = new Map<string, ProductInput>();
  for (const input of inputs) {
    byHandle.delete(input.handle);
    byHandle.set(input.handle, input);
  }
  return [...byHandle.values()];
}

function idOf(idByHandle: ReadonlyMap<string, number>, handle: string): number {
  const id = idByHandle.get(handle);
  if (id === undefined) throw new Error(`product ${handle} was not returned by its upsert`);
  return id;
}

function searchTextOf(input: ProductInput): string {
  return [input.title, input.vendor, input.productType, input.tags.join(" "), htmlToLines(input.descriptionHtml)]
    .filter((part) => part !== "")
    .join("\n");
}
