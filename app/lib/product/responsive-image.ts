import type { ProductImage } from "../../../core/catalogue/catalogue-types.ts";

/** Widths asked of the image server (the local cover handler and Shopify's CDN both read `?width=`). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

/** The same image at another width, keeping any query the URL already has. */
export function imageAtWidth(url: string, width: number): string {
  const [path, query = ""] = url.split("?", 2) as [string, string | undefined];
  const params = new URLSearchParams(query);
  params.set("width", String(width));
  return `${path}?${params.toString()}`;
}

/** `srcset` of an image at the widths up to `maxWidth` (no upscaling past what is ever shown). */
export function imageSrcSet(url: string, maxWidth: number): string {
  return IMAGE_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${imageAtWidth(url, width)} ${width}w`)
    .join(", ");
}

/** Explicit width and height so the browser reserves the space (no layout shift); covers are 3:4 by default. */
export function imageBox(image: ProductImage): { width: number; height: number } {
  const width = image.width ?? 600;
  return { width, height: image.height ?? Math.round((width * 4) / 3) };
}
