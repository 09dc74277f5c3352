import { gradeBySlug } from "../catalogue/condition-grades.ts";
import { isPlausibleHandle } from "../catalogue/handle.ts";
import { ALERT_EMAIL_MAX } from "../shop-constants.ts";
import { dropNul, z } from "../zod.ts";

/** The wish of an alert: any copy, or a copy in « Très bon état » only (for a gift). */
export const ALERT_WISHES = ["tous", "tres-bon-etat"] as const;
export type AlertWish = (typeof ALERT_WISHES)[number];

/** The alert form's fields: the address, the book (its handle) and the wish; the hidden one only robots fill in. */
export const ALERT_FIELDS = { email: "email", book: "livre", wish: "etat", honeypot: "site_web" } as const;

export const ALERT_FORM_MESSAGES = {
  emailRequired: "Indiquez votre adresse e-mail",
  emailInvalid: "Cette adresse e-mail n'est pas valide",
  emailTooLong: `L'adresse e-mail doit faire moins de ${ALERT_EMAIL_MAX} caractères`,
  bookUnknown: "Ce livre n'existe pas ou plus sur la boutique.",
  wishUnknown: "Choisissez « tous les états » ou « très bon état ».",
} as const;

const asText = z.transform((value: unknown) => (typeof value === "string" ? value : ""));

export const alertSchema = z.object({
  email: z.pipe(
    z.pipe(asText, z.string().check(dropNul, z.trim(), z.minLength(1, ALERT_FORM_MESSAGES.emailRequired))),
    z.pipe(
      z.string().check(z.maxLength(ALERT_EMAIL_MAX, ALERT_FORM_MESSAGES.emailTooLong)),
      z.email(ALERT_FORM_MESSAGES.emailInvalid),
    ),
  ),
  book: z.pipe(
    asText,
    z.string().check(z.refine((handle) => isPlausibleHandle(handle), ALERT_FORM_MESSAGES.bookUnknown)),
  ),
  // Absent means any copy: the narrower wish is the one a visitor has to choose.
  wish: z.pipe(
    z.transform((value: unknown) => (value === undefined || value === "" ? "tous" : value)),
    z.enum(ALERT_WISHES, ALERT_FORM_MESSAGES.wishUnknown),
  ),
});

export type AlertInput = z.infer<typeof alertSchema>;
export type AlertErrors = Partial<Record<"email" | "book" | "wish", string>>;

export type AlertValidation = { ok: true; value: AlertInput } | { ok: false; errors: AlertErrors };

/** Reads the form's fields (`email`, `livre`, `etat`) and keeps the first message of each. */
export function validateAlert(form: Record<string, unknown>): AlertValidation {
  const parsed = alertSchema.safeParse({
    email: form[ALERT_FIELDS.email],
    book: form[ALERT_FIELDS.book],
    wish: form[ALERT_FIELDS.wish],
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: AlertErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === "email" || field === "book" || field === "wish") errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A stored alert's wish (`any` or a grade's slug) as pages and e-mails write it. */
export function wishLabel(grade: string): string {
  return grade === "any" ? "tous les états" : `${gradeBySlug(grade)?.label.toLowerCase() ?? grade} uniquement`;
}
