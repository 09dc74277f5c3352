import type { Database } from "../db/connection.ts";
import { publishers } from "../db/schema.ts";

export type PublisherContact = {
  name: string;
  postalAddress: string;
  electronicAddress: string;
  /** True only for a head-office address we are sure of from the publisher's own public information. */
  verified: boolean;
};

/** What marks a contact the shop owner must still fill in (decision 014), as the legal identity fields do. */
export const TO_REPLACE = "[À remplacer]";

export const PLACEHOLDER_EMAIL = `${TO_REPLACE} adresse électronique de contact de l'éditeur`;

/** A publisher whose contact is not known yet: shown as is on its books' pages until the owner replaces it. */
export function placeholderContact(name: string): PublisherContact {
  return {
    name,
    postalAddress: `${TO_REPLACE} adresse postale du siège de ${name}`,
    electronicAddress: PLACEHOLDER_EMAIL,
    verified: false,
  };
}

/** How a vendor finds its publisher: spacing around it and case set aside, as a person types a name. */
export function publisherKey(name: string): string {
  return name.trim().toLocaleLowerCase("fr");
}

const needsReplacing = (row: { postalAddress: string; electronicAddress: string }) =>
  row.postalAddress.includes(TO_REPLACE) || row.electronicAddress.includes(TO_REPLACE);

/**
 * After an import: a placeholder row for each vendor the publishers table does not know (whatever its case), so its
 * books' pages say « [À remplacer] » rather than nothing, and how many of these vendors' publishers still carry a
 * placeholder, for the import to tell the owner. Rows already there, edited or not, are kept.
 */
export async function addPlaceholderPublishers(
  db: Database,
  vendors: Iterable<string>,
): Promise<{ added: number; toReplace: number }> {
  const wanted = new Map<string, string>();
  for (const vendor of vendors) {
    const name = vendor.trim();
    if (name && !wanted.has(publisherKey(name))) wanted.set(publisherKey(name), name);
  }
  if (wanted.size === 0) return { added: 0, toReplace: 0 };

  const rows = await db
    .select({
      name: publishers.name,
      postalAddress: publishers.postalAddress,
      electronicAddress: publishers.electronicAddress,
    })
    .from(publishers);
  const known = new Map(rows.map((row) => [publisherKey(row.name), row]));
  const missing = [...wanted].filter(([key]) => !known.has(key)).map(([, name]) => placeholderContact(name));
  const inserted =
    missing.length === 0
      ? []
      : await db
          .insert(publishers)
          .values(missing)
          .onConflictDoNothing({ target: publishers.name })
          .returning({ name: publishers.name });
  const knownToReplace = [...wanted.keys()].filter((key) => {
    const row = known.get(key);
    return row !== undefined && needsReplacing(row);
  }).length;
  return { added: inserted.length, toReplace: missing.length + knownToReplace };
}
