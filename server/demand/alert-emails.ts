import { gradeBySlug } from "../../core/catalogue/condition-grades.ts";
import { ALERTS_PRIVACY_PATH } from "../../core/demand/alert-paths.ts";
import { wishLabel } from "../../core/demand/alert-schema.ts";
import { formatPrice } from "../../core/format.ts";
import { ALERT_PENDING_DAYS, ALERT_WAITING_MONTHS } from "../../core/shop-constants.ts";

export type AlertTitle = { title: string; grade: string };

/** The double opt-in request: nothing but the question, the titles it is about, and how to refuse. */
export function alertConfirmationEmail(input: {
  shopName: string;
  siteUrl: string;
  titles: readonly AlertTitle[];
  confirmUrl: string;
  unsubscribeUrl: string;
}): { subject: string; textBody: string } {
  const { shopName, siteUrl, titles } = input;
  const subject =
    titles.length === 1
      ? `Confirmez votre alerte pour « ${titles[0]?.title} » – ${shopName}`
      : `Confirmez vos alertes de retour en stock – ${shopName}`;
  const textBody = [
    "Bonjour,",
    "",
    `Quelqu'un, sans doute vous, a demandé sur ${shopName} à être prévenu par e-mail quand un exemplaire de ${titles.length === 1 ? "ce livre revient" : "ces livres revient"} en vente :`,
    ...titles.map((entry) => `- ${entry.title} (${wishLabel(entry.grade)})`),
    "",
    `Pour confirmer, ouvrez ce lien (valable ${ALERT_PENDING_DAYS} jours) :`,
    input.confirmUrl,
    "",
    `Sans confirmation, nous ne vous écrirons pas et la demande sera effacée dans ${ALERT_PENDING_DAYS} jours.`,
    "Si vous n'avez rien demandé, ignorez ce message, ou refusez tout envoi pour cette adresse :",
    input.unsubscribeUrl,
    "",
    `Une fois confirmée, une alerte vous vaut un seul e-mail, quand un exemplaire revient, puis elle prend fin ; sans retour, elle est effacée après ${ALERT_WAITING_MONTHS} mois.`,
    `Vos données et vos droits : ${siteUrl}${ALERTS_PRIVACY_PATH}`,
  ].join("\n");
  return { subject, textBody };
}

export type AvailableCopy = { grade: string | null; price: number; variantNumber: string };

/** The one e-mail a confirmed alert is for: the book is back, in this grade, at this price, here. */
export function stockAlertEmail(input: {
  shopName: string;
  siteUrl: string;
  title: string;
  handle: string;
  copy: AvailableCopy;
  unsubscribeUrl: string;
}): { subject: string; textBody: string } {
  const { shopName, siteUrl, copy } = input;
  const grade = copy.grade ? gradeBySlug(copy.grade)?.label : null;
  const textBody = [
    "Bonjour,",
    "",
    `Bonne nouvelle : un exemplaire de « ${input.title} » est de nouveau en vente sur ${shopName}.`,
    "",
    ...(grade ? [`État : ${grade}`] : []),
    `Prix : ${formatPrice(copy.price)}`,
    `Voir le livre : ${siteUrl}/produit/${encodeURIComponent(input.handle)}?variant=${copy.variantNumber}`,
    "",
    "Chaque livre d'occasion est unique : il revient au premier qui le commande.",
    "Votre alerte pour ce livre est maintenant terminée : nous ne vous écrirons plus à son sujet.",
    "",
    "Ne plus recevoir aucune alerte à cette adresse :",
    input.unsubscribeUrl,
    `Vos données et vos droits : ${siteUrl}${ALERTS_PRIVACY_PATH}`,
  ].join("\n");
  return { subject: `« ${input.title} » est de retour sur ${shopName}`, textBody };
}
