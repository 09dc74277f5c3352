/** Lower case, accents removed, every run of non-alphanumerics turned into one hyphen (docs/product.md §3). */
export function slugify(label: string): string {
  return label
    .replace(/œ/gi, "oe")
    .replace(/æ/gi, "ae")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
