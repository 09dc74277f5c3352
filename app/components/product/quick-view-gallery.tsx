import { useState } from "react";
import type { ProductImage } from "../../../core/catalogue/catalogue-types.ts";
import { Icon } from "../ui/icon.tsx";
import { CoverImage } from "./cover-image.tsx";

/** docs/product.md §2 quick view: the book's images one at a time, with previous/next and a dot per image. */
export function QuickViewGallery({ images, title }: { images: ProductImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const image = images[index];
  const count = images.length;
  const go = (next: number) => setIndex((next + count) % count);
  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative w-full overflow-hidden rounded-xl bg-brand-50">
        {image ? (
          <CoverImage
            key={image.url}
            image={image}
            width={480}
            sizes="(min-width: 768px) 20rem, 80vw"
            alt={image.altText ?? title}
            className="h-auto w-full"
          />
        ) : (
          <div className="aspect-[3/4]" />
        )}
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-label="Image précédente"
              onClick={() => go(index - 1)}
              className="absolute top-1/2 left-2 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-white/90 shadow"
            >
              <Icon name="chevron-left" className="size-5" />
            </button>
            <button
              type="button"
              aria-label="Image suivante"
              onClick={() => go(index + 1)}
              className="absolute top-1/2 right-2 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-white/90 shadow"
            >
              <Icon name="chevron-right" className="size-5" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="flex gap-2">
          {images.map((dot, position) => (
            <button
              key={dot.url}
              type="button"
              aria-label={`Image ${position + 1} sur ${count}`}
              aria-pressed={position === index}
              onClick={() => setIndex(position)}
              className={`size-3 rounded-full ${position === index ? "bg-brand-600" : "bg-brand-100 ring-1 ring-brand-500"}`}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
