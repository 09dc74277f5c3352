/**
 * The withdrawal function's words (Code de la consommation D221-5): the entry is labelled « Renoncer au contrat ici »,
 * the last step « Confirmer la rétractation ».
 */
export const WITHDRAWAL_MESSAGES = {
  entryLabel: "Renoncer au contrat ici",
  continue: "Continuer",
  confirm: "Confirmer la rétractation",
  confirming: "Envoi en cours...",
  orderNotFound:
    "Aucune commande ne correspond à ce numéro et à cette adresse e-mail. Vérifiez-les dans l'e-mail de confirmation de votre commande.",
  recordedTitle: "Rétractation enregistrée",
  alreadyRecordedTitle: "Rétractation déjà enregistrée",
  failed: "Votre rétractation n'a pas pu être enregistrée. Veuillez réessayer, ou écrivez-nous.",
} as const;
