import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX } from "../shop-constants.ts";
import { dropNul, visibleText, z } from "../zod.ts";

/** A form field read as text: absent or not a string counts as empty, so the 'requis' message applies. */
function text(required: string) {
  return z.pipe(asText, z.string().check(dropNul, z.trim(), z.minLength(1, required)));
}

const asText = z.transform((value: unknown) => (typeof value === "string" ? value : ""));

/** docs/product.md §5 contact rules and messages, shared by the form (on submit, then on change) and the server action. */
export const contactSchema = z.object({
  name: z.pipe(
    text("Le nom est requis"),
    z
      .string()
      .check(z.maxLength(CONTACT_NAME_MAX, `Le nom doit faire moins de ${CONTACT_NAME_MAX} caractères`), visibleText()),
  ),
  email: z.pipe(
    z.pipe(asText, z.string().check(dropNul, z.trim())),
    z.pipe(
      z.string().check(z.maxLength(CONTACT_EMAIL_MAX, `L'email doit faire moins de ${CONTACT_EMAIL_MAX} caractères`)),
      z.email("Email invalide"),
    ),
  ),
  subject: z.pipe(
    text("Le sujet est requis"),
    z
      .string()
      .check(
        z.maxLength(CONTACT_SUBJECT_MAX, `Le sujet doit faire moins de ${CONTACT_SUBJECT_MAX} caractères`),
        visibleText(),
      ),
  ),
  message: z.pipe(
    text("Le message est requis"),
    z
      .string()
      .check(
        z.maxLength(CONTACT_MESSAGE_MAX, `Le message doit faire moins de ${CONTACT_MESSAGE_MAX} caractères`),
        visibleText("lines"),
      ),
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
