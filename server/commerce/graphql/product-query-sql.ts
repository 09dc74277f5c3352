import { type SQL, sql } from "drizzle-orm";
import { products, productVariants } from "../../db/schema.ts";
import type { ProductQuery } from "./product-query.ts";

export type CompiledProductQuery = {
  /** The condition on `products`; undefined when the query constrains nothing. */
  where: SQL | undefined;
  /** A `to_tsquery('french', …)` text made of the positive free-text terms, for RELEVANCE; null without any. */
  rankQuery: string | null;
};

/** Compiles a parsed query to a condition on the `products` table (see product-query.ts for the syntax). */
export function compileProductQuery(query: ProductQuery): CompiledProductQuery {
  const positiveTexts: string[] = [];
  collectPositiveTexts(query, false, positiveTexts);
  return {
    where: conditionOf(query),
    rankQuery: positiveTexts.length > 0 ? positiveTexts.map((text) => `(${text})`).join(" | ") : null,
  };
}

/** The SQL side of a French full-text query: the same unaccent as the generated `search_vector`. */
export function frenchTsQuery(text: string): SQL {
  return sql`to_tsquery('french', immutable_unaccent(${text}))`;
}

function conditionOf(query: ProductQuery): SQL | undefined {
  switch (query.kind) {
    case "all":
      return undefined;
    case "and": {
      const parts = query.operands.map(conditionOf).filter((part) => part !== undefined);
      return parts.length === 0 ? undefined : sql`(${sql.join(parts, sql` and `)})`;
    }
    case "or": {
      const parts = query.operands.map(conditionOf);
      if (parts.some((part) => part === undefined)) return undefined;
      return sql`(${sql.join(parts as SQL[], sql` or `)})`;
    }
    case "not": {
      const inner = conditionOf(query.operand);
      return inner === undefined ? undefined : sql`not ${inner}`;
    }
    case "text":
      return textCondition(query.value, query.phrase);
    case "field":
      return fieldCondition(query);
  }
}

function fieldCondition(query: Extract<ProductQuery, { kind: "field" }>): SQL | undefined {
  const exact = query.comparator === ":";
  switch (exact ? query.field : "") {
    case "tag":
      return tagCondition(query.value, query.prefix);
    case "tag_not": {
      const tag = tagCondition(query.value, query.prefix);
      return sql`not ${tag}`;
    }
    case "vendor":
      return textEquals(sql`${products.vendor}`, query.value, query.prefix);
    case "title":
      return textEquals(sql`${products.title}`, query.value, query.prefix);
    case "product_type": {
      // Shopify documents product_type as a comma-separated list of types.
      const types = query.quoted ? [query.value] : query.value.split(",").filter((type) => type.trim() !== "");
      const parts = types.map((type) => textEquals(sql`${products.productType}`, type.trim(), query.prefix));
      return parts.length === 0 ? undefined : sql`(${sql.join(parts, sql` or `)})`;
    }
    case "available_for_sale": {
      const wanted = query.value.toLowerCase();
      if (wanted !== "true" && wanted !== "false") return undefined;
      const available = sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id}
        and ${productVariants.published} and (${productVariants.inventoryQuantity} > 0
          or ${productVariants.inventoryPolicy} = 'continue' or not ${productVariants.inventoryTracked}))`;
      return wanted === "true" ? available : sql`not ${available}`;
    }
  }
  if (query.field === "variants.price") return priceCondition(query.comparator, query.value);
  if (query.field === "updated_at") return dateCondition(sql`${products.updatedAt}`, query.comparator, query.value);
  if (query.field === "created_at") return dateCondition(sql`${products.createdAt}`, query.comparator, query.value);
  // A field we do not know (or a comparison we do not support) still says something: read its value as text.
  return textCondition(query.value, query.quoted);
}

/** `immutable_unaccent(lower(x))` is the form the title trigram index is built on: keep that order everywhere. */
function folded(expression: SQL): SQL {
  return sql`immutable_unaccent(lower(${expression}))`;
}

function textEquals(column: SQL, value: string, prefix: boolean): SQL {
  if (prefix) return sql`${folded(column)} like ${folded(sql`${escapeLike(value)}`)} || '%'`;
  return sql`${folded(column)} = ${folded(sql`${value}`)}`;
}

function tagCondition(value: string, prefix: boolean): SQL {
  const tag = sql.raw("tag.value");
  return sql`exists (select 1 from unnest(${products.tags}) as tag(value) where ${textEquals(tag, value, prefix)})`;
}

const PRICE = /^\d{1,8}(\.\d{1,2})?$/;

function priceCondition(comparator: string, value: string): SQL | undefined {
  if (!PRICE.test(value)) return undefined;
  const operator = COMPARISON[comparator] ?? "=";
  return sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id}
    and ${productVariants.published} and ${productVariants.price} ${sql.raw(operator)} ${value}::numeric)`;
}

const COMPARISON: Record<string, string> = { ":": "=", ":<": "<", ":>": ">", ":<=": "<=", ":>=": ">=" };

/** An ISO 8601 date or date-time, as Shopify's `updated_at:>'2026-11-25T10:00:00Z'` (a store's reconciliation). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function dateCondition(column: SQL, comparator: string, value: string): SQL | undefined {
  if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) return undefined;
  const operator = COMPARISON[comparator] ?? "=";
  return sql`${column} ${sql.raw(operator)} ${new Date(value).toISOString()}::timestamptz`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function textCondition(value: string, phrase: boolean): SQL | undefined {
  const text = tsQueryText(value, phrase);
  if (text === null) return undefined;
  const query = frenchTsQuery(text);
  // A query made only of stop words ('le', 'des') has no lexeme left: it constrains nothing.
  return sql`(numnode(${query}) = 0 or ${products.searchVector} @@ ${query})`;
}

/**
 * The words of a free-text term as a tsquery text, every word a quoted lexeme so nothing the visitor types is read
 * as tsquery syntax: words are prefixes (`dino` finds `dinosaures`), a quoted phrase keeps its order. Null when
 * the term has no word at all.
 */
export function tsQueryText(value: string, phrase: boolean): string | null {
  const words = value
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{Nd}]+/u)
    .filter((word) => word !== "");
  // `l'école` is `l` and `ecole`: a lone letter as a prefix would match nearly everything.
  const meaningful = words.length > 1 ? words.filter((word) => !/^\p{L}$/u.test(word)) : words;
  if (meaningful.length === 0) return null;
  if (phrase) return meaningful.map((word) => `'${word}'`).join(" <-> ");
  return meaningful.map((word) => `'${word}':*`).join(" & ");
}

function collectPositiveTexts(query: ProductQuery, negated: boolean, into: string[]): void {
  switch (query.kind) {
    case "and":
    case "or":
      for (const operand of query.operands) collectPositiveTexts(operand, negated, into);
      return;
    case "not":
      collectPositiveTexts(query.operand, !negated, into);
      return;
    case "text": {
      const text = negated ? null : tsQueryText(query.value, query.phrase);
      if (text !== null) into.push(text);
      return;
    }
    default:
      return;
  }
}
