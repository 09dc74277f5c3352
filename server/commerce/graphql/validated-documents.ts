import type { DocumentNode } from "graphql";

/** The shop sends a dozen documents; room for them, the other storefronts' and a few more. */
export const VALIDATED_DOCUMENTS_KEPT = 64;

export type ValidatedDocuments = {
  /** The parsed document of a text that already passed the parser, the shape limits and the schema's validation. */
  get(text: string): DocumentNode | undefined;
  /** Keeps a document that passed them all; the least recently used is forgotten beyond `kept`. */
  add(text: string, document: DocumentNode): void;
};

/**
 * The documents the local service has validated, by their text: every page sends the same few, and parsing and
 * validating them again took an eighth of a small read. The cost of an operation depends on its variables, so it is
 * still measured on every request; a client sending new documents only replaces entries, never grows them.
 */
export function createValidatedDocuments(kept = VALIDATED_DOCUMENTS_KEPT): ValidatedDocuments {
  const documents = new Map<string, DocumentNode>();
  return {
    get(text) {
      const document = documents.get(text);
      if (document) {
        // Map order is insertion order: moving it last makes the first entry the least recently used.
        documents.delete(text);
        documents.set(text, document);
      }
      return document;
    },
    add(text, document) {
      documents.set(text, document);
      if (documents.size > kept) documents.delete(documents.keys().next().value as string);
    },
  };
}
