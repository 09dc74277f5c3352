import { Link } from "react-router";
import { InfoPage, InfoSection } from "../components/info/info-page.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { servicesContext } from "../context.ts";
import { infoPageMeta } from "../lib/info-meta.ts";
import type { Route } from "./+types/legal-notices";

/** The publisher's identity comes from the configuration (SHOP_LEGAL_*, SHOP_HOST_*), never typed into the page. */
export async function loader({ context }: Route.LoaderArgs) {
  const { legal, shop, siteUrl } = context.get(servicesContext).publicConfig;
  return { legal, shopName: shop.name, supportEmail: shop.supportEmail, siteUrl };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(matches, {
    title: "Mentions légales",
    description: "Éditeur du site, hébergeur, propriété intellectuelle et données personnelles : les mentions légales.",
    path: "/mentions-legales",
  });

export default function LegalNoticesPage({ loaderData }: Route.ComponentProps) {
  const { legal, shopName, supportEmail, siteUrl } = loaderData;
  return (
    <InfoPage title="Mentions légales">
      <InfoSection id="editeur" title="Éditeur du site">
        <p>
          Le site {siteUrl} ({shopName}) est édité par {legal.companyName}, {legal.legalForm} au capital de{" "}
          {legal.shareCapital}, dont le siège social est situé {legal.address}, immatriculée sous le numéro{" "}
          {legal.registration}.
        </p>
        <p>Directeur de la publication : {legal.publicationDirector}.</p>
      </InfoSection>
      <InfoSection id="contact" title="Nous contacter">
        <p>
          Par e-mail :{" "}
          <a href={`mailto:${supportEmail}`} className="font-semibold text-brand-700 underline">
            {supportEmail}
          </a>
          , ou grâce à notre{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            formulaire de contact
          </Link>
          .
        </p>
      </InfoSection>
      <InfoSection id="hebergeur" title="Hébergeur">
        <p>
          Le site est hébergé par {legal.hostName}, {legal.hostAddress}.
        </p>
      </InfoSection>
      <InfoSection id="propriete-intellectuelle" title="Propriété intellectuelle">
        <p>
          L'ensemble des éléments du site (textes, logos, photographies, mise en page) est protégé par le droit de la
          propriété intellectuelle. Toute reproduction ou représentation, totale ou partielle, sans l'autorisation
          écrite de {legal.companyName} est interdite.
        </p>
        <p>
          Les couvertures, titres et noms d'auteurs des livres restent la propriété de leurs éditeurs et ayants droit ;
          ils ne sont présentés que pour décrire les ouvrages proposés à la vente.
        </p>
      </InfoSection>
      <InfoSection id="donnees-personnelles" title="Données personnelles">
        <p>
          Les données que vous nous confiez (formulaire de contact, commande, assistant de discussion) servent
          uniquement à répondre à vos demandes et à traiter vos commandes. Elles ne sont jamais vendues.
        </p>
        <p>
          Conformément au Règlement général sur la protection des données (RGPD) et à la loi « Informatique et Libertés
          », vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, d'opposition et de
          portabilité de vos données. Pour l'exercer, écrivez-nous à {supportEmail}. Vous pouvez aussi adresser une
          réclamation à la CNIL (www.cnil.fr).
        </p>
        <p>
          Le site n'utilise pas de cookies publicitaires : votre panier et vos favoris sont conservés dans votre
          navigateur.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
