import {
  WITHDRAWAL_EMAIL_MAX,
  WITHDRAWAL_ITEMS_MAX,
  WITHDRAWAL_NAME_MAX,
  WITHDRAWAL_ORDER_NUMBER_MAX,
} from "../shop-constants.ts";
import { dropNul, visibleText, z } from "../zod.ts";

const asText = z.transform((value: unknown) => (typeof value === "string" ? value : ""));
const trimmed = z.pipe(asText, z.string().check(dropNul, z.trim()));

/**
 * The withdrawal declaration (Code de la consommation L221-21, D221-5): who withdraws, from which order, and the
 * e-mail address the acknowledgement goes to. Shared by the form and the server action; French message per field.
 */
export const withdrawalSchema = z.object({
  orderNumber: z.pipe(
    trimmed,
    z
      .string()
      .check(
        z.minLength(1, "Le numéro de commande est requis"),
        z.maxLength(
          WITHDRAWAL_ORDER_NUMBER_MAX,
          `Le numéro de commande doit faire moins de ${WITHDRAWAL_ORDER_NUMBER_MAX} caractères`,
        ),
        visibleText(),
      ),
  ),
  email: z.pipe(
    trimmed,
    z.pipe(
      z
        .string()
        .check(z.maxLength(WITHDRAWAL_EMAIL_MAX, `L'email doit faire moins de ${WITHDRAWAL_EMAIL_MAX} caractères`)),
      z.email("Email invalide"),
    ),
  ),
  name: z.pipe(
    trimmed,
    z
      .string()
      .check(
        z.minLength(1, "Le nom est requis"),
        z.maxLength(WITHDRAWAL_NAME_MAX, `Le nom doit faire moins de ${WITHDRAWAL_NAME_MAX} caractères`),
        visibleText(),
      ),
  ),
  items: z.pipe(
    trimmed,
    z
      .string()
      .check(
        z.maxLength(WITHDRAWAL_ITEMS_MAX, `La liste des livres doit faire moins de ${WITHDRAWAL_ITEMS_MAX} caractères`),
        visibleText("lines"),
      ),
  ),
});

export type WithdrawalInput = z.infer<typeof withdrawalSchema>;
export type WithdrawalField = keyof WithdrawalInput;
export type WithdrawalErrors = Partial<Record<WithdrawalField, string>>;

export const WITHDRAWAL_FIELDS: readonly WithdrawalField[] = ["orderNumber", "email", "name", "items"];

export type WithdrawalValidation = { ok: true; value: WithdrawalInput } | { ok: false; errors: WithdrawalErrors };

/** Checks the fields and keeps the first message of each, as the form shows one message under each field. */
export function validateWithdrawal(input: unknown): WithdrawalValidation {
  const parsed = withdrawalSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: WithdrawalErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && WITHDRAWAL_FIELDS.includes(field as WithdrawalField)) {
      errors[field as WithdrawalField] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
