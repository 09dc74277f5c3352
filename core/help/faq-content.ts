import { formatPrice } from "../format.ts";
import {
  DELIVERY_WORKING_DAYS_MAX,
  DELIVERY_WORKING_DAYS_MIN,
  EXPRESS_FEE_EUR,
  EXPRESS_FREE_FROM_EUR,
  RELAY_POINT_FEE_EUR,
  RELAY_POINT_FREE_FROM_EUR,
  RELAY_RESEND_WORKING_DAYS_MAX,
  RELAY_RESEND_WORKING_DAYS_MIN,
  RETURN_WINDOW_DAYS,
  SHIPPED_WITHIN_WORKING_DAYS,
  SHOP_DELIVERY_COUNTRIES,
  WITHDRAWAL_REFUND_DAYS,
} from "../shop-constants.ts";

/** One question of the FAQ; the answer is plain French text, one string per paragraph. */
export type FaqItem = { id: string; question: string; answer: readonly string[] };
export type FaqSection = { id: string; title: string; items: readonly FaqItem[] };

/** What the FAQ quotes from the shop's configuration (the customer-service address). */
export type FaqContact = { supportEmail: string };

const countries = SHOP_DELIVERY_COUNTRIES.join(" et ");

/**
 * The six FAQ sections of docs/product.md §2, shared by the /faq page, its FAQPage structured data and the chat assistant,
 * so a fact is written once. Figures come from shop-constants, the e-mail address from the configuration.
 */
export function faqSections(contact: FaqContact): readonly FaqSection[] {
  return [
    {
      id: "livraison-et-commandes",
      title: "Livraison et commandes",
      items: [
        {
          id: "delais-de-livraison",
          question: "Quels sont les délais de livraison ?",
          answer: [
            `Nos livres sont préparés et expédiés depuis notre entrepôt en France sous ${SHIPPED_WITHIN_WORKING_DAYS} jours ouvrés.`,
            `Comptez de ${DELIVERY_WORKING_DAYS_MIN} à ${DELIVERY_WORKING_DAYS_MAX} jours ouvrés pour recevoir votre commande, selon le mode de livraison choisi.`,
            // docs/product.md §16: the pages turn these delays into dates.
            "La fiche de chaque livre, le panier et la page de paiement donnent la date de livraison estimée pour chaque mode de livraison ; à l'approche de Noël, ils disent aussi jusqu'à quel jour commander pour être livré à temps.",
          ],
        },
        {
          id: "transporteurs-et-tarifs",
          question: "Quels modes de livraison proposez-vous et à quel prix ?",
          answer: [
            `Livraison en point relais : ${formatPrice(RELAY_POINT_FEE_EUR)}, offerte dès ${formatPrice(RELAY_POINT_FREE_FROM_EUR)} d'achat.`,
            `Livraison express à domicile : ${formatPrice(EXPRESS_FEE_EUR)}, offerte dès ${formatPrice(EXPRESS_FREE_FROM_EUR)} d'achat.`,
          ],
        },
        {
          id: "pays-de-livraison",
          question: "Dans quels pays livrez-vous ?",
          answer: [`Nous livrons uniquement en ${countries}.`],
        },
        {
          id: "suivi-de-commande",
          question: "Comment suivre ma commande ?",
          answer: [
            "Dès l'expédition de votre colis, vous recevez un lien de suivi par e-mail et par SMS. Il vous permet de suivre l'acheminement jusqu'à la livraison.",
          ],
        },
        {
          id: "annuler-une-commande",
          question: "Puis-je annuler ma commande ?",
          answer: [
            "Si votre commande n'a pas encore été expédiée, nous l'annulons et vous remboursons intégralement.",
            "Si elle est déjà partie, nous vous envoyons une étiquette de retour : le remboursement suit la réception du colis à notre entrepôt.",
          ],
        },
        {
          id: "colis-non-retire",
          question: "Je n'ai pas pu retirer mon colis en point relais, que se passe-t-il ?",
          answer: [
            `Un colis non retiré dans le délai du point relais revient à notre entrepôt, puis nous vous le renvoyons. Comptez de ${RELAY_RESEND_WORKING_DAYS_MIN} à ${RELAY_RESEND_WORKING_DAYS_MAX} jours ouvrés pour ce retour et ce nouvel envoi.`,
          ],
        },
        {
          id: "colis-endommage",
          question: "Mon colis ou un livre est arrivé abîmé, que faire ?",
          answer: [
            "Envoyez-nous une photo du colis et du livre abîmé par le formulaire de contact ou par e-mail. Après vérification, nous vous proposons un échange ou un remboursement.",
          ],
        },
      ],
    },
    {
      id: "paiement",
      title: "Paiement",
      items: [
        {
          id: "moyens-de-paiement",
          question: "Quels moyens de paiement acceptez-vous ?",
          answer: [
            "Vous pouvez payer par carte bancaire (Visa, Mastercard) ou avec un service de paiement en ligne de type portefeuille électronique.",
          ],
        },
        {
          id: "paiement-securise",
          question: "Le paiement est-il sécurisé ?",
          answer: [
            "Oui. Le paiement se fait sur la page de paiement sécurisée de notre prestataire, avec une connexion chiffrée. Nous ne voyons ni ne conservons jamais vos numéros de carte.",
          ],
        },
      ],
    },
    {
      id: "retours-et-remboursements",
      title: "Retours et remboursements",
      items: [
        {
          id: "delai-de-retour",
          question: "Puis-je retourner un livre ?",
          answer: [
            `Oui, vous disposez de ${RETURN_WINDOW_DAYS} jours après la réception de votre commande pour changer d'avis : satisfait ou remboursé.`,
          ],
        },
        {
          id: "comment-retourner",
          question: "Comment faire un retour ?",
          answer: [
            "Déclarez votre rétractation en ligne avec le lien « Renoncer au contrat ici », en bas de chaque page, et votre numéro de commande : vous recevez aussitôt un accusé de réception par e-mail, puis un bordereau de retour. Les frais de retour sont à notre charge.",
            `Le remboursement, frais de livraison initiaux compris, intervient au plus tard ${WITHDRAWAL_REFUND_DAYS} jours après votre rétractation ; nous pouvons attendre d'avoir reçu les livres ou la preuve de leur envoi.`,
          ],
        },
      ],
    },
    {
      id: "nos-livres",
      title: "Nos livres",
      items: [
        {
          id: "etat-des-livres",
          question: "Dans quel état sont les livres ?",
          answer: [
            "Tous nos livres sont reconditionnés : chacun est vérifié avant sa mise en vente puis avant son expédition (couverture, pages, pièces et matériel selon le type de livre).",
          ],
        },
        {
          id: "classement-par-age",
          question: "Comment sont classés les livres ?",
          answer: [
            "Nos livres sont triés par âge (0-4 ans, 4-6 ans, 6-8 ans, 8-10 ans, 10 ans et +), puis par thème et par sujet, pour trouver facilement le bon livre pour chaque enfant.",
          ],
        },
        {
          id: "emballage-cadeau",
          question: "Proposez-vous un emballage cadeau ?",
          answer: ["Pas encore : l'emballage cadeau n'est pas disponible pour le moment."],
        },
      ],
    },
    {
      id: "mon-compte",
      title: "Mon compte",
      items: [
        {
          id: "creer-un-compte",
          question: "Comment créer mon compte ?",
          answer: [
            "Cliquez sur l'icône de compte en haut de la page, saisissez votre adresse e-mail puis le code de confirmation que vous recevez par e-mail. Aucun mot de passe n'est nécessaire.",
          ],
        },
        {
          id: "gerer-mon-compte",
          question: "Que puis-je faire dans mon compte ?",
          answer: [
            "La rubrique « Mes informations » vous permet de modifier vos coordonnées, et la rubrique « Mes adresses » de gérer vos adresses de livraison.",
          ],
        },
      ],
    },
    {
      id: "service-client",
      title: "Service client",
      items: [
        {
          id: "contacter-le-service-client",
          question: "Comment contacter le service client ?",
          answer: [
            `Écrivez-nous grâce au formulaire de la page Contact ou par e-mail à ${contact.supportEmail}. Nous vous répondons dans les meilleurs délais.`,
          ],
        },
      ],
    },
  ];
}

/** An answer as one block of text (paragraphs separated by a blank line), for structured data and the chat. */
export function faqAnswerText(item: FaqItem): string {
  return item.answer.join("\n\n");
}
