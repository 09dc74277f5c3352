/**
 * What the local commerce service answers when a request cannot be served. Shopify's own wording is kept where a
 * client may know it (the connection arguments); the rest is ours, in French.
 */
export const COMMERCE_MESSAGES = {
  unsupportedField: (typeName: string, fieldName: string) =>
    `Le champ ${typeName}.${fieldName} n'est pas pris en charge par le service de commerce local.`,
  internalError: "Une erreur interne est survenue dans le service de commerce local. Veuillez réessayer.",

  missingPageSize: "you must provide one of first or last",
  bothPageSizes: (connection: string) =>
    `Passing both \`first\` and \`last\` to paginate the \`${connection}\` connection is not supported.`,
  pageSizeTooLarge: (argument: string, max: number) => `L'argument ${argument} ne peut pas dépasser ${max}.`,
  negativePageSize: (argument: string) => `L'argument ${argument} ne peut pas être négatif.`,
  invalidCursor: (cursor: string) => `Le curseur « ${cursor} » est invalide.`,
  invalidGlobalId: (id: string) => `L'identifiant « ${id} » n'est pas un identifiant global Shopify (gid://shopify/…).`,
  productLookupNeedsKey: "Indiquez le handle ou l'id du produit.",
  tooManyIds: (max: number) => `La liste ids ne peut pas contenir plus de ${max} valeurs.`,
  searchQueryTooLong: (max: number) => `La requête de recherche ne peut pas dépasser ${max} caractères.`,

  notFound: "Ressource introuvable : le service de commerce local répond sur /api/{version}/graphql.json.",
  methodNotAllowed: "Méthode non autorisée : envoyez la requête GraphQL en POST.",
  unauthorized: "Jeton d'accès Storefront manquant ou invalide (en-tête X-Shopify-Storefront-Access-Token).",
  bodyTooLarge: "La requête est trop volumineuse (1 Mo au plus).",
  invalidJson: "Le corps de la requête n'est pas un JSON valide.",
  nullCharacter: "La requête contient un caractère nul (U+0000), refusé.",
  illFormedText:
    "La requête contient du texte Unicode mal formé (un octet qui n'est pas de l'UTF-8 ou une moitié de paire de substitution), refusé.",
  bodyNotObject: "Le corps de la requête doit être un objet JSON { query, variables }.",
  missingQuery: "Le champ query (un document GraphQL) est obligatoire.",
  invalidVariables: "Le champ variables doit être un objet JSON.",
  invalidOperationName: "Le champ operationName doit être une chaîne.",
  unknownOperation: "Aucune opération de ce nom dans le document.",
  tooDeep: (max: number) => `Le document GraphQL est trop profond (${max} niveaux au plus).`,
  tooManyAliases: (max: number) => `Le document GraphQL contient trop d'alias (${max} au plus).`,
  tooManySelections: (max: number) =>
    `Le document GraphQL demande trop de champs (${max} au plus, fragments développés).`,
  documentTooLong: (max: number) => `Le document GraphQL est trop long (${max} caractères au plus).`,
  responseTooLarge: (maxMegabytes: number) =>
    `La réponse dépasserait ${maxMegabytes} Mo : demandez moins d'éléments ou moins de champs.`,
  busy: "Le service de commerce local est très sollicité : réessayez dans un instant.",
  notServedOverHttp:
    "Le service de commerce local n'est pas ouvert sur le réseau en production avec le jeton publié : définissez LOCAL_STOREFRONT_TOKEN (voir le README).",
  tooManyObjects: (max: number) =>
    `Le document GraphQL demande plus de ${max} éléments paginés, la limite de Shopify : demandez des pages plus petites.`,
  tooComplex: (max: number) =>
    `Le document GraphQL est trop coûteux (coût estimé au-delà de ${max}) : demandez moins d'éléments par page.`,
} as const;
