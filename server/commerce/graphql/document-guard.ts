import {
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";
import { MAX_PAGE_SIZE } from "./connections.ts";
import { COMMERCE_MESSAGES } from "./messages.ts";

export type DocumentLimits = {
  /** Field nesting, fragments expanded. */
  maxDepth: number;
  /** Aliased fields, fragments expanded: the storefront's own documents use none. */
  maxAliases: number;
  /** Selections visited with fragments expanded (fields and spreads): bounds the walk itself and validation's work. */
  maxSelections: number;
  /** Estimated cost of the operation that would run (see `measureOperation`). */
  maxCost: number;
};

/**
 * Measured against the shop's own documents and those other storefronts send (document-guard.test.ts prints them;
 * bench/RESULTS.md records them). The shop's largest, Shopify mode's `ProductsUpdatedSince` (a search, 50 products
 * with up to ten copies each), costs 20,455 and the catalogue sync's `ProductsPage` (100 products) 16,905; the largest
 * of another storefront, a search of 100 full products as Next.js Commerce writes it, about 21,900 once a book's copies
 * and pictures are counted as they are (issue 43; 12,000 refused it before). The limit leaves that one a tenth more: a
 * page of products with their copies and pictures, or one search of such a page, not a page of pages, nor two
 * searches. The standard introspection query fits the shape limits.
 */
export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = {
  maxDepth: 15,
  maxAliases: 30,
  maxSelections: 1_500,
  maxCost: 24_000,
};

/** A mutation writes: each one costs like a page of a hundred small elements. */
export const MUTATION_FIELD_COST = 100;

/**
 * A search (`products(query: "…")`) reads and ranks the whole catalogue whatever the page size: on PGlite, which
 * runs in the shop's own thread, nine of them in one document held every page up for a second, four for 300 ms
 * (bench:abuse). At half the limit a document holds one search, never two. The storefront never sends one (its search
 * runs on the catalogue index).
 */
export const SEARCH_COST = DEFAULT_DOCUMENT_LIMITS.maxCost / 2;

/**
 * The schema's description of itself. One `__schema` answers 660 KB to the standard introspection query; thirty
 * aliased ones with every description held the shop's thread for a second (9.8 MB, refused by the answer cap only
 * once computed). At half the limit a document holds one. `__type(name:)` describes one type: a page of small fields.
 */
export const INTROSPECTION_COSTS: Readonly<Record<string, number>> = {
  __schema: DEFAULT_DOCUMENT_LIMITS.maxCost / 2,
  __type: 100,
};

/** Long texts: a description weighs what five short fields do (a few KB a product, not a few bytes). */
const FIELD_WEIGHTS: Readonly<Record<string, number>> = { description: 5, descriptionHtml: 5 };

/** Connection children that are repeated once per element; `pageInfo`, `totalCount`… are answered once. */
const ELEMENT_FIELDS = new Set(["nodes", "edges"]);

/**
 * Shopify's own bound on what one document may page through (shopify.dev, « API limits »: pagination of arrays is
 * limited to 25,000 objects): past it Shopify refuses, so does the local service.
 */
export const MAX_PAGINATED_OBJECTS = 25_000;

/**
 * The most elements a connection of a given field can really hold, whatever `first` asks for (issue 43): a book has
 * one to three copies, not 250 variants, and five pictures at most, not twenty; a cart a hundred lines. A storefront
 * asks `variants(first: 250)` to be sure to get them all (Next.js Commerce does), and is counted for what comes back.
 * Fields not named here count their page size. Measured on the catalogue (catalogue-shape.ts).
 */
export type ElementBounds = Readonly<Record<string, number>>;

export type OperationMeasure = {
  cost: number;
  depth: number;
  aliases: number;
  selections: number;
  /** Elements of every connection of the answer, nested ones multiplied out. */
  objects: number;
};

export type MeasureOutcome = { ok: true; measure: OperationMeasure } | { ok: false; reason: string };

/**
 * Estimates, on the parsed document alone (before the schema validation, before anything runs), what the selected
 * operation would ask for:
 * - every field costs 1, a description 5 (FIELD_WEIGHTS);
 * - a connection's `nodes`/`edges` selection costs once per element it can return — `first`/`last` written in the
 *   document, passed as a variable or taken from the variable's default value, but no more than the connection can
 *   hold (`bounds`: a book's copies, its pictures) — so nested connections multiply;
 * - `nodes(ids:)` costs its selection once per id (a list written or passed);
 * - a mutation field costs MUTATION_FIELD_COST more, a search (a `query` argument) SEARCH_COST more;
 * - the elements of all connections together may not pass MAX_PAGINATED_OBJECTS, as at Shopify.
 * The walk expands fragments but stops as soon as a limit is crossed, so a hostile document costs at most
 * `maxSelections` steps; unknown or cyclic fragments (which validation would refuse) are skipped.
 * Returns the French reason of the first limit crossed, or the figures.
 */
export function measureOperation(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
  limits: DocumentLimits = DEFAULT_DOCUMENT_LIMITS,
  bounds: ElementBounds = {},
): MeasureOutcome {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const defaults = new Map<string, ValueNode>();
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) defaults.set(definition.variable.name.value, definition.defaultValue);
  }

  const figures: OperationMeasure = { cost: 0, depth: 0, aliases: 0, selections: 0, objects: 0 };
  let violation: string | null = null;
  const fail = (reason: string) => {
    violation ??= reason;
    return 0;
  };

  /** A variable's value as sent, else its default value written in the document. */
  const resolved = (node: ValueNode): unknown => {
    if (node.kind !== Kind.VARIABLE) return literal(node);
    const name = node.name.value;
    if (Object.hasOwn(variables, name) && variables[name] !== undefined) return variables[name];
    const fallback = defaults.get(name);
    return fallback ? literal(fallback) : undefined;
  };

  /**
   * How many elements a field's arguments ask for — a page size, the number of ids, or 1 — and a page no more than the
   * connection can hold. A page over 250 is refused as asked, as Shopify refuses it.
   */
  const elementsOf = (field: FieldNode): { elements: number; paged: boolean } => {
    let elements = 1;
    let paged = false;
    const bound = bounds[field.name.value];
    for (const argument of field.arguments ?? []) {
      const name = argument.name.value;
      if (name === "first" || name === "last") {
        paged = true;
        const size = pageSizeOf(argument, resolved);
        if (size > MAX_PAGE_SIZE)
          return { elements: fail(COMMERCE_MESSAGES.pageSizeTooLarge(name, MAX_PAGE_SIZE)), paged };
        elements = Math.max(elements, bound === undefined ? size : Math.min(size, bound));
      } else if (name === "ids") {
        const value = resolved(argument.value);
        const count = Array.isArray(value) ? value.length : 1;
        if (count > MAX_PAGE_SIZE) return { elements: fail(COMMERCE_MESSAGES.tooManyIds(MAX_PAGE_SIZE)), paged };
        elements = Math.max(elements, count);
      }
    }
    return { elements, paged };
  };

  /**
   * The cost of one instance of a selection set's parent, which the answer holds `instances` times. `perElement` is
   * set inside a connection: its `nodes` and `edges` are repeated that many times.
   */
  const measure = (
    selectionSet: SelectionSetNode,
    depth: number,
    perElement: number | null,
    visiting: Set<string>,
    instances: number,
  ): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (violation) return 0;
      figures.selections += 1;
      if (figures.selections > limits.maxSelections)
        return fail(COMMERCE_MESSAGES.tooManySelections(limits.maxSelections));
      if (selection.kind === Kind.FIELD) {
        if (depth > limits.maxDepth) return fail(COMMERCE_MESSAGES.tooDeep(limits.maxDepth));
        figures.depth = Math.max(figures.depth, depth);
        if (selection.alias) {
          figures.aliases += 1;
          if (figures.aliases > limits.maxAliases) return fail(COMMERCE_MESSAGES.tooManyAliases(limits.maxAliases));
        }
        cost += FIELD_WEIGHTS[selection.name.value] ?? 1;
        if (depth === 1 && operation.operation === "mutation") cost += MUTATION_FIELD_COST;
        if (searches(selection, resolved)) cost += SEARCH_COST;
        cost += INTROSPECTION_COSTS[selection.name.value] ?? 0;
        if (!selection.selectionSet) continue;
        const repeat = perElement !== null && ELEMENT_FIELDS.has(selection.name.value) ? perElement : 1;
        const { elements, paged } = elementsOf(selection);
        const fieldInstances = instances * repeat;
        // A paged field is a connection when it selects `nodes`/`edges`; otherwise a list (`options(first:)`).
        let inner: number;
        if (paged && selectsElements(selection.selectionSet, fragments)) {
          figures.objects += fieldInstances * elements;
          if (figures.objects > MAX_PAGINATED_OBJECTS)
            return fail(COMMERCE_MESSAGES.tooManyObjects(MAX_PAGINATED_OBJECTS));
          inner = measure(selection.selectionSet, depth + 1, elements, visiting, fieldInstances);
        } else {
          inner = elements * measure(selection.selectionSet, depth + 1, null, visiting, fieldInstances * elements);
        }
        cost += repeat * inner;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        cost += measure(selection.selectionSet, depth, perElement, visiting, instances);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visiting.has(name)) continue;
        visiting.add(name);
        cost += measure(fragment.selectionSet, depth, perElement, visiting, instances);
        visiting.delete(name);
      }
    }
    return cost;
  };

  figures.cost = measure(operation.selectionSet, 1, null, new Set(), 1);
  if (violation) return { ok: false, reason: violation };
  if (figures.cost > limits.maxCost) return { ok: false, reason: COMMERCE_MESSAGES.tooComplex(limits.maxCost) };
  return { ok: true, measure: figures };
}

/**
 * The shape limits over the whole document (every operation and fragment a validation would walk), before the
 * schema validation: a document of thousands of aliases is refused in microseconds instead of validated for a second.
 */
export function documentShapeViolation(
  document: DocumentNode,
  limits: DocumentLimits = DEFAULT_DOCUMENT_LIMITS,
): string | null {
  let selections = 0;
  let aliases = 0;
  const walk = (selectionSet: SelectionSetNode, depth: number): string | null => {
    for (const selection of selectionSet.selections) {
      selections += 1;
      if (selections > limits.maxSelections) return COMMERCE_MESSAGES.tooManySelections(limits.maxSelections);
      if (selection.kind === Kind.FRAGMENT_SPREAD) continue;
      if (selection.kind === Kind.FIELD) {
        if (depth > limits.maxDepth) return COMMERCE_MESSAGES.tooDeep(limits.maxDepth);
        if (selection.alias && ++aliases > limits.maxAliases)
          return COMMERCE_MESSAGES.tooManyAliases(limits.maxAliases);
      }
      const next = selection.selectionSet ? walk(selection.selectionSet, depth + 1) : null;
      if (next) return next;
    }
    return null;
  };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
    const reason = walk(definition.selectionSet, 1);
    if (reason) return reason;
  }
  return null;
}

/** Whether a field is given a non-blank `query` argument (a search), written or passed. */
function searches(field: FieldNode, resolved: (node: ValueNode) => unknown): boolean {
  return (field.arguments ?? []).some((argument) => {
    if (argument.name.value !== "query") return false;
    const value = resolved(argument.value);
    return typeof value === "string" && value.trim() !== "";
  });
}

/** Whether a selection set asks for `nodes` or `edges` directly (through fragments too). */
function selectsElements(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  visiting: Set<string> = new Set(),
): boolean {
  return selectionSet.selections.some((selection) => {
    if (selection.kind === Kind.FIELD) return ELEMENT_FIELDS.has(selection.name.value);
    if (selection.kind === Kind.INLINE_FRAGMENT) return selectsElements(selection.selectionSet, fragments, visiting);
    const fragment = fragments.get(selection.name.value);
    if (!fragment || visiting.has(fragment.name.value)) return false;
    visiting.add(fragment.name.value);
    return selectsElements(fragment.selectionSet, fragments, visiting);
  });
}

function pageSizeOf(argument: ArgumentNode, resolved: (node: ValueNode) => unknown): number {
  const value = resolved(argument.value);
  // Absent or not a number: the connection answers an error (or validation refuses it) without reading anything.
  return typeof value === "number" && Number.isFinite(value) ? Math.max(0, value) : 1;
}

/** The plain value of a literal, for the parts the cost reads (numbers, lists, search texts). */
function literal(node: ValueNode): unknown {
  if (node.kind === Kind.INT || node.kind === Kind.FLOAT) return Number(node.value);
  if (node.kind === Kind.LIST) return node.values;
  if (node.kind === Kind.STRING) return node.value;
  return undefined;
}
