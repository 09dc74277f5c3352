import { useCallback, useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import type { ProductCardData } from "../../../core/catalogue/catalogue-types.ts";
import { THEMES } from "../../../core/catalogue/taxonomy.ts";
import { ACTIVITY_AUTOPLAY_MS } from "../../../core/shop-constants.ts";
import { usePrefersReducedMotion } from "../../lib/home/use-prefers-reduced-motion.ts";
import { Icon } from "../ui/icon.tsx";
import type { CarouselApi, CarouselPlugin } from "./carousel-types.ts";
import { HomeSection } from "./home-section.tsx";
import { ProductCarousel } from "./product-carousel.tsx";

/**
 * 'Livres-jeux et d'activités': autoplays every 3 s, stops for good on a drag, an arrow, a focus or the mouse entering
 * (docs/product.md §4); never starts under `prefers-reduced-motion: reduce`; a button pauses and resumes it (WCAG 2.2.2).
 */
export function ActivitySection({ products }: { products: readonly ProductCardData[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const plugins = useMemo<CarouselPlugin[]>(
    () =>
      reducedMotion
        ? []
        : [
            {
              kind: "autoplay",
              options: {
                delay: ACTIVITY_AUTOPLAY_MS,
                stopOnInteraction: true,
                stopOnMouseEnter: true,
                stopOnFocusIn: true,
              },
            },
          ],
    [reducedMotion],
  );
  const [api, setApi] = useState<CarouselApi>();
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!api) return;
    // The plugin emits play/stop before it updates `isPlaying()`, so the event itself says the new state.
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    const sync = () => setPlaying(api.plugins().autoplay?.isPlaying() ?? false);
    sync();
    api.on("autoplay:play", onPlay).on("autoplay:stop", onStop).on("reInit", sync);
    return () => {
      api.off("autoplay:play", onPlay).off("autoplay:stop", onStop).off("reInit", sync);
    };
  }, [api]);

  const stop = useCallback(() => api?.plugins().autoplay?.stop(), [api]);
  const toggle = () => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  };

  if (products.length === 0) return null;
  return (
    <HomeSection
      belowFold
      id="activites-titre"
      title="Livres-jeux et d'activités"
      action={
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {api && !reducedMotion ? (
            <button
              type="button"
              onClick={toggle}
              className="flex items-center gap-1 whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {playing ? <Icon name="pause" className="size-4" /> : <Icon name="play" className="size-4" />}
              {playing ? "Mettre en pause le défilement" : "Relancer le défilement"}
            </button>
          ) : null}
          <Link
            to={`/theme/${THEMES.activities.slug}`}
            className="whitespace-nowrap font-semibold text-brand-700 hover:underline"
          >
            Tous les livres-jeux
          </Link>
        </div>
      }
    >
      <ProductCarousel
        label="Livres-jeux et d'activités"
        products={products}
        plugins={plugins}
        onApi={setApi}
        onInteraction={stop}
      />
    </HomeSection>
  );
}
