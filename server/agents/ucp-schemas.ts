import { z } from "zod";

/**
 * The shapes of UCP 2026-04-08 the shop answers (decision 035), written from the specification's JSON schemas
 * (`source/schemas/shopping/…`): the tools declare them as `outputSchema`, so the official MCP client checks every
 * answer against them. Only what the shop fills is spelled out; the spec's objects stay open (`looseObject`).
 */

const version = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const uri = z.url();

/** `types/price.json`: an amount in ISO 4217 minor units (cents) and its currency. */
export const priceSchema = z.object({ amount: z.int().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) });

/** `types/link.json`. */
export const linkSchema = z.object({ type: z.string(), url: uri, title: z.string().optional() });

/** `types/message.json`: error, warning or info, with the spec's required fields for each. */
export const messageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("error"),
    code: z.string(),
    content: z.string(),
    severity: z.enum(["recoverable", "requires_buyer_input", "requires_buyer_review", "unrecoverable"]),
    path: z.string().optional(),
  }),
  z.object({ type: z.literal("warning"), code: z.string(), content: z.string(), path: z.string().optional() }),
  z.object({ type: z.literal("info"), content: z.string(), code: z.string().optional(), path: z.string().optional() }),
]);
export type UcpMessage = z.infer<typeof messageSchema>;

/** `ucp.json#/$defs/response_*_schema`: the version that answered, and the capabilities this answer is about. */
export const responseUcpSchema = z.looseObject({
  version,
  status: z.enum(["success", "error"]).optional(),
  capabilities: z.record(z.string(), z.array(z.looseObject({ version }))).optional(),
});

const mediaSchema = z.object({
  type: z.string(),
  url: uri,
  alt_text: z.string().optional(),
  width: z.int().positive().optional(),
  height: z.int().positive().optional(),
});

const selectedOptionSchema = z.object({ name: z.string(), label: z.string() });

const descriptionSchema = z
  .object({ plain: z.string().optional(), html: z.string().optional(), markdown: z.string().optional() })
  .refine((description) => Object.keys(description).length > 0);

/** `types/variant.json`: one copy of a book, its grade as the option « État ». */
export const variantSchema = z.looseObject({
  id: z.string(),
  sku: z.string().optional(),
  /** `types/barcode.json`: the ISBN of the copy's edition. */
  barcodes: z.array(z.object({ type: z.string(), value: z.string() })).optional(),
  title: z.string(),
  description: descriptionSchema,
  url: uri.optional(),
  price: priceSchema,
  availability: z.object({ available: z.boolean(), status: z.string().optional() }),
  options: z.array(selectedOptionSchema).optional(),
  tags: z.array(z.string()).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  seller: z.object({ name: z.string().optional(), links: z.array(linkSchema).optional() }).optional(),
  /** `catalog_lookup.json#/$defs/lookup_variant`: which requested ids resolved to this copy. */
  inputs: z
    .array(z.object({ id: z.string(), match: z.string().optional() }))
    .min(1)
    .optional(),
});
export type UcpVariant = z.infer<typeof variantSchema>;

const optionValueSchema = z.looseObject({
  label: z.string(),
  available: z.boolean().optional(),
  exists: z.boolean().optional(),
});

/** `types/product.json`: a book, its copies as variants. */
export const productSchema = z.looseObject({
  id: z.string(),
  handle: z.string().optional(),
  title: z.string(),
  description: descriptionSchema,
  url: uri.optional(),
  categories: z.array(z.object({ value: z.string(), taxonomy: z.string().optional() })).optional(),
  price_range: z.object({ min: priceSchema, max: priceSchema }),
  media: z.array(mediaSchema).optional(),
  options: z.array(z.object({ name: z.string(), values: z.array(optionValueSchema).min(1) })).optional(),
  variants: z.array(variantSchema).min(1),
  tags: z.array(z.string()).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  selected: z.array(selectedOptionSchema).optional(),
});
export type UcpProduct = z.infer<typeof productSchema>;

/** `types/pagination.json#/$defs/response`: a cursor whenever there is a next page. */
export const paginationSchema = z
  .object({ has_next_page: z.boolean(), cursor: z.string().optional(), total_count: z.int().nonnegative().optional() })
  .refine((page) => !page.has_next_page || page.cursor !== undefined, { message: "cursor required" });

export const searchResponseSchema = z.looseObject({
  ucp: responseUcpSchema,
  products: z.array(productSchema),
  pagination: paginationSchema.optional(),
  messages: z.array(messageSchema).optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const lookupResponseSchema = z.looseObject({
  ucp: responseUcpSchema,
  products: z.array(productSchema),
  messages: z.array(messageSchema).optional(),
});
export type LookupResponse = z.infer<typeof lookupResponseSchema>;

/** `get_product`: one product, or `ucp.status: "error"` and a `not_found` message. */
export const getProductResponseSchema = z.looseObject({
  ucp: responseUcpSchema,
  product: productSchema.optional(),
  messages: z.array(messageSchema).optional(),
});
export type GetProductResponse = z.infer<typeof getProductResponseSchema>;

const totalSchema = z.object({ type: z.string(), amount: z.int(), display_text: z.string().optional() });

/** `types/line_item.json` (answer side). */
const lineItemSchema = z.object({
  id: z.string(),
  item: z.object({ id: z.string(), title: z.string(), price: z.int().nonnegative(), image_url: uri.optional() }),
  quantity: z.int().min(1),
  totals: z.array(totalSchema),
});

/** `cart.json`: a cart, or (no `id`) `ucp.status: "error"` with messages and a `continue_url` to the shop. */
export const cartResponseSchema = z.looseObject({
  ucp: responseUcpSchema,
  id: z.string().optional(),
  line_items: z.array(lineItemSchema).optional(),
  currency: z.string().optional(),
  totals: z.array(totalSchema).optional(),
  messages: z.array(messageSchema).optional(),
  links: z.array(linkSchema).optional(),
  continue_url: uri.optional(),
  expires_at: z.iso.datetime({ offset: true }).optional(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** The draft `ask` capability's answer (feat/ask): text in plain and Markdown, and the pages it rests on. */
export const askResponseSchema = z.looseObject({
  ucp: responseUcpSchema,
  answer: descriptionSchema,
  links: z.array(linkSchema).optional(),
  messages: z.array(messageSchema).optional(),
});
export type AskResponse = z.infer<typeof askResponseSchema>;
