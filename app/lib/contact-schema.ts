import { z } from "zod";
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX } from "./shop-constants.ts";

/** A form field read as text: absent or not a string counts as empty, so the 'requis' message applies. */
function text(required: string) {
  return z.preprocess((value) => (typeof value === "string" ? value : ""), z.string().trim().min(1, required));
}

/** SPEC §5 contact rules and messages, shared by the form (on submit, then on change) and the server action. */
export const contactSchema = z.object({
  name: text("Le nom est requis").pipe(
    z.string().max(CONTACT_NAME_MAX, `Le nom doit faire moins de ${CONTACT_NAME_MAX} caractères`),
  ),
  email: z
    .preprocess((value) => (typeof value === "string" ? value : ""), z.string().trim())
    .pipe(
      z
        .string()
        .max(CONTACT_EMAIL_MAX, `L'email doit faire moins de ${CONTACT_EMAIL_MAX} caractères`)
        .pipe(z.email("Email invalide")),
    ),
  subject: text("Le sujet est requis").pipe(
    z.string().max(CONTACT_SUBJECT_MAX, `Le sujet doit faire moins de ${CONTACT_SUBJECT_MAX} caractères`),
  ),
  message: text("Le message est requis").pipe(
    z.string().max(CONTACT_MESSAGE_MAX, `Le message doit faire moins de ${CONTACT_MESSAGE_MAX} caractères`),
  ),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "subject", "message"];

/** Name of the hidden field only robots fill in (a honeypot): such a message is answered 'sent' and dropped. */
export const CONTACT_HONEYPOT_FIELD = "site_web";

export type ContactValidation = { ok: true; value: ContactInput } | { ok: false; errors: ContactErrors };

/** Checks the fields and keeps the first message of each field, as the form shows one message under each. */
export function validateContact(input: unknown): ContactValidation {
  const parsed = contactSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && CONTACT_FIELDS.includes(field as ContactField)) {
      errors[field as ContactField] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
