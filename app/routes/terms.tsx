import { Link } from "react-router";
import { GRADES_PAGE_PATH } from "../../core/catalogue/condition-grades.ts";
import { formatPrice } from "../../core/format.ts";
import { WITHDRAWAL_MESSAGES } from "../../core/messages/withdrawal.ts";
import {
  DELIVERY_WORKING_DAYS_MAX,
  DELIVERY_WORKING_DAYS_MIN,
  EXPRESS_FEE_EUR,
  EXPRESS_FREE_FROM_EUR,
  LEGAL_WARRANTY_YEARS,
  PRESUMPTION_MONTHS_NEW,
  PRESUMPTION_MONTHS_SECOND_HAND,
  RELAY_POINT_FEE_EUR,
  RELAY_POINT_FREE_FROM_EUR,
  RETURN_WINDOW_DAYS,
  SHIPPED_WITHIN_WORKING_DAYS,
  SHOP_DELIVERY_COUNTRIES,
  UNSUBSCRIBE_EFFECTIVE_MONTHS,
  WITHDRAWAL_REFUND_DAYS,
} from "../../core/shop-constants.ts";
import { InfoPage, InfoSection } from "../components/info/info-page.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { LegalGuaranteeBox } from "../components/legal/legal-guarantee-box.tsx";
import { servicesContext } from "../context.ts";
import { infoPageMeta } from "../lib/info-pages/info-meta.ts";
import type { Route } from "./+types/terms";

export async function loader({ context }: Route.LoaderArgs) {
  const { legal, shop } = context.get(servicesContext).publicConfig;
  return {
    companyName: legal.companyName,
    address: legal.address,
    mediatorName: legal.mediatorName,
    mediatorUrl: legal.mediatorUrl,
    shopName: shop.name,
    supportEmail: shop.supportEmail,
    phone: shop.phone,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(matches, {
    title: "Conditions de service",
    description: `Conditions générales de vente et d'utilisation : commandes, paiement, livraison, rétractation sous ${RETURN_WINDOW_DAYS} jours, garanties légales et médiation.`,
    path: "/conditions-service",
  });

const link = "font-semibold text-brand-700 underline";

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { companyName, address, mediatorName, mediatorUrl, shopName, supportEmail, phone } = loaderData;
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
      <InfoSection id="retractation" title="Droit de rétractation">
        <p>
          Vous disposez d'un délai de {RETURN_WINDOW_DAYS} jours à compter de la réception de votre commande pour
          exercer votre droit de rétractation, sans avoir à vous justifier ni à payer de pénalité (articles L221-18 et
          suivants du Code de la consommation). Pour une commande livrée en plusieurs colis, le délai court à compter de
          la réception du dernier.
        </p>
        <p>
          Vous pouvez exercer ce droit en ligne grâce à notre fonction de rétractation,{" "}
          <Link to="/retractation" className={link}>
            {WITHDRAWAL_MESSAGES.entryLabel}
          </Link>
          , accessible en bas de chaque page du site pendant tout le délai : indiquez votre numéro de commande et votre
          adresse e-mail, puis confirmez ; nous vous envoyons aussitôt, par e-mail, un accusé de réception reprenant
          votre déclaration avec sa date et son heure. Vous pouvez aussi nous adresser le formulaire type ci-dessous ou
          toute autre déclaration dénuée d'ambiguïté, par e-mail à {supportEmail} ou par courrier à {address}.
        </p>
        <p>
          Nous vous envoyons un bordereau de retour prépayé : les frais de retour sont à notre charge. Renvoyez les
          livres au plus tard {RETURN_WINDOW_DAYS} jours après nous avoir communiqué votre décision. Nous vous
          remboursons la totalité des sommes versées, frais de livraison initiaux compris, au plus tard{" "}
          {WITHDRAWAL_REFUND_DAYS} jours après avoir été informés de votre décision, avec le moyen de paiement utilisé
          pour la commande ; nous pouvons différer ce remboursement jusqu'à la réception des livres ou la preuve de leur
          expédition. Votre responsabilité n'est engagée qu'en cas de dépréciation des livres résultant de manipulations
          autres que celles nécessaires pour établir leur nature et leurs caractéristiques.
        </p>
      </InfoSection>
      <InfoSection id="formulaire-retractation" title="Formulaire type de rétractation">
        <p>
          (Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)
        </p>
        <div className="rounded-lg border-2 border-brand-100 bg-white p-4">
          <p>
            À l'attention de {companyName}, {address}, {supportEmail} :
          </p>
          <p>
            Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la
            vente du bien (*)/pour la prestation de services (*) ci-dessous :
          </p>
          <p>Commandé le (*)/reçu le (*) :</p>
          <p>Nom du (des) consommateur(s) :</p>
          <p>Adresse du (des) consommateur(s) :</p>
          <p>
            Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :
          </p>
          <p>Date :</p>
          <p>(*) Rayez la mention inutile.</p>
        </div>
      </InfoSection>
      <InfoSection id="garanties" title="Garanties légales">
        <p>
          Le vendeur répondant des garanties légales est {companyName}, {address}. Pour les mettre en œuvre,
          écrivez-nous à {supportEmail}, appelez le {phone} ou utilisez notre{" "}
          <Link to="/contact" className={link}>
            formulaire de contact
          </Link>
          . Un livre arrivé abîmé est échangé ou remboursé sur simple envoi d'une photo.
        </p>
        <LegalGuaranteeBox />
        <h3 id="occasion" className="text-xl font-bold">
          Ce qui change pour les livres d'occasion
        </h3>
        <p>
          Nos livres sont des biens d'occasion. La garantie légale de conformité s'applique bien pendant{" "}
          {LEGAL_WARRANTY_YEARS} ans à compter de la livraison, mais un défaut n'est présumé exister à la livraison que
          s'il apparaît dans les {PRESUMPTION_MONTHS_SECOND_HAND} mois qui la suivent, au lieu de{" "}
          {PRESUMPTION_MONTHS_NEW} mois pour un bien neuf (article L217-7 du Code de la consommation). Au-delà de ces{" "}
          {PRESUMPTION_MONTHS_SECOND_HAND} mois, il vous revient d'établir que le défaut existait au moment de la
          livraison.
        </p>
        <p>
          La conformité d'un livre d'occasion s'apprécie au regard de sa description, et notamment de l'état annoncé sur
          sa fiche pour chaque exemplaire (« Très bon état », « Bon état » ou « État correct », définis sur la page{" "}
          <Link to={GRADES_PAGE_PATH} className="font-semibold text-brand-700 underline">
            Les états de nos livres
          </Link>
          ) : les marques d'usage propres à cet état ne sont pas un défaut de conformité. La garantie des vices cachés
          s'applique aussi aux biens d'occasion ; elle porte sur un défaut caché qui rend le livre impropre à l'usage
          auquel on le destine, et non sur l'usure normale liée à son âge.
        </p>
      </InfoSection>
      <InfoSection id="litiges" title="Réclamations et médiation">
        <p>
          Les présentes conditions sont soumises au droit français. En cas de difficulté, adressez d'abord une
          réclamation écrite à notre service client ({supportEmail}) : nous chercherons une solution amiable.
        </p>
        <p>
          Si votre réclamation n'aboutit pas, ou faute de réponse dans un délai de deux mois, vous pouvez recourir
          gratuitement au médiateur de la consommation dont nous relevons, dans un délai d'un an à compter de votre
          réclamation écrite (articles L612-1 et suivants du Code de la consommation) :
        </p>
        <p className="rounded-lg border-2 border-brand-100 bg-white p-4">
          <strong>{mediatorName}</strong>
          <br />
          {mediatorUrl ? (
            <a href={mediatorUrl} className={link} rel="noopener noreferrer">
              {mediatorUrl}
            </a>
          ) : (
            "[À remplacer] adresse du site internet du médiateur"
          )}
        </p>
        <p>
          À défaut d'accord, le litige peut être porté devant les juridictions compétentes, dont celle du lieu où vous
          demeuriez au moment de la commande.
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
