import { and, not, type SQL, sql } from "drizzle-orm";
import { products } from "../../db/schema.ts";
import { type GraphQLSource, productNode } from "./catalogue-nodes.ts";
import { anyProduct, MIN_PRICE, readProductsPage } from "./catalogue-reader.ts";
import {
  type Connection,
  type ConnectionArgs,
  type CursorPosition,
  connectionOf,
  encodeCursor,
  pageWindow,
} from "./connections.ts";
import { StorefrontRequestError } from "./errors.ts";
import { COMMERCE_MESSAGES } from "./messages.ts";
import { parseProductQuery } from "./product-query.ts";
import { compileProductQuery, frenchTsQuery } from "./product-query-sql.ts";
import type { StorefrontContext } from "./storefront-context.ts";

export type ProductsArgs = ConnectionArgs & { query?: string | null; sortKey?: string | null };

/** Longer than any search a person types; keeps the generated SQL small. */
const MAX_QUERY_LENGTH = 1000;

type ValueType = "text" | "numeric" | "timestamptz";

/**
 * A keyset order: the sort value (absent for the id order) then the id as tie-breaker. `descending` flags are the
 * natural direction of the sort key; `reverse` and backward paging flip both.
 */
type KeysetOrder = {
  name: string;
  value: { expression: SQL; type: ValueType; descending: boolean } | null;
  idDescending: boolean;
};

/** `immutable_unaccent(lower(x))`: sorts and compares ignoring case and accents, whatever the database collation. */
const folded = (expression: SQL) => sql`immutable_unaccent(lower(${expression}))`;

const VALUE_FORMATS: Record<ValueType, RegExp> = {
  text: /^[\s\S]{0,1000}$/,
  numeric: /^-?\d{1,20}(\.\d{1,20})?$/,
  timestamptz: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/,
};

function keysetOrder(sortKey: string, rankQuery: string | null): KeysetOrder {
  const ascending = (expression: SQL, type: ValueType) => ({ expression, type, descending: false });
  switch (sortKey) {
    case "TITLE":
      return { name: "TITLE", value: ascending(folded(sql`${products.title}`), "text"), idDescending: false };
    case "VENDOR":
      return { name: "VENDOR", value: ascending(folded(sql`${products.vendor}`), "text"), idDescending: false };
    case "PRODUCT_TYPE":
      return {
        name: "PRODUCT_TYPE",
        value: ascending(folded(sql`${products.productType}`), "text"),
        idDescending: false,
      };
    case "PRICE":
      // The cheapest variant (Shopify's PRICE), 0 for a product without variants.
      return { name: "PRICE", value: ascending(MIN_PRICE, "numeric"), idDescending: false };
    case "CREATED_AT":
      return { name: "CREATED_AT", value: ascending(sql`${products.createdAt}`, "timestamptz"), idDescending: false };
    case "UPDATED_AT":
      return { name: "UPDATED_AT", value: ascending(sql`${products.updatedAt}`, "timestamptz"), idDescending: false };
    case "RELEVANCE":
      if (rankQuery !== null) {
        // Most relevant first; rounded to a numeric so a cursor carries the exact value the order used.
        const rank = sql`round(ts_rank(${products.searchVector}, ${frenchTsQuery(rankQuery)})::numeric, 6)`;
        return {
          name: "RELEVANCE",
          value: { expression: rank, type: "numeric", descending: true },
          idDescending: false,
        };
      }
      return { name: "ID", value: null, idDescending: false };
    default:
      // ID, and BEST_SELLING: there are no sales figures to rank by, so the catalogue order stands.
      return { name: "ID", value: null, idDescending: false };
  }
}

function flipped(order: KeysetOrder): KeysetOrder {
  return {
    ...order,
    value: order.value ? { ...order.value, descending: !order.value.descending } : null,
    idDescending: !order.idDescending,
  };
}

/**
 * Rows strictly after `position` in `order`. When both keys run the same way this is a row comparison, which a
 * btree index on (sort expression, id) answers as a range; RELEVANCE (rank down, id up) spells it out.
 */
function afterCondition(order: KeysetOrder, position: CursorPosition): SQL {
  const idOperator = sql.raw(order.idDescending ? "<" : ">");
  if (!order.value || position.value === null) return sql`${products.id} ${idOperator} ${position.id}`;
  const { expression, type, descending } = order.value;
  const cursorValue = sql`${position.value}::${sql.raw(type)}`;
  if (descending === order.idDescending) {
    return sql`(${expression}, ${products.id}) ${idOperator} (${cursorValue}, ${position.id}::bigint)`;
  }
  return sql`(${expression} ${sql.raw(descending ? "<" : ">")} ${cursorValue}
    or (${expression} = ${cursorValue} and ${products.id} ${idOperator} ${position.id}))`;
}

function orderBy(order: KeysetOrder): SQL[] {
  const id = sql`${products.id} ${sql.raw(order.idDescending ? "desc" : "asc")}`;
  if (!order.value) return [id];
  return [sql`${order.value.expression} ${sql.raw(order.value.descending ? "desc" : "asc")}`, id];
}

/**
 * Whether a cursor's value is one PostgreSQL will cast without an error: a forged cursor with the 45th of a 13th
 * month matched the format and failed in the database (a 500, the SQL and its parameters in the log).
 */
function castable(value: string, type: ValueType): boolean {
  if (!VALUE_FORMATS[type].test(value)) return false;
  if (type === "text") return !value.includes("\0");
  if (type === "numeric") return true;
  const [, year, month, day, hour, minute, second, offsetHour] =
    /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[+-](\d{2})(?::\d{2})?|Z)?$/.exec(value) ?? [];
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  return (
    Number(year) >= 1 &&
    Number(month) >= 1 &&
    Number(month) <= 12 &&
    Number(day) >= 1 &&
    Number(day) <= daysInMonth &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59 &&
    Number(offsetHour ?? 0) <= 15
  );
}

function checkedPosition(position: CursorPosition | null, order: KeysetOrder, cursorText: string | null | undefined) {
  if (!position) return null;
  const type = order.value?.type;
  const valid = type ? position.value !== null && castable(position.value, type) : position.value === null;
  if (!valid) throw new StorefrontRequestError(COMMERCE_MESSAGES.invalidCursor(String(cursorText).slice(0, 80)));
  return position;
}

/**
 * `Query.products`: the published products matching Shopify's search syntax, in keyset pages: a page starts where
 * its cursor points, never by skipping rows, so the 200th page of the ID order costs what the first does (the other
 * orders are as fast once their expression has a btree index with the id). Variants and images of the page's
 * products are then loaded in one query each.
 */
export async function productsConnection(
  args: ProductsArgs,
  context: StorefrontContext,
): Promise<Connection<GraphQLSource>> {
  const queryText = args.query ?? "";
  if (queryText.length > MAX_QUERY_LENGTH) {
    throw new StorefrontRequestError(COMMERCE_MESSAGES.searchQueryTooLong(MAX_QUERY_LENGTH));
  }
  const filter = compileProductQuery(parseProductQuery(queryText));
  const natural = keysetOrder(args.sortKey ?? "ID", filter.rankQuery);
  const window = pageWindow(args, "products", natural.name);
  const order = window.reverse ? flipped(natural) : natural;
  const after = checkedPosition(window.after, order, args.after);
  const before = checkedPosition(window.before, order, args.before);

  const bounds = and(
    filter.where,
    after ? afterCondition(order, after) : undefined,
    before ? afterCondition(flipped(order), before) : undefined,
  );
  // Backward pages are read from the far end, then put back in order.
  const readOrder = window.direction === "forward" ? order : flipped(order);
  const joinMinPrice = natural.name === "PRICE";
  const rows = await readProductsPage(context.db, {
    where: bounds,
    joinMinPrice,
    sortValue: order.value ? order.value.expression : sql`${products.id}`,
    orderBy: orderBy(readOrder),
    limit: window.size + 1,
  });
  const more = rows.length > window.size;
  const page = rows.slice(0, window.size);
  if (window.direction === "backward") page.reverse();
  context.catalogue.primeProducts(page);

  const edges = page.map((row) => ({
    cursor: encodeCursor({ sort: natural.name, value: order.value ? row.sortValue : null, id: row.id }),
    node: productNode(row, context),
  }));
  // Whether anything lies at or beyond a cursor costs a query: run only when the client reads that field.
  const existsBeyond = (condition: SQL) => () =>
    anyProduct(context.db, { where: and(filter.where, not(condition)), joinMinPrice });
  const beyondBefore = before ? existsBeyond(afterCondition(flipped(order), before)) : false;
  const beyondAfter = after ? existsBeyond(afterCondition(order, after)) : false;
  return connectionOf(edges, {
    hasNextPage: (window.direction === "forward" && more) || beyondBefore,
    hasPreviousPage: (window.direction === "backward" && more) || beyondAfter,
  });
}
