import { z } from "zod";
import { GRADE_SLUGS } from "../../core/catalogue/condition-grades.ts";
import { AGE_GROUPS, SUBJECTS, THEME_LIST } from "../../core/catalogue/taxonomy.ts";
import { AGENT_MESSAGES } from "../../core/messages/agents.ts";
import { CART_MAX_LINE_QUANTITY, PROMO_CODES_MAX, SEARCH_TERM_MAX_LENGTH } from "../../core/shop-constants.ts";
import { UCP_MAX_FILTER_VALUES, UCP_MAX_IDS, UCP_MAX_QUESTION_LENGTH, UCP_MAX_STRING_LENGTH } from "./ucp-limits.ts";

/**
 * The arguments of each tool, as UCP 2026-04-08 writes its requests (`catalog_search.json`, `catalog_lookup.json`,
 * `cart.json`), bounded (ucp-limits.ts). The MCP endpoint checks them before anything runs; what does not fit is a
 * `-32602` naming the argument.
 */

const text = (max = UCP_MAX_STRING_LENGTH) => z.string().max(max);
const slugs = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values)).max(UCP_MAX_FILTER_VALUES).optional();

const [firstAge, ...otherAges] = AGE_GROUPS.map((age) => age.slug);
const [firstTheme, ...otherThemes] = THEME_LIST.map((theme) => theme.slug);
const [firstSubject, ...otherSubjects] = SUBJECTS.map((subject) => subject.slug);

/**
 * `meta["ucp-agent"].profile`: required on every call, as the spec says. Only its form is checked (an https URL): the
 * shop never fetches it (decision 035), so no agent can make the server call an address it chose.
 */
export const metaSchema = z.looseObject({
  "ucp-agent": z.looseObject({ profile: z.url({ protocol: /^https$/ }).max(2048) }),
});

/** `types/context.json`: taken and ignored but for bounds (prices are the same for every country the shop serves). */
const contextSchema = z
  .looseObject({
    address_country: text(2 * 8).optional(),
    address_region: text().optional(),
    postal_code: text(16).optional(),
    intent: text(1000).optional(),
    language: text(35).optional(),
    currency: text(3).optional(),
  })
  .optional();

/** Minor units: 750 is 7,50 €. */
const amount = z.int().min(0).max(100_000_00);

const filterFields = {
  categories: z.array(text(80)).max(UCP_MAX_FILTER_VALUES).optional(),
  price: z.object({ min: amount.optional(), max: amount.optional() }).optional(),
  ages: slugs([firstAge as string, ...otherAges]),
  theme: z.enum([firstTheme as string, ...otherThemes]).optional(),
  subject: z.enum([firstSubject as string, ...otherSubjects]).optional(),
  publishers: z.array(text(120)).max(UCP_MAX_FILTER_VALUES).optional(),
  conditions: slugs(GRADE_SLUGS),
  available: z.boolean().optional(),
};

/** The filters the shop understands; any other key of `filters` is ignored and named in a warning. */
export const KNOWN_FILTERS: ReadonlySet<string> = new Set(Object.keys(filterFields));

/**
 * `types/search_filters.json`: the spec's `categories` (any of the listed values, which are the `value` of a product's
 * categories) and `price`, and the shop's own filters, which the schema leaves open: ages, theme, subject, publishers,
 * grades and « in stock only ». The object stays open as the spec's is (`additionalProperties`): an agent may send a
 * filter another business defines, and a hard error would fail its whole search for a filter the shop cannot apply;
 * the search ignores such keys and says so (`unsupported_filter`).
 */
export const filtersSchema = z.looseObject(filterFields).optional();
export type SearchFilters = NonNullable<z.infer<typeof filtersSchema>>;

const commonFields = {
  context: contextSchema,
  signals: z.looseObject({}).optional(),
  attribution: z.looseObject({}).optional(),
};

export const searchArgumentsSchema = z.object({
  meta: metaSchema,
  catalog: z.object({
    query: z.string().max(SEARCH_TERM_MAX_LENGTH).optional(),
    filters: filtersSchema,
    pagination: z.object({ cursor: text().optional(), limit: z.int().min(1).optional() }).optional(),
    ...commonFields,
  }),
});
export type SearchArguments = z.infer<typeof searchArgumentsSchema>;

export const lookupArgumentsSchema = z.object({
  meta: metaSchema,
  catalog: z.object({
    ids: z.array(text()).min(1).max(UCP_MAX_IDS),
    filters: filtersSchema,
    ...commonFields,
  }),
});
export type LookupArguments = z.infer<typeof lookupArgumentsSchema>;

export const getProductArgumentsSchema = z.object({
  meta: metaSchema,
  catalog: z.object({
    id: text(),
    selected: z
      .array(z.object({ name: text(80), label: text(80), id: text().optional() }))
      .max(10)
      .optional(),
    preferences: z.array(text(80)).max(10).optional(),
    filters: filtersSchema,
    ...commonFields,
  }),
});
export type GetProductArguments = z.infer<typeof getProductArgumentsSchema>;

const lineItemSchema = z.object({
  item: z.object({ id: text() }),
  quantity: z.int().min(1).max(CART_MAX_LINE_QUANTITY),
});

/** `cart.json` as a request: lines (full replacement on update), discount codes (`discount.json`), context. */
const cartBodySchema = z.object({
  line_items: z.array(lineItemSchema).min(1).max(UCP_MAX_IDS),
  discounts: z.object({ codes: z.array(text(50)).max(PROMO_CODES_MAX).optional() }).optional(),
  buyer: z.looseObject({}).optional(),
  ...commonFields,
});
export type CartBody = z.infer<typeof cartBodySchema>;

export const createCartArgumentsSchema = z.object({ meta: metaSchema, cart: cartBodySchema });
export type CreateCartArguments = z.infer<typeof createCartArgumentsSchema>;

/**
 * The MCP binding's identifier pattern: the cart's `id` beside the body. UCP 2026-04-08's cart schema also has the id
 * in the body, and the official SDK always sends it there: taken when it names the same cart (issue 50), refused
 * when it names another.
 */
export const updateCartArgumentsSchema = z
  .object({
    meta: metaSchema,
    id: text(),
    cart: cartBodySchema.extend({ id: text().optional() }),
  })
  .refine((args) => args.cart.id === undefined || args.cart.id === args.id, {
    message: AGENT_MESSAGES.cartIdMismatch,
    path: ["cart", "id"],
  });
export type UpdateCartArguments = z.infer<typeof updateCartArgumentsSchema>;

export const cartIdArgumentsSchema = z.object({ meta: metaSchema, id: text() });
export type CartIdArguments = z.infer<typeof cartIdArgumentsSchema>;

/** The draft `ask` request: a question, and optionally the books it is about. */
export const askArgumentsSchema = z.object({
  meta: metaSchema,
  query: z.string().trim().min(1).max(UCP_MAX_QUESTION_LENGTH),
  ids: z.array(text()).max(10).optional(),
  context: contextSchema,
});
export type AskArguments = z.infer<typeof askArgumentsSchema>;
