import { SHARED_LIST_MAX_BOOKS, SHARED_LIST_TITLE_MAX } from "../shop-constants.ts";

/** A list of favourites shared by its link (issue 40): what the owner and the visitor read. */
export const SHARED_LIST_MESSAGES = {
  titleTooLong: `Le titre de la liste ne peut pas dépasser ${SHARED_LIST_TITLE_MAX} caractères.`,
  titleInvalid: "Le titre ne peut contenir que du texte simple (ni caractères de contrôle ni balises).",
  empty: "Ajoutez au moins un livre à vos favoris avant de partager votre liste.",
  tooManyBooks: `Une liste partagée compte ${SHARED_LIST_MAX_BOOKS} livres au plus : retirez-en quelques-uns de vos favoris.`,
  noneInCatalogue:
    "Aucun livre de vos favoris n'est encore au catalogue : ajoutez-en d'autres avant de partager votre liste.",
  invalid: "Cette liste ne peut pas être partagée telle quelle : rechargez la page et réessayez.",
  tooManyLists:
    "Trop de listes ont été partagées depuis cette connexion aujourd'hui. Réessayez demain, ou mettez à jour une liste déjà partagée.",
  shopFull:
    "Beaucoup de listes ont été partagées aujourd'hui sur la boutique : le partage reprend demain. Vos favoris restent enregistrés dans ce navigateur.",
  notFound:
    "Cette liste n'est plus partagée : son lien a été arrêté par la personne qui l'avait créée, ou il a expiré.",
  notYours:
    "Cette liste partagée n'a pas été créée depuis ce navigateur (ou n'existe plus) : partagez-en une nouvelle.",
  failed: "La liste n'a pas pu être enregistrée. Veuillez réessayer dans un instant.",
  shared: "Votre liste est partagée",
  /** The page's title and link previews (og:title) never carry a stranger's words on the shop's domain (decision 034). */
  pageTitle: "Liste de favoris partagée",
  authorTitle: "Titre donné par la personne qui a partagé la liste :",
  updated: "Liste partagée mise à jour",
  stopped: "Partage arrêté : le lien ne montre plus votre liste.",
  copied: "Lien copié",
  copyFailed: "Le lien n'a pas pu être copié : sélectionnez-le et copiez-le vous-même.",
  addedAll: (count: number) => (count === 1 ? "1 livre ajouté au panier" : `${count} livres ajoutés au panier`),
  noneAdded: "Aucun livre n'a pu être ajouté : ils sont épuisés ou déjà tous dans votre panier.",
  removedBooks: (count: number) =>
    count === 1
      ? "1 livre de cette liste n'est plus au catalogue : il n'apparaît plus ici."
      : `${count} livres de cette liste ne sont plus au catalogue : ils n'apparaissent plus ici.`,
} as const;
