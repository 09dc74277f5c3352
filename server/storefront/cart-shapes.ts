import { z } from "zod";

/** zod shape of CART_CREATE_MUTATION's answer: a response that does not fit is 'Format de réponse invalide'. */

const money = z.object({ amount: z.coerce.number(), currencyCode: z.string() });

const cart = z.object({
  id: z.string(),
  checkoutUrl: z.string().nullable(),
  totalQuantity: z.number(),
  cost: z.object({ subtotalAmount: money, totalAmount: money }),
  discountCodes: z.array(z.object({ code: z.string(), applicable: z.boolean() })),
  discountAllocations: z.array(z.object({ discountedAmount: money })),
  lines: z.object({
    nodes: z.array(
      z.object({
        id: z.string(),
        quantity: z.number(),
        merchandise: z.object({ id: z.string().optional() }).nullable(),
      }),
    ),
  }),
});

export const cartCreateShape = z.object({
  cartCreate: z
    .object({
      cart: cart.nullable(),
      userErrors: z.array(z.object({ field: z.array(z.string()).nullable(), message: z.string() })),
    })
    .nullable(),
});

export type CreatedCart = z.infer<typeof cart>;
export type CartCreatePayload = NonNullable<z.infer<typeof cartCreateShape>["cartCreate"]>;

/** What the storefront's CartInput takes from us. */
export type CartCreateInput = {
  lines: Array<{ merchandiseId: string; quantity: number }>;
  discountCodes?: string[];
  /** « C'est pour offrir » (issue 40): the message for the child, shown as the order's note in Shopify's admin. */
  note?: string;
  /** The gift's ticks, in words the shop owner reads on the order (core/checkout/gift.ts). */
  attributes?: Array<{ key: string; value: string }>;
};
