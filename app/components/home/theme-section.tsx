import { Link } from "react-router";
import type { ProductImage } from "../../../core/catalogue/catalogue-types.ts";
import { THEME_LIST } from "../../../core/catalogue/taxonomy.ts";
import { Carousel } from "./carousel.tsx";
import type { CarouselOptions } from "./carousel-types.ts";
import { CoverImage } from "./cover-image.tsx";
import { HomeSection } from "./home-section.tsx";

const OPTIONS: CarouselOptions = { loop: true, align: "start" };

/** 'Sélection par thème': one card per theme, leading to /theme/{slug}. */
export function ThemeSection({ covers }: { covers: Readonly<Record<string, ProductImage | null>> }) {
  return (
    <HomeSection
      belowFold
      id="themes-titre"
      title="Sélection par thème"
      action={
        <Link to="/theme" className="font-semibold text-brand-700 hover:underline">
          Tous les thèmes
        </Link>
      }
    >
      <Carousel
        label="Thèmes"
        items={THEME_LIST}
        itemKey={(theme) => theme.slug}
        renderSlide={(theme) => (
          <Link to={`/theme/${theme.slug}`} className="group block rounded-xl border border-brand-100 bg-white p-3">
            <CoverImage image={covers[theme.slug] ?? null} />
            <h3 className="mt-3 text-lg font-bold group-hover:underline">{theme.label}</h3>
          </Link>
        )}
        slideClassName="basis-1/2 sm:basis-1/3 lg:basis-1/4"
        options={OPTIONS}
      />
    </HomeSection>
  );
}
