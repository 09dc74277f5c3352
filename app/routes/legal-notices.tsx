import { Link } from "react-router";
import {
  ALERT_CONFIRMATIONS_PER_DAY,
  ALERT_PENDING_DAYS,
  ALERT_REFUSAL_KEPT_YEARS,
  ALERT_RESUBSCRIBE_MAIL_DAYS,
  ALERT_SENT_KEPT_DAYS,
  ALERT_WAITING_MONTHS,
  DEMAND_KEPT_MONTHS,
  DEMAND_SEARCH_MIN_VISITORS,
  SHARED_LIST_ADDRESS_KEPT_HOURS,
  SHARED_LIST_KEPT_MONTHS,
  SHARED_LISTS_PER_ADDRESS_PER_DAY,
} from "../../core/shop-constants.ts";
import { InfoPage, InfoSection } from "../components/info/info-page.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { MENU_CLICK_STORAGE_KEY } from "../components/layout/use-menu-click-pause.ts";
import { servicesContext } from "../context.ts";
import { infoPageMeta } from "../lib/info-pages/info-meta.ts";
import { OWNED_LIST_STORAGE_KEY } from "../lib/shared-list/owned-list.ts";
import { CART_STORAGE_KEY } from "../stores/cart-store.ts";
import { GIFT_STORAGE_KEY } from "../stores/gift-store.ts";
import { WISHLIST_STORAGE_KEY } from "../stores/wishlist-store.ts";
import type { Route } from "./+types/legal-notices";

/** The publisher's identity comes from the configuration (SHOP_LEGAL_*, SHOP_HOST_*), never typed into the page. */
export async function loader({ context }: Route.LoaderArgs) {
  const { legal, shop, siteUrl, assistant } = context.get(servicesContext).publicConfig;
  return { legal, shopName: shop.name, supportEmail: shop.supportEmail, siteUrl, assistant };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(matches, {
    title: "Mentions légales",
    description:
      "Éditeur du site, hébergeur, propriété intellectuelle, données personnelles, cookies et stockage dans le navigateur : les mentions légales.",
    path: "/mentions-legales",
  });

export default function LegalNoticesPage({ loaderData }: Route.ComponentProps) {
  const { legal, shopName, supportEmail, siteUrl, assistant } = loaderData;
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
          L'assistant de discussion est un assistant automatique, pas une personne : il répond à partir de notre FAQ et
          de notre catalogue.
          {assistant.writtenByModel
            ? " Ses réponses sont rédigées par une intelligence artificielle (un modèle de langage) : votre message et les derniers échanges de la conversation sont transmis au service qui exécute ce modèle, pour rédiger chaque réponse."
            : null}{" "}
          Les messages échangés avec lui sont conservés sur nos serveurs avec l'adresse IP de l'appareil, pour répondre
          et prévenir les abus ; votre navigateur n'en garde rien une fois la page fermée.
        </p>
      </InfoSection>
      <InfoSection id="alertes" title="Alertes de retour en stock et recherches sans résultat">
        <p>
          Quand vous demandez à être prévenu du retour d'un livre épuisé, nous vous écrivons d'abord une seule fois pour
          confirmer votre adresse (jamais plus de {ALERT_CONFIRMATIONS_PER_DAY} demandes de confirmation par jour à une
          même boîte, quelle que soit la façon d'écrire l'adresse). Sans confirmation, nous ne vous écrivons plus. Une
          fois l'adresse confirmée, vous recevez un seul e-mail par livre, quand un exemplaire qui correspond à votre
          souhait revient en vente ; l'alerte prend alors fin. Jamais de publicité.
        </p>
        <p>
          Base légale : votre consentement (RGPD, article 6, paragraphe 1, point a), donné en confirmant votre adresse.
          Vous le retirez à tout moment, en un clic, par le lien de désabonnement présent dans chaque e-mail : toutes
          vos alertes sont alors effacées.
        </p>
        <p>
          Pour que ce refus soit respecté, même si quelqu'un d'autre tape votre adresse, nous ne gardons de votre
          adresse qu'une empreinte irréversible, calculée avec une clé secrète de la boutique : jamais l'adresse
          elle-même. On ne peut pas retrouver votre adresse à partir de l'empreinte ; elle sert seulement à reconnaître
          votre adresse si on nous la donne de nouveau. Elle est effacée {ALERT_REFUSAL_KEPT_YEARS} ans après votre
          dernier refus. Une nouvelle demande d'alerte pour cette adresse n'est enregistrée que si vous la confirmez
          depuis votre boîte : vous recevez pour cela au plus une demande tous les {ALERT_RESUBSCRIBE_MAIL_DAYS} jours.
        </p>
        <p>
          Données conservées : votre adresse e-mail, le livre et l'état souhaité, les dates de la demande, de la
          confirmation et de l'envoi. Durées : une demande non confirmée est effacée après {ALERT_PENDING_DAYS} jours ;
          une alerte confirmée, {ALERT_WAITING_MONTHS} mois après sa confirmation si aucun exemplaire n'est revenu ; une
          alerte envoyée et son e-mail, {ALERT_SENT_KEPT_DAYS} jours après l'envoi (le temps de savoir si elle a été
          suivie d'une commande).
        </p>
        <p>
          Pour savoir quels livres racheter, nous comptons aussi, jour par jour, les personnes dont la recherche ne
          trouve aucun livre en vente (le texte cherché, sans accents ni majuscules) et celles qui consultent un livre
          épuisé. Chacune ne compte qu'une fois par jour pour une même recherche ou un même livre (une fois par serveur
          de la boutique au plus) : pour cela, le serveur garde en mémoire une empreinte de l'adresse IP de votre
          appareil, calculée avec une clé tirée au hasard chaque jour ; l'empreinte et la clé ne sont jamais
          enregistrées et sont oubliées à minuit. Les comptes enregistrés ne disent que le jour, le texte cherché ou le
          livre, et un nombre : sans adresse, sans cookie, sans identifiant, rien qui permette de savoir qui a cherché.
        </p>
        <p>
          Une recherche qui contient une adresse e-mail, un numéro de téléphone, une suite de cinq chiffres ou plus ou
          une adresse de site n'est pas comptée du tout, et une recherche n'apparaît dans nos chiffres qu'une fois faite
          par au moins {DEMAND_SEARCH_MIN_VISITORS} personnes. Ces comptes sont gardés {DEMAND_KEPT_MONTHS} mois.
          N'écrivez pas d'informations personnelles dans le champ de recherche.
        </p>
      </InfoSection>
      <InfoSection id="listes-partagees" title="Listes partagées et messages pour offrir">
        <p>
          Quand vous partagez votre liste depuis « Mes favoris », nous enregistrons les livres de la liste et le titre
          que vous lui donnez, sous un lien impossible à deviner : toute personne à qui vous donnez ce lien voit la
          liste. N'écrivez pas dans le titre ce que vous ne voulez pas montrer. Le lien ne dit rien de vous.
        </p>
        <p>
          Pour éviter les abus, nous gardons aussi l'adresse IP qui a créé la liste pendant{" "}
          {SHARED_LIST_ADDRESS_KEPT_HOURS} heures (au plus {SHARED_LISTS_PER_ADDRESS_PER_DAY} nouvelles listes par
          adresse et par jour), puis nous l'effaçons. Une liste est supprimée {SHARED_LIST_KEPT_MONTHS} mois après sa
          dernière mise à jour, ou dès que vous arrêtez le partage depuis le navigateur qui l'a créée ; le lien ne
          montre alors plus rien.
        </p>
        <p>
          Le message pour l'enfant d'une commande à offrir est conservé avec la commande, comme le reste de la commande,
          pour préparer le colis.
        </p>
      </InfoSection>
      <InfoSection id="cookies" title="Cookies et stockage dans votre navigateur">
        <p>
          Le site ne dépose aucun cookie. Il conserve seulement, dans le stockage de votre navigateur, ce dont ses
          fonctions ont besoin :
        </p>
        <ul className="list-disc pl-6">
          <li>
            <strong>votre panier</strong> (stockage local, clé « {CART_STORAGE_KEY} ») : les livres choisis et les codes
            promo appliqués, jusqu'à ce que vous le vidiez ou passiez commande ;
          </li>
          <li>
            <strong>vos favoris</strong> (stockage local, clé « {WISHLIST_STORAGE_KEY} ») : les livres que vous avez
            ajoutés à vos coups de cœur, jusqu'à ce que vous les retiriez ;
          </li>
          <li>
            <strong>« C'est pour offrir »</strong> (stockage local, clé « {GIFT_STORAGE_KEY} ») : la case cochée, le
            message pour l'enfant et le choix de cacher le prix, jusqu'à la commande ;
          </li>
          <li>
            <strong>votre liste partagée</strong> (stockage local, clé « {OWNED_LIST_STORAGE_KEY} ») : le lien de la
            liste que vous avez partagée et la clé qui permet, depuis ce navigateur seulement, de la mettre à jour ou
            d'arrêter le partage ;
          </li>
          <li>
            <strong>le clic dans un menu</strong> (stockage de session, clé « {MENU_CLICK_STORAGE_KEY} ») : l'heure du
            dernier clic, pour que le menu ne se rouvre pas aussitôt ; effacé à la fermeture de l'onglet.
          </li>
        </ul>
        <p>
          Ces informations restent sur votre appareil, ne nous sont pas transmises tant que vous ne passez pas commande
          (ni ne partagez votre liste) et ne servent ni à la mesure d'audience ni à la publicité. Elles sont strictement
          nécessaires à des services que vous demandez (panier, favoris, navigation) : à ce titre, l'article 82 de la
          loi « Informatique et Libertés » ne soumet pas leur dépôt à votre consentement, et aucun bandeau ne vous le
          demande. Vous pouvez les effacer à tout moment depuis les réglages de votre navigateur.
        </p>
        <p>
          Si le site venait à utiliser des cookies de mesure d'audience non exemptés ou des cookies publicitaires, y
          compris par l'intermédiaire de notre plateforme de commerce, ils ne seraient déposés qu'après votre accord
          explicite, que vous pourriez refuser aussi simplement que l'accepter.
        </p>
        <p>
          Le paiement se fait sur la page de notre prestataire de paiement, qui peut y déposer ses propres cookies
          nécessaires à la sécurité de la transaction ; sa politique de confidentialité s'applique alors.
        </p>
      </InfoSection>
      <InfoSection id="mediation" title="Médiation de la consommation">
        <p>
          En cas de litige, vous pouvez recourir gratuitement au médiateur de la consommation : {legal.mediatorName}
          {legal.mediatorUrl ? ` (${legal.mediatorUrl})` : " — [À remplacer] adresse du site internet du médiateur"}.
          Voir nos{" "}
          <Link to="/conditions-service#litiges-titre" className="font-semibold text-brand-700 underline">
            conditions de service
          </Link>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
