import { TEST_CARDS } from "../../../core/checkout/checkout-schema.ts";

export type TestPaymentResult = { accepted: true } | { accepted: false };

/**
 * The clearly labelled test payment of the local checkout: no card is charged. The accepted test number passes, the
 * declined one fails like a bank refusal; the form refuses every other number before it gets here. It runs before
 * the order's transaction, so a refusal leaves nothing behind (a real provider's authorisation would be voided on a
 * later stock refusal; a test payment has nothing to void).
 */
export function chargeTestCard(cardNumber: string): TestPaymentResult {
  return { accepted: cardNumber === TEST_CARDS.accepted };
}
