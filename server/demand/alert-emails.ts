import { gradeBySlug } from "../../core/catalogue/condition-grades.ts";
import { ALERTS_PRIVACY_PATH } from "../../core/demand/alert-paths.ts";
import { wishLabel } from "../../core/demand/alert-schema.ts";
import { formatPrice } from "../../core/format.ts";
import { ALERT_PENDING_DAYS, ALERT_RESUBSCRIBE_MAIL_DAYS, ALERT_WAITING_MONTHS } from "../../core/shop-constants.ts";

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

/**
 * The one request a mailbox that unsubscribed may receive (at most once per ALERT_RESUBSCRIBE_MAIL_DAYS, issue 51): it
 * says the refusal stands unless the owner confirms, so a stranger who typed the address gains nothing by it.
 */
export function alertResubscribeEmail(input: {
  shopName: string;
  siteUrl: string;
  titles: readonly AlertTitle[];
  confirmUrl: string;
}): { subject: string; textBody: string } {
  const { shopName, siteUrl, titles } = input;
  const textBody = [
    "Bonjour,",
    "",
    `Vous aviez demandé à ne plus recevoir d'alertes de ${shopName} à cette adresse, et nous ne vous écrivons plus.`,
    `Quelqu'un, peut-être vous, vient de demander une alerte de retour en stock pour :`,
    ...titles.map((entry) => `- ${entry.title} (${wishLabel(entry.grade)})`),
    "",
    `Pour reprendre les alertes, ouvrez ce lien (valable ${ALERT_PENDING_DAYS} jours) et confirmez :`,
    input.confirmUrl,
    "",
    `Si vous n'avez rien demandé, ignorez ce message : votre refus reste enregistré, et nous ne vous enverrons pas d'autre demande de ce genre avant ${ALERT_RESUBSCRIBE_MAIL_DAYS} jours.`,
    `Vos données et vos droits : ${siteUrl}${ALERTS_PRIVACY_PATH}`,
  ].join("\n");
  return { subject: `Reprendre vos alertes de retour en stock ? – ${shopName}`, textBody };
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
