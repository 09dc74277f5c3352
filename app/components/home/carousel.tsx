import { type ReactNode, useCallback, useEffect, useState } from "react";
import { focusableDisabled } from "../ui/focusable-disabled.ts";
import { Icon } from "../ui/icon.tsx";
import type { CarouselApi, CarouselOptions, CarouselPlugin } from "./carousel-types.ts";
import { useLazyEmbla } from "./use-lazy-embla.ts";

type CarouselProps<T> = {
  /** Accessible name of the carousel (APG carousel pattern). */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderSlide: (item: T, index: number, selectedIndex: number) => ReactNode;
  /** Width of a slide, e.g. `basis-1/2 md:basis-1/4`. */
  slideClassName: string;
  options?: CarouselOptions;
  plugins?: readonly CarouselPlugin[];
  /** Called with the Embla API once the carousel runs in the browser. */
  onApi?: (api: CarouselApi) => void;
  /** Called when the visitor uses the arrows (autoplay stops on interaction). */
  onInteraction?: () => void;
};

/**
 * A looping, swipeable Embla carousel with previous/next arrows; tabbing to a hidden slide's link brings the slide
 * into view (Embla `watchFocus`). Slides are laid out by CSS alone, so the server-rendered page already shows the first
 * row; the arrows wake up once Embla runs.
 */
export function Carousel<T>({
  label,
  items,
  itemKey,
  renderSlide,
  slideClassName,
  options,
  plugins,
  onApi,
  onInteraction,
}: CarouselProps<T>) {
  const [viewportRef, api] = useLazyEmbla(options, plugins);
  const [selectedIndex, setSelectedIndex] = useState(options?.startIndex ?? 0);
  const [canScroll, setCanScroll] = useState({ prev: false, next: false });

  const update = useCallback((current: CarouselApi) => {
    setSelectedIndex(current.selectedScrollSnap());
    setCanScroll({ prev: current.canScrollPrev(), next: current.canScrollNext() });
  }, []);

  useEffect(() => {
    if (!api) return;
    update(api);
    onApi?.(api);
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api, update, onApi]);

  const scrollPrev = () => {
    onInteraction?.();
    api?.scrollPrev();
  };
  const scrollNext = () => {
    onInteraction?.();
    api?.scrollNext();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern: a group named and described as a carousel.
    <div role="group" aria-roledescription="carrousel" aria-label={label} className="relative">
      <div ref={viewportRef} className="overflow-hidden py-2">
        <div className="-ml-4 flex touch-pan-y touch-pinch-zoom">
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern, each slide is a group described as a slide.
            <div
              key={itemKey(item)}
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${index + 1} sur ${items.length}`}
              className={`min-w-0 shrink-0 grow-0 pl-4 ${slideClassName}`}
            >
              {renderSlide(item, index, selectedIndex)}
            </div>
          ))}
        </div>
      </div>
      <ArrowButton direction="prev" disabled={!canScroll.prev} onClick={scrollPrev} />
      <ArrowButton direction="next" disabled={!canScroll.next} onClick={scrollNext} />
    </div>
  );
}

function ArrowButton({
  direction,
  disabled,
  onClick,
}: {
  direction: "prev" | "next";
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      {...focusableDisabled(disabled, onClick)}
      aria-label={direction === "prev" ? "Diapositive précédente" : "Diapositive suivante"}
      className={`absolute top-1/3 z-10 flex size-10 -translate-y-1/2 items-center justify-center rounded-full border border-brand-100 bg-white text-brand-700 shadow-md hover:bg-brand-50 aria-disabled:opacity-40 ${
        direction === "prev" ? "-left-2 md:-left-5" : "-right-2 md:-right-5"
      }`}
    >
      <Icon name={direction === "prev" ? "chevron-left" : "chevron-right"} />
    </button>
  );
}
