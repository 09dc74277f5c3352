import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/connection.ts";
import { productImages, products } from "../../db/schema.ts";
import { renderCoverSvg } from "../demo/cover-svg.ts";
import { htmlToLines } from "../html-text.ts";

const COVER_PATH = /^\/api\/covers\/([^/]+)\/([1-9]\d{0,2})\.svg$/;
const MIN_WIDTH = 50;
const MAX_WIDTH = 2000;

/**
 * Serves the generated SVG covers of the demo catalogue (`/api/covers/{handle}/{n}.svg?width=N`), drawn from the
 * product's own title, author and publisher so every book looks like itself.
 */
export function createCoverHandler(db: Database) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const match = COVER_PATH.exec(url.pathname);
    if (!match) return notFound();
    const handle = decodeURIComponent(match[1] as string);
    const position = Number(match[2]);
    const width = parseWidth(url.searchParams.get("width"));

    const [row] = await db
      .select({ title: products.title, vendor: products.vendor, descriptionHtml: products.descriptionHtml })
      .from(products)
      .innerJoin(productImages, eq(productImages.productId, products.id))
      .where(and(eq(products.handle, handle), eq(productImages.position, position)))
      .limit(1);
    if (!row) return notFound();

    const svg = renderCoverSvg({
      title: row.title,
      author: authorOf(row.descriptionHtml),
      vendor: row.vendor,
      position,
      seedKey: handle,
      width,
    });
    return new Response(svg, {
      headers: {
        "Content-Type": "image/svg+xml; charset=utf-8",
        "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
        "X-Content-Type-Options": "nosniff",
        // Public images, answered as a CDN does: another storefront (Shopify mode pointed here) or app may show them.
        "Cross-Origin-Resource-Policy": "cross-origin",
        "Access-Control-Allow-Origin": "*",
      },
    });
  };
}

function parseWidth(value: string | null): number | undefined {
  if (value === null) return undefined;
  const width = Number(value);
  if (!Number.isInteger(width)) return undefined;
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width));
}

function authorOf(descriptionHtml: string): string | undefined {
  const match = /Auteur\s*:\s*([^\n]+)/i.exec(htmlToLines(descriptionHtml));
  return match?.[1]?.trim() || undefined;
}

function notFound(): Response {
  return new Response("Image introuvable", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
