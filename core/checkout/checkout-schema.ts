import { dropNul, visibleText, z } from "../zod.ts";
import { DELIVERY_METHODS, type DeliveryMethod } from "./delivery.ts";

/** The card numbers of the test payment (no real card is ever charged): one accepted, one declined. */
export const TEST_CARDS = {
  accepted: "4242424242424242",
  declined: "4000000000000002",
} as const;

/** Countries offered in the form: France and Belgium are delivered, the others are listed to be refused clearly. */
export const COUNTRIES = {
  FR: "France",
  BE: "Belgique",
  LU: "Luxembourg",
  CH: "Suisse",
  DE: "Allemagne",
  ES: "Espagne",
  IT: "Italie",
  NL: "Pays-Bas",
  GB: "Royaume-Uni",
} as const;
export type CountryCode = keyof typeof COUNTRIES;
export type DeliveryCountry = "FR" | "BE";

export const CHECKOUT_MESSAGES = {
  emailRequired: "Indiquez votre adresse e-mail.",
  emailInvalid: "Cette adresse e-mail n'est pas valide (exemple : prenom.nom@exemple.fr).",
  nameRequired: "Indiquez vos nom et prénom.",
  line1Required: "Indiquez votre adresse (numéro et rue).",
  cityRequired: "Indiquez votre ville.",
  tooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères.`,
  countryNotDelivered:
    "Nous livrons uniquement en France et en Belgique : choisissez une adresse dans l'un de ces pays.",
  countryUnknown: "Choisissez un pays dans la liste.",
  postalCodeFR: "Un code postal français compte 5 chiffres (exemple : 75011).",
  postalCodeBE: "Un code postal belge compte 4 chiffres (exemple : 1000).",
  deliveryRequired: "Choisissez un mode de livraison.",
  cardRequired: "Indiquez le numéro de la carte de test (4242 4242 4242 4242 pour un paiement accepté).",
  cardUnknown:
    "Ce numéro n'est pas une carte de test : utilisez 4242 4242 4242 4242 (paiement accepté) ou 4000 0000 0000 0002 (paiement refusé).",
  cardDeclined: "Paiement refusé par la banque (carte de test 4000 0000 0000 0002). Aucune commande n'a été passée.",
  outOfStock: (title: string) =>
    `« ${title} » n'est plus disponible en quantité suffisante. Votre commande n'a pas été enregistrée et rien n'a été débité.`,
  codeExhausted: (code: string) =>
    `Le code promo ${code} n'est plus disponible. Votre commande n'a pas été enregistrée et rien n'a été débité.`,
  stockShort: (title: string) =>
    `« ${title} » n'est plus disponible en quantité suffisante : retournez au panier pour ajuster la quantité.`,
  cartUnavailable:
    "Un livre de ce panier n'est plus en vente. Retournez au panier pour le mettre à jour : rien n'a été débité.",
  cartEmpty: "Ce panier est vide : ajoutez des livres avant de passer commande.",
  testPaymentsOff:
    "Le paiement en ligne n'est pas ouvert sur cette boutique : aucune commande ne peut être passée pour l'instant, et rien n'a été débité.",
  testPaymentsNotice:
    "Boutique de démonstration : les paiements sont des paiements de test. Aucune carte réelle n'est débitée et aucun livre n'est expédié.",
  formSummary: "Votre commande n'a pas été passée : corrigez les champs signalés.",
} as const;

const text = (max: number, required?: string) =>
  z
    .string(required ? { error: required } : undefined)
    .check(
      dropNul,
      z.trim(),
      z.maxLength(max, CHECKOUT_MESSAGES.tooLong(max)),
      ...(required ? [z.minLength(1, required)] : []),
      visibleText(),
    );

/**
 * The hosted checkout form, shared by the action (the authority) and the form (the same messages under the fields).
 * Form values arrive as strings; the card number keeps its digits only.
 */
export const checkoutFormSchema = z
  .object({
    email: z.pipe(text(254, CHECKOUT_MESSAGES.emailRequired), z.email(CHECKOUT_MESSAGES.emailInvalid)),
    name: text(100, CHECKOUT_MESSAGES.nameRequired),
    line1: text(200, CHECKOUT_MESSAGES.line1Required),
    line2: z._default(text(200), ""),
    postalCode: z._default(text(10), ""),
    city: text(100, CHECKOUT_MESSAGES.cityRequired),
    country: z.pipe(
      z.string({ error: CHECKOUT_MESSAGES.countryUnknown }).check(
        z.refine((value) => Object.hasOwn(COUNTRIES, value), CHECKOUT_MESSAGES.countryUnknown),
        z.refine((value) => value === "FR" || value === "BE", CHECKOUT_MESSAGES.countryNotDelivered),
      ),
      z.transform((value) => value as DeliveryCountry),
    ),
    delivery: z.pipe(
      z
        .string({ error: CHECKOUT_MESSAGES.deliveryRequired })
        .check(z.refine((value) => (DELIVERY_METHODS as string[]).includes(value), CHECKOUT_MESSAGES.deliveryRequired)),
      z.transform((value) => value as DeliveryMethod),
    ),
    cardNumber: z.pipe(
      z.pipe(
        z
          .string({ error: CHECKOUT_MESSAGES.cardRequired })
          .check(
            z.trim(),
            z.minLength(1, CHECKOUT_MESSAGES.cardRequired),
            z.maxLength(40, CHECKOUT_MESSAGES.cardUnknown),
          ),
        z.transform((value) => value.replace(/[\s-]/g, "")),
      ),
      z
        .string()
        .check(
          z.refine(
            (value) => value === TEST_CARDS.accepted || value === TEST_CARDS.declined,
            CHECKOUT_MESSAGES.cardUnknown,
          ),
        ),
    ),
  })
  .check(
    z.superRefine((form, context) => {
      // Only the countries delivered have a postal code rule; any other is already refused on its own field.
      if (form.country !== "FR" && form.country !== "BE") return;
      const pattern = form.country === "FR" ? /^\d{5}$/ : /^\d{4}$/;
      if (!pattern.test(form.postalCode)) {
        context.addIssue({
          code: "custom",
          path: ["postalCode"],
          message: form.country === "FR" ? CHECKOUT_MESSAGES.postalCodeFR : CHECKOUT_MESSAGES.postalCodeBE,
        });
      }
    }),
  );

export type CheckoutForm = z.infer<typeof checkoutFormSchema>;
export type CheckoutField = keyof z.input<typeof checkoutFormSchema>;
export type CheckoutFieldErrors = Partial<Record<CheckoutField, string>>;
/** What the form shows again after a refusal: every value typed except the card number. */
export type CheckoutValues = Partial<Record<Exclude<CheckoutField, "cardNumber">, string>>;

export const CHECKOUT_FIELDS: CheckoutField[] = [
  "email",
  "name",
  "line1",
  "line2",
  "postalCode",
  "city",
  "country",
  "delivery",
  "cardNumber",
];

/** Parses posted form values: the order details, or the first French message of each faulty field. */
export function parseCheckoutForm(
  values: Record<string, unknown>,
): { ok: true; form: CheckoutForm } | { ok: false; errors: CheckoutFieldErrors } {
  const result = checkoutFormSchema.safeParse(values);
  if (result.success) return { ok: true, form: result.data };
  const errors: CheckoutFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (CHECKOUT_FIELDS as string[]).includes(field)) {
      errors[field as CheckoutField] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
