import { Link } from "react-router";
import { InfoPage, InfoSection } from "../components/info/info-page.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { servicesContext } from "../context.ts";
import { formatPrice } from "../lib/format.ts";
import { infoPageMeta } from "../lib/info-meta.ts";
import {
  DELIVERY_WORKING_DAYS_MAX,
  DELIVERY_WORKING_DAYS_MIN,
  EXPRESS_FEE_EUR,
  EXPRESS_FREE_FROM_EUR,
  LEGAL_WARRANTY_YEARS,
  RELAY_POINT_FEE_EUR,
  RELAY_POINT_FREE_FROM_EUR,
  RETURN_WINDOW_DAYS,
  SHIPPED_WITHIN_WORKING_DAYS,
  SHOP_DELIVERY_COUNTRIES,
  UNSUBSCRIBE_EFFECTIVE_MONTHS,
} from "../lib/shop-constants.ts";
import type { Route } from "./+types/terms";

export async function loader({ context }: Route.LoaderArgs) {
  const { legal, shop } = context.get(servicesContext).publicConfig;
  return { companyName: legal.companyName, shopName: shop.name, supportEmail: shop.supportEmail };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(matches, {
    title: "Conditions de service",
    description: `Conditions générales de vente et d'utilisation : commandes, paiement, livraison, retours sous ${RETURN_WINDOW_DAYS} jours et garanties.`,
    path: "/conditions-service",
  });

const link = "font-semibold text-brand-700 underline";

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { companyName, shopName, supportEmail } = loaderData;
  return (
    <InfoPage
      title="Conditions de service"
      lead={
        <p>
          Les présentes conditions régissent l'utilisation du site {shopName} et les ventes conclues avec {companyName}{" "}
          (ci-après « le vendeur »).
        </p>
      }
    >
      <InfoSection id="champ" title="Champ d'application">
        <p>
          Elles s'appliquent à toute commande passée sur le site par un client consommateur, personne physique majeure.
          Passer commande vaut acceptation de ces conditions, dans leur version en vigueur le jour de la commande.
        </p>
      </InfoSection>
      <InfoSection id="acces" title="Accès à la plateforme">
        <p>
          Le site est accessible gratuitement à toute personne disposant d'un accès à internet. Le vendeur s'efforce de
          le maintenir disponible en permanence, mais peut l'interrompre pour maintenance ou en cas de difficulté
          technique, sans que sa responsabilité soit engagée.
        </p>
      </InfoSection>
      <InfoSection id="utilisateurs-inscrits" title="Services réservés aux utilisateurs inscrits">
        <p>
          Certains services, comme le suivi des commandes ou la gestion des adresses, nécessitent une inscription. Une
          seule inscription est admise par personne. Les informations fournies doivent être exactes et tenues à jour.
        </p>
        <p>
          Le vendeur peut restreindre ou suspendre l'accès d'un client dont l'usage est abusif ou contraire aux
          présentes conditions. Le client peut demander sa désinscription à tout moment par e-mail ; elle devient
          effective dans un délai maximum de {UNSUBSCRIBE_EFFECTIVE_MONTHS} mois à compter de la demande.
        </p>
      </InfoSection>
      <InfoSection id="donnees" title="Protection des données personnelles">
        <p>
          Les données collectées servent au traitement des commandes et à la relation client. Vous disposez des droits
          prévus par le RGPD, détaillés dans nos{" "}
          <Link to="/mentions-legales" className={link}>
            mentions légales
          </Link>
          .
        </p>
      </InfoSection>
      <InfoSection id="produits-prix-commandes" title="Produits, prix et commandes">
        <p>
          Les livres proposés sont des livres d'occasion reconditionnés : chacun est contrôlé et décrit au mieux. Les
          prix sont indiqués en euros toutes taxes comprises, hors frais de livraison, qui sont précisés avant la
          validation de la commande.
        </p>
        <p>
          La commande est ferme après le paiement ; un e-mail de confirmation la récapitule. Les offres valent dans la
          limite des stocks disponibles.
        </p>
      </InfoSection>
      <InfoSection id="modification-produits" title="Modification des produits">
        <p>
          Chaque livre reconditionné est un exemplaire unique ou presque : le vendeur peut retirer un produit de la
          vente ou en modifier la fiche à tout moment. Si un livre commandé se révèle indisponible, le client en est
          informé et intégralement remboursé.
        </p>
      </InfoSection>
      <InfoSection id="paiement" title="Paiement">
        <p>
          Le paiement s'effectue par carte bancaire (Visa, Mastercard) ou par un service de paiement en ligne, sur la
          page sécurisée de notre prestataire de paiement. Voir{" "}
          <Link to="/paiement-securise" className={link}>
            Paiement sécurisé
          </Link>
          .
        </p>
      </InfoSection>
      <InfoSection id="livraison" title="Livraison">
        <p>
          Nous livrons en {SHOP_DELIVERY_COUNTRIES.join(" et ")} uniquement. Les commandes sont expédiées sous{" "}
          {SHIPPED_WITHIN_WORKING_DAYS} jours ouvrés ; la livraison prend de {DELIVERY_WORKING_DAYS_MIN} à{" "}
          {DELIVERY_WORKING_DAYS_MAX} jours ouvrés.
        </p>
        <p>
          Livraison en point relais : {formatPrice(RELAY_POINT_FEE_EUR)}, offerte dès{" "}
          {formatPrice(RELAY_POINT_FREE_FROM_EUR)} d'achat. Livraison express : {formatPrice(EXPRESS_FEE_EUR)}, offerte
          dès {formatPrice(EXPRESS_FREE_FROM_EUR)} d'achat.
        </p>
      </InfoSection>
      <InfoSection id="retours" title="Retours, droit de rétractation et garanties">
        <p>
          Vous disposez d'un délai de {RETURN_WINDOW_DAYS} jours à compter de la réception de votre commande pour
          exercer votre droit de rétractation, sans avoir à vous justifier. Nous vous envoyons un bordereau de retour et
          les frais de retour sont à notre charge. Le remboursement intervient dès réception des livres retournés.
        </p>
        <p>
          Les livres bénéficient de la garantie légale de conformité pendant {LEGAL_WARRANTY_YEARS} ans à compter de la
          livraison (articles L217-3 et suivants du Code de la consommation) et de la garantie des vices cachés
          (articles 1641 et suivants du Code civil). Un livre arrivé abîmé est échangé ou remboursé sur simple envoi
          d'une photo.
        </p>
      </InfoSection>
      <InfoSection id="litiges" title="Litiges">
        <p>
          Les présentes conditions sont soumises au droit français. En cas de différend, contactez d'abord notre service
          client à {supportEmail} : nous chercherons une solution amiable. À défaut, vous pouvez recourir gratuitement à
          un médiateur de la consommation ; les tribunaux compétents sont ceux prévus par la loi.
        </p>
      </InfoSection>
      <InfoSection id="propriete" title="Propriété intellectuelle">
        <p>
          Les contenus du site sont la propriété du vendeur ou de leurs auteurs et ne peuvent être reproduits sans
          autorisation.
        </p>
      </InfoSection>
      <InfoSection id="force-majeure" title="Force majeure">
        <p>
          Le vendeur n'est pas responsable d'un retard ou d'une inexécution dus à un cas de force majeure au sens de
          l'article 1218 du Code civil (catastrophe naturelle, grève des transporteurs, panne générale des réseaux…).
        </p>
      </InfoSection>
    </InfoPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
