import { Link } from "react-router";
import type { ProductCardData } from "../../../core/catalogue/catalogue-types.ts";
import { THEMES } from "../../../core/catalogue/taxonomy.ts";
import type { ChristmasDeadline } from "../../../core/delivery/delivery-dates.ts";
import { CATALOGUE_MESSAGES } from "../../../core/messages/catalogue.ts";
import { ChristmasDeadlines } from "../delivery/christmas-deadlines.tsx";
import { HomeSection } from "./home-section.tsx";
import { ProductCarousel } from "./product-carousel.tsx";

/**
 * 'Noël approche...': up to 12 Christmas books picked by the catalogue index (docs/product.md §2), and in season the
 * last day to order for Christmas (§16).
 */
export function ChristmasSection({
  products,
  deadlines,
}: {
  products: readonly ProductCardData[];
  deadlines: readonly ChristmasDeadline[];
}) {
  return (
    <HomeSection
      id="noel-titre"
      title="Noël approche..."
      action={
        <Link
          to={`/theme/${THEMES.christmas.slug}`}
          className="rounded-full border-2 border-brand-600 px-4 py-1.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Voir plus...
        </Link>
      }
    >
      <ChristmasDeadlines deadlines={deadlines} className="mb-4" />
      {products.length === 0 ? (
        <div className="rounded-lg bg-brand-50 p-6 text-center">
          <p className="font-semibold">{CATALOGUE_MESSAGES.noProducts}</p>
          <p className="mt-1 text-sm">
            Importez vos produits dans la boutique à l'aide d'un tableur (export CSV de produits Shopify).
          </p>
        </div>
      ) : (
        // The page's largest paint on a phone: its first two covers.
        <ProductCarousel label="Livres de Noël" products={products} firstScreen={2} />
      )}
    </HomeSection>
  );
}
