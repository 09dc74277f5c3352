import type { ProductCardData } from "../../../core/catalogue/catalogue-types.ts";
import { ProductCard } from "../product/product-card.tsx";
import { Carousel } from "./carousel.tsx";
import type { CarouselApi, CarouselOptions, CarouselPlugin } from "./carousel-types.ts";

const OPTIONS: CarouselOptions = { loop: true, align: "start" };

/**
 * Books in a looping carousel: 2, 3, 4 then 5 per row as the screen widens (docs/product.md §9). The first `firstScreen` covers
 * are on the first screen: they load at once, ahead of the scripts, instead of waiting to be found in view.
 */
export function ProductCarousel({
  label,
  products,
  firstScreen = 0,
  plugins,
  onApi,
  onInteraction,
}: {
  label: string;
  products: readonly ProductCardData[];
  firstScreen?: number;
  plugins?: readonly CarouselPlugin[];
  onApi?: (api: CarouselApi) => void;
  onInteraction?: () => void;
}) {
  return (
    <Carousel
      label={label}
      items={products}
      itemKey={(product) => product.id}
      renderSlide={(product, index) => <ProductCard product={product} priority={index < firstScreen} />}
      slideClassName="card-cell basis-1/2 sm:basis-1/3 md:basis-1/4 lg:basis-1/5"
      options={OPTIONS}
      plugins={plugins}
      onApi={onApi}
      onInteraction={onInteraction}
    />
  );
}
