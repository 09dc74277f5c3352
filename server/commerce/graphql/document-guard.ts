import {
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";
import { MAX_PAGE_SIZE } from "./connections.ts";
import { COMMERCE_MESSAGES } from "./messages.ts";

export type DocumentLimits = { maxDepth: number; maxCost: number };

/**
 * Deep enough for any storefront document (and for the standard introspection query); the cost allows a full page
 * of 250 products with their variants and images, not a page of pages of pages.
 */
export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = { maxDepth: 15, maxCost: 500_000 };

/**
 * Rejects, before anything runs, an operation nested too deep, asking for pages over 250 elements, or whose
 * estimated cost (each field 1, a connection's selection counted once per element asked for) is too high.
 * Returns the French reason, or null when the operation may run. The document must already be valid.
 */
export function documentLimitViolation(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  limits: DocumentLimits = DEFAULT_DOCUMENT_LIMITS,
): string | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }

  let violation: string | null = null;
  const intValue = (node: ValueNode): number | null => {
    if (node.kind === Kind.INT) return Number(node.value);
    if (node.kind === Kind.VARIABLE) {
      const value = variables[node.name.value];
      return typeof value === "number" ? value : null;
    }
    return null;
  };

  const measure = (selectionSet: SelectionSetNode, depth: number, visiting: Set<string>): number => {
    if (violation) return 0;
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (depth > limits.maxDepth) {
          violation = COMMERCE_MESSAGES.tooDeep(limits.maxDepth);
          return 0;
        }
        let elements = 1;
        for (const argument of selection.arguments ?? []) {
          const name = argument.name.value;
          if (name !== "first" && name !== "last") continue;
          const size = intValue(argument.value);
          if (size === null) continue;
          if (size > MAX_PAGE_SIZE) {
            violation = COMMERCE_MESSAGES.pageSizeTooLarge(name, MAX_PAGE_SIZE);
            return 0;
          }
          elements = Math.max(elements, size);
        }
        cost += 1 + (selection.selectionSet ? elements * measure(selection.selectionSet, depth + 1, visiting) : 0);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        cost += measure(selection.selectionSet, depth, visiting);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // Validation already refused cycles and unknown fragments; this only keeps the walk finite regardless.
        if (!fragment || visiting.has(name)) continue;
        visiting.add(name);
        cost += measure(fragment.selectionSet, depth, visiting);
        visiting.delete(name);
      }
    }
    return cost;
  };

  const cost = measure(operation.selectionSet, 1, new Set());
  if (violation) return violation;
  return cost > limits.maxCost ? COMMERCE_MESSAGES.tooComplex(limits.maxCost) : null;
}
