import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from "embla-carousel";
import AutoScroll from "embla-carousel-auto-scroll";
import Autoplay from "embla-carousel-autoplay";
import type { CarouselPlugin } from "./carousel-types.ts";

/** Embla and its plugins (about 9 KB gzip), downloaded by `useLazyEmbla` once the page is hydrated rather than with it. */
export function createCarousel(
  viewport: HTMLElement,
  options: EmblaOptionsType | undefined,
  plugins: readonly CarouselPlugin[],
): EmblaCarouselType {
  return EmblaCarousel(
    viewport,
    options,
    plugins.map((plugin) => (plugin.kind === "autoplay" ? Autoplay(plugin.options) : AutoScroll(plugin.options))),
  );
}
