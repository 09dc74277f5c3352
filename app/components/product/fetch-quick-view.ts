import type { QuickViewData } from "../../../core/catalogue/product-page-types.ts";

/** A book's quick-view data from the server (GET /api/product), or null when it is gone or the answer is unusable. */
export async function fetchQuickView(handle: string, signal?: AbortSignal): Promise<QuickViewData | null> {
  const response = await fetch(`/api/product?handle=${encodeURIComponent(handle)}`, {
    headers: { Accept: "application/json" },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) return null;
  // The schema (and zod) load with the first answer to check, not with the page.
  const [json, { quickViewSchema }] = await Promise.all([
    response.json(),
    import("../../lib/product/quick-view-schema.ts"),
  ]);
  const parsed = quickViewSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
