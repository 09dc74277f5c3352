import { StorefrontRequestError } from "./errors.ts";
import { COMMERCE_MESSAGES } from "./messages.ts";

/** Shopify's largest page: 250 elements a request. */
export const MAX_PAGE_SIZE = 250;

/** Where a cursor points: the value of the sort key (null when the sort is the id itself) and the id. */
export type CursorPosition = { sort: string; value: string | null; id: number };

/** Opaque to clients: base64url of a small JSON array. */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.sort, position.value, position.id])).toString("base64url");
}

export function decodeCursor(cursor: string): CursorPosition | null {
  if (cursor.length > 1024 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(decoded) || decoded.length !== 3) return null;
    const [sort, value, id] = decoded as unknown[];
    if (typeof sort !== "string" || (value !== null && typeof value !== "string")) return null;
    if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 0) return null;
    return { sort, value, id };
  } catch {
    return null;
  }
}

export type ConnectionArgs = {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
};

/** A validated page request: how many, which way, and the bounds (already decoded). */
export type PageWindow = {
  size: number;
  /** forward: `first` elements after `after`; backward: the `last` elements before `before`. */
  direction: "forward" | "backward";
  after: CursorPosition | null;
  before: CursorPosition | null;
  reverse: boolean;
};

/**
 * Checks the Relay arguments the way Shopify does: one of `first`/`last` is required, at most 250; cursors must be
 * ours and made for this sort. Throws a StorefrontRequestError (a GraphQL error, not a crash) otherwise.
 */
export function pageWindow(args: ConnectionArgs, connection: string, sort: string): PageWindow {
  const first = args.first ?? null;
  const last = args.last ?? null;
  if (first === null && last === null) throw new StorefrontRequestError(COMMERCE_MESSAGES.missingPageSize);
  if (first !== null && last !== null) throw new StorefrontRequestError(COMMERCE_MESSAGES.bothPageSizes(connection));
  const [argument, size] = first !== null ? (["first", first] as const) : (["last", last as number] as const);
  if (size < 0) throw new StorefrontRequestError(COMMERCE_MESSAGES.negativePageSize(argument));
  if (size > MAX_PAGE_SIZE) {
    throw new StorefrontRequestError(COMMERCE_MESSAGES.pageSizeTooLarge(argument, MAX_PAGE_SIZE));
  }
  return {
    size,
    direction: first !== null ? "forward" : "backward",
    after: cursorArgument(args.after, sort),
    before: cursorArgument(args.before, sort),
    reverse: args.reverse === true,
  };
}

function cursorArgument(cursor: string | null | undefined, sort: string): CursorPosition | null {
  if (cursor === null || cursor === undefined) return null;
  const position = decodeCursor(cursor);
  if (!position || position.sort !== sort) {
    throw new StorefrontRequestError(COMMERCE_MESSAGES.invalidCursor(cursor.slice(0, 80)));
  }
  return position;
}

export type Edge<T> = { cursor: string; node: T };

export type PageInfo = {
  hasNextPage: boolean | (() => Promise<boolean>);
  hasPreviousPage: boolean | (() => Promise<boolean>);
  startCursor: string | null;
  endCursor: string | null;
};

export type Connection<T> = { edges: Edge<T>[]; nodes: T[]; pageInfo: PageInfo };

export function connectionOf<T>(
  edges: Edge<T>[],
  pageInfo: Omit<PageInfo, "startCursor" | "endCursor">,
): Connection<T> {
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      ...pageInfo,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** How an in-memory list is ordered: the sort's name (kept in cursors) and each element's key and id. */
export type ListOrder<T> = { sort: string; key: (item: T) => string | number | null; id: (item: T) => number };

/**
 * Pages through a list already in memory (a product's variants or images) with the same cursors and rules as the
 * database-backed connections.
 */
export function paginateList<T>(items: readonly T[], args: ConnectionArgs, connection: string, order: ListOrder<T>) {
  const window = pageWindow(args, connection, order.sort);
  const compare = (a: ListKey, b: ListKey) => compareKeys(a, b) * (window.reverse ? -1 : 1);
  const keyOf = (item: T): ListKey => ({ value: order.key(item), id: order.id(item) });
  const cursorKey = (position: CursorPosition): ListKey => ({ value: position.value, id: position.id });

  const sorted = [...items].sort((a, b) => compare(keyOf(a), keyOf(b)));
  const { after, before } = window;
  const bounded = sorted.filter(
    (item) =>
      (!after || compare(keyOf(item), cursorKey(after)) > 0) &&
      (!before || compare(keyOf(item), cursorKey(before)) < 0),
  );
  const page =
    window.direction === "forward"
      ? bounded.slice(0, window.size)
      : bounded.slice(Math.max(0, bounded.length - window.size));
  const edges = page.map((node) => ({
    cursor: encodeCursor({ sort: order.sort, value: stringKey(order.key(node)), id: order.id(node) }),
    node,
  }));
  const more = bounded.length > page.length;
  const beyondBefore = before !== null && sorted.some((item) => compare(keyOf(item), cursorKey(before)) >= 0);
  const beyondAfter = after !== null && sorted.some((item) => compare(keyOf(item), cursorKey(after)) <= 0);
  return connectionOf(edges, {
    hasNextPage: (window.direction === "forward" && more) || beyondBefore,
    hasPreviousPage: (window.direction === "backward" && more) || beyondAfter,
  });
}

type ListKey = { value: string | number | null; id: number };

function compareKeys(a: ListKey, b: ListKey): number {
  const left = a.value;
  const right = b.value;
  if (left !== right && left !== null && right !== null) {
    const byValue =
      typeof left === "number" || typeof right === "number"
        ? Number(left) - Number(right)
        : left < right
          ? -1
          : left > right
            ? 1
            : 0;
    if (byValue !== 0) return byValue;
  } else if (left === null && right !== null) {
    return -1;
  } else if (left !== null && right === null) {
    return 1;
  }
  return a.id - b.id;
}

function stringKey(value: string | number | null): string | null {
  return value === null ? null : String(value);
}
