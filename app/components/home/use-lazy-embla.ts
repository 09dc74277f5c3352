import { useCallback, useState } from "react";
import { lazyModule } from "../ui/lazy-module.ts";
import type { CarouselApi, CarouselOptions, CarouselPlugin } from "./carousel-types.ts";

const runtime = lazyModule(() => import("./embla-runtime.ts"));

/** Carousels waiting for their Embla instance, started one per browser task in page order. */
const waiting: Array<() => void> = [];
let draining = false;

function startNext(): void {
  const start = waiting.shift();
  if (!start) {
    draining = false;
    return;
  }
  start();
  setTimeout(startNext, 0);
}

function enqueue(start: () => void): void {
  waiting.push(start);
  if (!draining) {
    draining = true;
    setTimeout(startNext, 0);
  }
}

const NO_PLUGINS: readonly CarouselPlugin[] = [];

/**
 * An Embla carousel on the element given to the returned ref; its API once it runs. Embla's code is not part of the
 * page's first load: it downloads after hydration, then each carousel starts in a task of its own (the home page
 * holds seven; started together, Embla's measurements made one long task that kept a phone's main thread busy, which
 * is Lighthouse's Total Blocking Time). The slides are laid out by CSS, so the page looks the same before its carousel
 * starts, and stays usable by scrolling its links if the download fails. New options or plugins start it afresh.
 */
export function useLazyEmbla(
  options: CarouselOptions | undefined,
  plugins: readonly CarouselPlugin[] = NO_PLUGINS,
): readonly [(viewport: HTMLElement | null) => (() => void) | undefined, CarouselApi | undefined] {
  const [api, setApi] = useState<CarouselApi>();
  const viewportRef = useCallback(
    (viewport: HTMLElement | null) => {
      if (!viewport) return;
      let removed = false;
      let carousel: CarouselApi | null = null;
      runtime.prefetch().then(
        (module) =>
          enqueue(() => {
            if (removed) return;
            carousel = module.createCarousel(viewport, options, plugins);
            setApi(carousel);
          }),
        () => {
          // Offline or a new deployment: the slides stay laid out by CSS, and the next page tries again.
        },
      );
      return () => {
        removed = true;
        carousel?.destroy();
        setApi(undefined);
      };
    },
    [options, plugins],
  );
  return [viewportRef, api] as const;
}
