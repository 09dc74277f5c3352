import { useRouteLoaderData } from "react-router";
import { cardDataOf, type ProductImage, type ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { AGE_GROUPS, THEME_LIST, THEMES } from "../../core/catalogue/taxonomy.ts";
import { HOME_ACTIVITY_SHOWN } from "../../core/shop-constants.ts";
import { AboutSection } from "../components/home/about-section.tsx";
import { ActivitySection } from "../components/home/activity-section.tsx";
import { AgeSection } from "../components/home/age-section.tsx";
import { ChristmasSection } from "../components/home/christmas-section.tsx";
import { SubjectSection } from "../components/home/subject-section.tsx";
import { ThemeSection } from "../components/home/theme-section.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { servicesContext } from "../context.ts";
import { useRevalidateOnProductsChanged } from "../lib/catalogue/use-products-changed.ts";
import { deliveryDatesNow } from "../lib/delivery/delivery-dates.server.ts";
import type { RootData } from "../lib/document/root-data.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
import { pageMeta } from "../lib/document/seo.ts";
import { pickDistinct } from "../lib/home/home-carousels.ts";
import { homeStructuredData, jsonLdText } from "../lib/home/home-structured-data.ts";
import type { Route } from "./+types/home";

/** Books looked at per tag to find a cover no other card uses yet. */
const COVER_CANDIDATES = 24;

// Everything comes from the in-memory catalogue index in microseconds: awaiting it costs nothing and the carousels
// arrive in the server-rendered HTML, so there is no loading state to show.
export async function loader({ context }: Route.LoaderArgs) {
  const { catalogue } = context.get(servicesContext);
  return {
    christmas: catalogue.christmasSelection().map(cardDataOf),
    activities: catalogue.tagged(THEMES.activities.slug, HOME_ACTIVITY_SHOWN).map(cardDataOf),
    covers: cardCovers(catalogue),
    // From 1 December (configurable), the last day to order for Christmas by each option (docs/product.md §16).
    christmasDeadlines: deliveryDatesNow(context).christmasDeadlines,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { shop, siteUrl } = rootDataFrom(matches);
  return pageMeta({
    title: `${shop.name} — Livres jeunesse reconditionnés`,
    description:
      "Plus de 3 000 livres pour enfants reconditionnés et vérifiés : albums, contes, documentaires, romans et livres-jeux, livrés en France et en Belgique.",
    canonical: `${siteUrl}/`,
    shopName: shop.name,
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  useRevalidateOnProductsChanged();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <HomeStructuredData />
      <h1 className="text-3xl font-extrabold md:text-4xl">Des livres jeunesse reconditionnés, prêts à être aimés</h1>
      <ChristmasSection products={loaderData.christmas} deadlines={loaderData.christmasDeadlines} />
      <AgeSection covers={loaderData.covers} />
      <ThemeSection covers={loaderData.covers} />
      <ActivitySection products={loaderData.activities} />
      <SubjectSection />
      <AboutSection />
    </div>
  );
}

/** JSON-LD rendered on the server with the page (docs/product.md §10.8); not a script the browser runs. */
function HomeStructuredData() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  if (!root) return null;
  const data = homeStructuredData({ siteUrl: root.siteUrl, shopName: root.shop.name });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built from our own configuration, `<` escaped.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/** Age and theme cards are illustrated with the cover of a book carrying their tag, a different book for each. */
function cardCovers(catalogue: {
  tagged(tagSlug: string, limit: number): ProductSummary[];
}): Record<string, ProductImage | null> {
  const books = pickDistinct(
    [...AGE_GROUPS, ...THEME_LIST].map((entry) => entry.slug),
    (slug) => catalogue.tagged(slug, COVER_CANDIDATES).filter((book) => book.image),
    (book) => book.handle,
  );
  return Object.fromEntries(Object.entries(books).map(([slug, book]) => [slug, book?.image ?? null]));
}

export const ErrorBoundary = ShopErrorBoundary;
