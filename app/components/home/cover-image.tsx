import type { ProductImage } from "../../../core/catalogue/catalogue-types.ts";

/** A book cover illustrating a home card; decorative, since the card's title says where it leads. */
export function CoverImage({ image }: { image: ProductImage | null }) {
  return (
    <div className="aspect-[3/4] overflow-hidden rounded-lg bg-brand-50">
      {image ? (
        <img
          src={image.url}
          alt=""
          width={image.width ?? 600}
          height={image.height ?? 800}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
      ) : null}
    </div>
  );
}
