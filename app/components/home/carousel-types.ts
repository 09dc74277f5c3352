import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import type { AutoScrollOptionsType } from "embla-carousel-auto-scroll";
import type { AutoplayOptionsType } from "embla-carousel-autoplay";

export type CarouselOptions = EmblaOptionsType;
export type CarouselApi = EmblaCarouselType;

/** A plugin described as data, so that the page can ask for it without loading Embla's code up front. */
export type CarouselPlugin =
  | { kind: "autoplay"; options: Partial<AutoplayOptionsType> }
  | { kind: "autoScroll"; options: Partial<AutoScrollOptionsType> };
