import type { CSSProperties } from "react";
import { Link } from "react-router";
import type { ProductImage } from "../../../core/catalogue/catalogue-types.ts";
import { AGE_GROUPS, type AgeGroup } from "../../../core/catalogue/taxonomy.ts";
import { AGE_CAROUSEL_CARDS_NARROW, AGE_CAROUSEL_CARDS_WIDE } from "../../../core/shop-constants.ts";
import { ageCardThemes, isFarFromSelection } from "../../lib/home/home-carousels.ts";
import { Carousel } from "./carousel.tsx";
import type { CarouselOptions } from "./carousel-types.ts";
import { CoverImage } from "./cover-image.tsx";
import { HomeSection } from "./home-section.tsx";

/** Centred on the second age, the first three cards sit where the server-rendered row put them. */
const OPTIONS: CarouselOptions = { loop: true, align: "center", startIndex: 1 };
const CARD_COUNTS = {
  "--age-cards-narrow": AGE_CAROUSEL_CARDS_NARROW,
  "--age-cards-wide": AGE_CAROUSEL_CARDS_WIDE,
} as CSSProperties;

/** 'Sélection par âge': the 5 ages, 4 cards from 1024 px (Tailwind `lg`) else 3, far cards dimmed (docs/product.md §2). */
export function AgeSection({ covers }: { covers: Readonly<Record<string, ProductImage | null>> }) {
  return (
    <HomeSection
      id="ages-titre"
      title="Sélection par âge"
      action={
        <Link to="/age" className="font-semibold text-brand-700 hover:underline">
          Tous les âges
        </Link>
      }
    >
      <div style={CARD_COUNTS}>
        <Carousel
          label="Âges"
          items={AGE_GROUPS}
          itemKey={(age) => age.slug}
          renderSlide={(age, index, selected) => (
            <AgeCard
              age={age}
              cover={covers[age.slug] ?? null}
              dimmed={isFarFromSelection(index, selected, AGE_GROUPS.length)}
            />
          )}
          slideClassName="basis-[calc(100%/var(--age-cards-narrow))] lg:basis-[calc(100%/var(--age-cards-wide))]"
          options={OPTIONS}
        />
      </div>
    </HomeSection>
  );
}

function AgeCard({ age, cover, dimmed }: { age: AgeGroup; cover: ProductImage | null; dimmed: boolean }) {
  const { shown, more } = ageCardThemes(age.categories);
  return (
    <article
      className={`h-full rounded-xl border border-brand-100 bg-white p-3 transition-opacity duration-300 motion-reduce:transition-none ${
        // Dimmed enough to show where the selection is, not so much that its links become unreadable (WCAG 1.4.3).
        dimmed ? "opacity-80" : "opacity-100"
      }`}
    >
      <CoverImage image={cover} />
      <h3 className="mt-3 text-lg font-bold">
        <Link to={`/age/${age.slug}`} className="hover:underline">
          {age.label}
        </Link>
      </h3>
      <ul className="mt-1 hidden space-y-0.5 text-sm sm:block">
        {shown.map((category) => (
          <li key={category.slug}>
            <Link to={`/age/${age.slug}?category=${category.slug}`} className="text-brand-700 hover:underline">
              {category.label}
            </Link>
          </li>
        ))}
        {more ? <li className="italic">et bien d'autres...</li> : null}
      </ul>
    </article>
  );
}
