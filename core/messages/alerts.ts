import { ALERT_PENDING_DAYS, ALERT_WAITING_MONTHS } from "../shop-constants.ts";

/** Back-in-stock alerts (issue 39): what the form, its answers and the pages of its links say. */
export const ALERT_MESSAGES = {
  formTitle: "Prévenez-moi quand un exemplaire revient",
  formIntro:
    "Chaque livre d'occasion est unique. Laissez votre adresse : nous vous écrirons une seule fois, dès qu'un exemplaire sera de nouveau en vente.",
  notice: `Après confirmation de votre adresse, un seul e-mail, quand un exemplaire revient ; rien d'autre. Sans retour, l'alerte est effacée après ${ALERT_WAITING_MONTHS} mois.`,
  privacyLink: "Vos données et vos droits",
  submit: "Me prévenir",
  submitting: "Envoi…",
  accepted:
    "C'est noté. Si l'adresse est valide, un e-mail vous demande de confirmer l'alerte (pensez aux courriers indésirables). Sans confirmation, nous ne vous écrirons pas.",
  titleFull: "Ce livre est déjà très attendu : nous ne pouvons plus enregistrer d'alerte pour lui pour le moment.",
  failed: "L'alerte n'a pas pu être enregistrée. Veuillez réessayer dans un instant.",
  cardButton: "Me prévenir du retour",
  soldOut: "Ce livre est épuisé",
  forSaleInstead: "Disponibles maintenant, dans le même esprit",
  invalidLink: "Ce lien n'est pas valide : il a pu être coupé ou modifié. Copiez-le en entier depuis l'e-mail reçu.",
  expiredConfirmLink: `Ce lien de confirmation a expiré (il est valable ${ALERT_PENDING_DAYS} jours) : votre demande a été effacée. Vous pouvez la refaire depuis la page du livre.`,
  expiredUnsubscribeLink:
    "Ce lien de désabonnement a expiré. Vos alertes, elles, ont déjà pris fin : nous ne vous écrirons plus.",
  nothingPending: "Aucune alerte n'attend de confirmation pour cette adresse : elles sont peut-être déjà confirmées.",
  confirmed: (count: number) =>
    count === 1
      ? "Votre alerte est confirmée. Nous vous écrirons dès qu'un exemplaire reviendra."
      : `Vos ${count} alertes sont confirmées. Nous vous écrirons dès qu'un exemplaire de chaque livre reviendra.`,
  noneChosen: "Cochez au moins un livre à confirmer.",
  unsubscribed: "C'est fait : vous ne recevrez plus aucune alerte à cette adresse, et vos alertes ont été effacées.",
} as const;
