import { foldText } from "../text/fold-text.ts";

/**
 * Slugs already made: the same few hundred labels (tags, publishers, grades) are slugified for every book an agent
 * or a listing writes. Cleared when full, so any text a visitor types cannot grow it.
 */
const MADE = new Map<string, string>();
const MADE_MAX = 4096;

/** Lower case, accents removed, every run of non-alphanumerics turned into one hyphen (docs/product.md §3). */
export function slugify(label: string): string {
  const made = MADE.get(label);
  if (made !== undefined) return made;
  const slug = foldText(label)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (MADE.size >= MADE_MAX) MADE.clear();
  MADE.set(label, slug);
  return slug;
}
