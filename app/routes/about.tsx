import { Link } from "react-router";
import { AGE_GROUPS, THEME_LIST } from "../../core/catalogue/taxonomy.ts";
import { formatCount } from "../../core/format.ts";
import {
  FREE_DELIVERY_THRESHOLD_EUR,
  RETURN_WINDOW_DAYS,
  SHOP_REFERENCES_COUNT,
  SHOP_YEARS_OF_ACTIVITY,
} from "../../core/shop-constants.ts";
import { InfoPage, InfoSection } from "../components/info/info-page.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { infoPageMeta } from "../lib/info-pages/info-meta.ts";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(matches, {
    title: "Qui sommes-nous ?",
    description: `Plus de ${SHOP_YEARS_OF_ACTIVITY} ans de passion pour les livres jeunesse : notre histoire, nos engagements : solidaire, seconde vie, économique.`,
    path: "/a-propos",
  });

const references = formatCount(SHOP_REFERENCES_COUNT);

const COMMITMENTS = [
  {
    icon: "hand-heart",
    title: "Solidaire",
    text: "Nous donnons une seconde vie aux livres et les rendons accessibles au plus grand nombre de familles.",
  },
  {
    // Not « écologique »: a generic environmental claim (Directive (EU) 2024/825), replaced by a fact (decision 014).
    icon: "library",
    title: "Seconde vie",
    text: "Chaque livre que nous vendons existe déjà : aucun exemplaire n'est imprimé pour votre commande. Nous ne chiffrons pas d'économie de carbone, faute d'une mesure propre à nos livres.",
  },
  {
    icon: "piggy-bank",
    title: "Économique",
    text: "Des livres d'occasion contrôlés, à petit prix, pour que chaque enfant puisse agrandir sa bibliothèque.",
  },
] as const;

const link = "font-semibold text-brand-700 underline";

export default function AboutPage() {
  return (
    <InfoPage
      title="Qui sommes-nous ?"
      lead={<p>Des livres jeunesse reconditionnés, choisis avec soin pour chaque âge et chaque envie de lecture.</p>}
    >
      <InfoSection id="histoire" title="Notre histoire">
        <p>
          Depuis plus de {SHOP_YEARS_OF_ACTIVITY} ans, nous partageons une passion : mettre de beaux livres entre les
          mains des enfants. Nous avons vu passer des générations d'albums, de contes et de romans, et nous savons qu'un
          livre bien choisi peut accompagner un enfant longtemps.
        </p>
        <p>
          Aujourd'hui, nous proposons plus de {references} références de livres jeunesse reconditionnés : chacun est
          trié, vérifié et remis en vente pour une nouvelle vie de lecture.
        </p>
      </InfoSection>
      <InfoSection id="univers" title="L'univers de l'enfant">
        <p>Nos livres sont classés par âge, puis par thème, pour trouver vite le bon livre :</p>
        <ul className="flex flex-wrap gap-2">
          {AGE_GROUPS.map((age) => (
            <li key={age.slug}>
              <Link
                to={`/age/${age.slug}`}
                className="inline-block rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-100"
              >
                {age.label}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="flex flex-wrap gap-2">
          {THEME_LIST.map((theme) => (
            <li key={theme.slug}>
              <Link
                to={`/theme/${theme.slug}`}
                className="inline-block rounded-full border border-brand-100 px-3 py-1 hover:bg-brand-50"
              >
                {theme.label}
              </Link>
            </li>
          ))}
        </ul>
        <p>
          Des livres à toucher et imagiers des tout-petits aux romans et bandes dessinées des plus grands, en passant
          par les documentaires et les livres-jeux d'activités.
        </p>
      </InfoSection>
      <InfoSection id="pourquoi" title="Pourquoi nous choisir ?">
        <ul className="list-disc pl-6">
          <li>Un large choix : plus de {references} références.</li>
          <li>Une qualité garantie : chaque livre est contrôlé avant sa mise en vente et avant son expédition.</li>
          <li>
            Satisfait ou remboursé : vous disposez de {RETURN_WINDOW_DAYS} jours après réception pour changer d'avis.
          </li>
          <li>La livraison offerte en point relais dès {FREE_DELIVERY_THRESHOLD_EUR} € d'achat.</li>
        </ul>
        <p>
          Découvrez{" "}
          <Link to="/reconditionnement" className={link}>
            notre méthode de reconditionnement
          </Link>
          .
        </p>
      </InfoSection>
      <InfoSection id="engagements" title="Nos engagements">
        <ul className="grid gap-4 md:grid-cols-3">
          {COMMITMENTS.map(({ icon, title, text }) => (
            <li key={title} className="rounded-xl bg-brand-50 p-5">
              <Icon name={icon} className="size-9 text-brand-600" />
              <h3 className="mt-2 text-lg font-bold">{title}</h3>
              <p className="mt-1">{text}</p>
            </li>
          ))}
        </ul>
      </InfoSection>
    </InfoPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
