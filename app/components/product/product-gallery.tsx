import { type KeyboardEvent, useRef, useState } from "react";
import type { ProductImage } from "../../../core/catalogue/catalogue-types.ts";
import { PRODUCT_THUMBNAILS_SHOWN } from "../../../core/shop-constants.ts";
import { CoverImage } from "./cover-image.tsx";

const MAIN_SIZES = "(min-width: 768px) 36rem, 100vw";

/**
 * docs/product.md §2: the main image and up to 4 thumbnails. Thumbnails are buttons (Tab, Enter/Space) and the arrow keys move
 * between them; the main image loads first with high priority, thumbnails lazily.
 */
export function ProductGallery({ images, title }: { images: ProductImage[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const thumbnails = images.slice(0, PRODUCT_THUMBNAILS_SHOWN);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const main = images[selected] ?? images[0];

  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    const step =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (selected + step + thumbnails.length) % thumbnails.length;
    setSelected(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-xl bg-brand-50">
        {main ? (
          <CoverImage
            key={main.url}
            image={main}
            width={640}
            sizes={MAIN_SIZES}
            alt={main.altText ?? title}
            fetchPriority={selected === 0 ? "high" : "auto"}
            decoding={selected === 0 ? "sync" : "async"}
            className="h-auto w-full"
          />
        ) : (
          <div className="aspect-[3/4]" role="img" aria-label={`Pas d'image pour ${title}`} />
        )}
      </div>
      {thumbnails.length > 1 ? (
        <fieldset className="grid grid-cols-4 gap-2" onKeyDown={onKeyDown}>
          <legend className="sr-only">Images du livre</legend>
          {thumbnails.map((image, index) => (
            <button
              key={image.url}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              aria-pressed={index === selected}
              aria-label={`Afficher l'image ${index + 1} sur ${thumbnails.length}`}
              onClick={() => setSelected(index)}
              className={`overflow-hidden rounded-lg border-2 bg-brand-50 ${index === selected ? "border-brand-600" : "border-transparent hover:border-brand-100"}`}
            >
              <CoverImage
                image={image}
                width={160}
                sizes="8rem"
                alt=""
                loading="lazy"
                decoding="async"
                className="h-auto w-full"
              />
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
