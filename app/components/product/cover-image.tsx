import type { ProductImage } from "../../../core/catalogue/catalogue-types.ts";
import { imageAtWidth, imageBox, imageSrcSet } from "../../lib/product/responsive-image.ts";

/**
 * A book's cover at the width it is shown: `src` at `width`, a `srcset` up to twice that for dense screens, and the
 * image's own box so the browser reserves its space (no layout shift). The product gallery, the quick view, the
 * product card and the shared list draw their covers with it.
 */
export function CoverImage({
  image,
  width,
  sizes,
  alt,
  loading,
  fetchPriority,
  decoding,
  className,
}: {
  image: ProductImage;
  /** The width `src` asks for; the srcset goes up to twice it (IMAGE_WIDTHS). */
  width: number;
  sizes: string;
  alt: string;
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "low" | "auto";
  decoding?: "sync" | "async" | "auto";
  className: string;
}) {
  return (
    <img
      src={imageAtWidth(image.url, width)}
      srcSet={imageSrcSet(image.url, 2 * width)}
      sizes={sizes}
      alt={alt}
      {...imageBox(image)}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding={decoding}
      className={className}
    />
  );
}
