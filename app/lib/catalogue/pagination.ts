export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/**
 * The page numbers shown under a listing (docs/product.md §9): all of them up to 7 pages; otherwise the first 4, an ellipsis and
 * the last near the start; the first, an ellipsis and the last 4 near the end; else first, current ± 1 and last.
 */
export function paginationItems(current: number, total: number): PageItem[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  if (current <= 3) return [1, 2, 3, 4, "ellipsis-end", total];
  if (current >= total - 2) return [1, "ellipsis-start", total - 3, total - 2, total - 1, total];
  return [1, "ellipsis-start", current - 1, current, current + 1, "ellipsis-end", total];
}
