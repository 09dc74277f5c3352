import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export type ProductOption = { name: string; values: string[] };
export type SelectedOption = { name: string; value: string };

export const products = pgTable(
  "products",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    handle: text("handle").notNull(),
    title: text("title").notNull(),
    descriptionHtml: text("description_html").notNull().default(""),
    vendor: text("vendor").notNull().default(""),
    productType: text("product_type").notNull().default(""),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    options: jsonb("options").$type<ProductOption[]>().notNull().default([]),
    published: boolean("published").notNull().default(true),
    /** Plain text of title, vendor, type, tags and description: what free-text search reads. */
    searchText: text("search_text").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('french'::regconfig, immutable_unaccent(search_text))`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("products_handle_key").on(table.handle),
    index("products_vendor_idx").on(table.vendor),
    index("products_product_type_idx").on(table.productType),
    index("products_tags_idx").using("gin", table.tags),
    index("products_search_vector_idx").using("gin", table.searchVector),
    index("products_title_trgm_idx").using("gin", sql`immutable_unaccent(lower(${table.title})) gin_trgm_ops`),
    // Keyset paging of the Storefront sorts (TITLE, VENDOR, PRODUCT_TYPE, CREATED_AT, UPDATED_AT) reads an index.
    index("products_title_sort_idx").on(sql`immutable_unaccent(lower(${table.title}))`, table.id),
    index("products_vendor_sort_idx").on(sql`immutable_unaccent(lower(${table.vendor}))`, table.id),
    index("products_product_type_sort_idx").on(sql`immutable_unaccent(lower(${table.productType}))`, table.id),
    index("products_created_at_idx").on(table.createdAt, table.id),
    index("products_updated_at_idx").on(table.updatedAt, table.id),
  ],
);

export const productVariants = pgTable(
  "product_variants",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint("product_id", { mode: "number" })
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(1),
    title: text("title").notNull().default("Default Title"),
    sku: text("sku"),
    barcode: text("barcode"),
    price: numeric("price", { precision: 10, scale: 2 }).notNull(),
    compareAtPrice: numeric("compare_at_price", { precision: 10, scale: 2 }),
    inventoryQuantity: integer("inventory_quantity").notNull().default(0),
    /** 'deny': not for sale at zero stock; 'continue': sold even when out of stock (Shopify's two policies). */
    inventoryPolicy: text("inventory_policy", { enum: ["deny", "continue"] })
      .notNull()
      .default("deny"),
    /** False when the shop does not count this variant (Shopify's empty inventory tracker): always for sale. */
    inventoryTracked: boolean("inventory_tracked").notNull().default(true),
    weight: numeric("weight", { precision: 10, scale: 3 }),
    weightUnit: text("weight_unit", { enum: ["GRAMS", "KILOGRAMS", "OUNCES", "POUNDS"] })
      .notNull()
      .default("GRAMS"),
    selectedOptions: jsonb("selected_options").$type<SelectedOption[]>().notNull().default([]),
    /** A variant gone from a re-imported file is hidden, not deleted: orders and saved carts keep pointing at it. */
    published: boolean("published").notNull().default(true),
  },
  (table) => [index("product_variants_product_id_idx").on(table.productId, table.position)],
);

export const productImages = pgTable(
  "product_images",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint("product_id", { mode: "number" })
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(1),
    /** An absolute URL (imported images) or a path on this site (generated covers). */
    url: text("url").notNull(),
    altText: text("alt_text"),
    width: integer("width"),
    height: integer("height"),
  },
  (table) => [index("product_images_product_id_idx").on(table.productId, table.position)],
);

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;

/** docs/product.md §3: the single row whose seed orders the 'featured' sort; renewed on the first read of each day. */
export const dailyShuffleSeed = pgTable("daily_shuffle_seed", {
  id: integer("id").primaryKey().default(1),
  seed: integer("seed").notNull(),
  day: date("day", { mode: "string" }).notNull(),
});

/** Discount codes of the local commerce service; codes match case-insensitively (unique on upper(code)). */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    code: text("code").notNull(),
    kind: text("kind", { enum: ["percentage", "fixed_amount"] }).notNull(),
    /** Percent off (10 = 10 %) for 'percentage', EUR off for 'fixed_amount'. */
    value: numeric("value", { precision: 10, scale: 2 }).notNull(),
    minimumSubtotal: numeric("minimum_subtotal", { precision: 10, scale: 2 }),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    active: boolean("active").notNull().default(true),
    usageLimit: integer("usage_limit"),
    usageCount: integer("usage_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("discount_codes_code_key").on(sql`upper(${table.code})`)],
);

export type CartLineRecord = {
  variantId: number;
  quantity: number;
  attributes?: Array<{ key: string; value: string }>;
};

/** Carts created through `cartCreate`; the local hosted checkout reads them back by id. */
export const carts = pgTable("carts", {
  /** Opaque random token: the `gid://shopify/Cart/{id}` and the checkout URL carry it. */
  id: text("id").primaryKey(),
  lines: jsonb("lines").$type<CartLineRecord[]>().notNull(),
  attributes: jsonb("attributes").$type<Array<{ key: string; value: string }>>().notNull().default([]),
  /** Shopify's `CartInput.note`: the shop sends a gift's message for the child there (issue 40). */
  note: text("note"),
  discountCodes: text("discount_codes").array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type PostalAddress = { line1: string; line2?: string; postalCode: string; city: string; country: "FR" | "BE" };

/** Orders of the local hosted checkout: at most one per cart, so a replayed submit cannot create a second. */
export const orders = pgTable(
  "orders",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** What the buyer reads (« BQ-7K4M9P »): random, so it tells nobody how many orders the shop takes (issue 51). */
    number: text("number").notNull(),
    /** « F2026-000001 »: gapless and chronological per year, allocated in the order's transaction (decision 008). */
    invoiceNumber: text("invoice_number").notNull(),
    /** The invoice's date of issue, read under the counter's lock so that dates rise with the numbers. */
    invoicedAt: timestamp("invoiced_at", { withTimezone: true }).notNull(),
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.id),
    email: text("email").notNull(),
    customerName: text("customer_name").notNull(),
    shippingAddress: jsonb("shipping_address").$type<PostalAddress>().notNull(),
    deliveryMethod: text("delivery_method", { enum: ["relay", "express"] }).notNull(),
    discountCodes: text("discount_codes").array().notNull().default(sql`'{}'::text[]`),
    /** The cart's note and attributes, as Shopify keeps them on an order: a gift and its message (issue 40). */
    note: text("note"),
    attributes: jsonb("attributes").$type<Array<{ key: string; value: string }>>().notNull().default([]),
    subtotal: numeric("subtotal", { precision: 10, scale: 2 }).notNull(),
    discount: numeric("discount", { precision: 10, scale: 2 }).notNull(),
    shipping: numeric("shipping", { precision: 10, scale: 2 }).notNull(),
    total: numeric("total", { precision: 10, scale: 2 }).notNull(),
    paymentReference: text("payment_reference").notNull(),
    status: text("status", { enum: ["paid", "cancelled"] })
      .notNull()
      .default("paid"),
    /** When the buyer withdrew through the withdrawal function (Code de la consommation, L221-21); null otherwise. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /** When its copies went back on the shelf (cancelled before dispatch, or returned): once only. */
    restockedAt: timestamp("restocked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("orders_number_key").on(table.number),
    uniqueIndex("orders_invoice_number_key").on(table.invoiceNumber),
    uniqueIndex("orders_cart_id_key").on(table.cartId),
    index("orders_created_at_idx").on(table.createdAt),
  ],
);

/**
 * The one row that numbers invoices (decision 008): the checkout locks it, reads the next number of the current year's
 * series and writes the one after, all in the order's transaction, so a rolled-back checkout gives its number back.
 */
export const invoiceCounter = pgTable("invoice_counter", {
  /** Always 1: one series for the whole shop. */
  id: integer("id").primaryKey(),
  year: integer("year").notNull(),
  nextNumber: integer("next_number").notNull(),
});

export const orderLines = pgTable(
  "order_lines",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Kept when the product is later deleted: the order's history must not change. */
    variantId: bigint("variant_id", { mode: "number" }).references(() => productVariants.id, { onDelete: "set null" }),
    productTitle: text("product_title").notNull(),
    variantTitle: text("variant_title").notNull(),
    unitPrice: numeric("unit_price", { precision: 10, scale: 2 }).notNull(),
    quantity: integer("quantity").notNull(),
  },
  (table) => [index("order_lines_order_id_idx").on(table.orderId)],
);

/** E-mails waiting to be sent by SMTP; a row is written in the same transaction as what it announces. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind", {
      enum: [
        "contact",
        "order-confirmation",
        "withdrawal-receipt",
        "withdrawal-notice",
        "alert-confirmation",
        "stock-alert",
      ],
    }).notNull(),
    recipient: text("recipient").notNull(),
    /**
     * The recipient's normalised mailbox (core/mail/normalised-mailbox.ts): what caps per mailbox count, so that
     * `victim+1@…` and `victim+2@…` share one (issue 51).
     */
    mailbox: text("mailbox").notNull(),
    /**
     * The one-click unsubscribe address of a mail not owed by an order (RFC 8058): sent as `List-Unsubscribe`, with
     * `List-Unsubscribe-Post`.
     */
    listUnsubscribe: text("list_unsubscribe"),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("mail_outbox_pending_idx").on(table.nextAttemptAt).where(sql`sent_at is null`),
    // The caps per address (order confirmations, alert confirmations) count an address's recent mails.
    index("mail_outbox_recipient_idx").on(sql`lower(${table.recipient})`, table.kind, table.createdAt),
    index("mail_outbox_mailbox_idx").on(table.mailbox, table.kind, table.createdAt),
    // The hourly budgets of a kind of mail, shop-wide and per domain (alert confirmations, issue 51).
    index("mail_outbox_kind_created_idx").on(table.kind, table.createdAt),
  ],
);

/** Contact form messages (docs/product.md §3), stored before the visitor is told they were sent. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    ipAddress: text("ip_address").notNull(),
    outboxId: bigint("outbox_id", { mode: "number" }).references(() => mailOutbox.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt)],
);

export const chatConversations = pgTable("chat_conversations", {
  /** A random UUID handed to the browser as `conversationId`. */
  id: text("id").primaryKey(),
  ipAddress: text("ip_address").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("chat_messages_conversation_idx").on(table.conversationId, table.id)],
);

/**
 * Withdrawals declared through the withdrawal function (`/retractation`), committed with their acknowledgement e-mail
 * before the visitor sees success. In local mode `orderId` points at the order found; with Shopify the order number
 * and e-mail are kept as given.
 */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderNumber: text("order_number").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** The books concerned, as the consumer wrote them; empty means the whole order. */
    items: text("items").notNull().default(""),
    orderId: bigint("order_id", { mode: "number" }).references(() => orders.id, { onDelete: "set null" }),
    mode: text("mode", { enum: ["local", "shopify"] }).notNull(),
    ipAddress: text("ip_address").notNull(),
    /** The acknowledgement sent to the consumer (the durable medium the law asks for). */
    receiptOutboxId: bigint("receipt_outbox_id", { mode: "number" }).references(() => mailOutbox.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("withdrawals_created_at_idx").on(table.createdAt),
    index("withdrawals_order_id_idx").on(table.orderId),
  ],
);

/**
 * Publishers of the local catalogue with the contact the General Product Safety Regulation (EU) 2023/988, Art. 19,
 * asks a product page to show: a postal and an electronic address. `verified` is false for a placeholder.
 */
export const publishers = pgTable("publishers", {
  name: text("name").primaryKey(),
  postalAddress: text("postal_address").notNull(),
  electronicAddress: text("electronic_address").notNull(),
  verified: boolean("verified").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Secrets the shop makes for itself on first start and every instance sharing the database reads: the key that signs
 * the links of its e-mails (alert confirmation, unsubscribe), so that a link made by one instance opens on another.
 */
export const shopSecrets = pgTable("shop_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * « Prévenez-moi quand un exemplaire revient » (issue 39): one wish per address and title. `pending` until the address
 * confirms (double opt-in), `waiting` until a copy that meets the wish is for sale, then `sent` once its e-mail is
 * queued. The address is kept to write to it; `emailKey`, a keyed hash of it, is what caps, confirmation and
 * unsubscribe links look it up by.
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    emailKey: text("email_key").notNull(),
    /**
     * A keyed hash of the address's normalised mailbox (issue 51): caps per mailbox count it, and an unsubscribe ends
     * every alert of the mailbox. Rows made before it carry `emailKey`.
     */
    mailboxKey: text("mailbox_key").notNull(),
    /** The title's Storefront id (`gid://shopify/Product/…`): stable across re-imports and handle changes. */
    productId: text("product_id").notNull(),
    productHandle: text("product_handle").notNull(),
    productTitle: text("product_title").notNull(),
    /** `any`, or the one grade a copy must have (`tres-bon-etat` for a gift). */
    grade: text("grade").notNull().default("any"),
    status: text("status", { enum: ["pending", "waiting", "sent"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a confirmation e-mail listing this pending alert was queued: only such alerts come ticked on the
     * confirmation page, not those someone added since (issue 51).
     */
    announcedAt: timestamp("announced_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** An order of the title from the same address within 7 days of the alert (local mode). */
    orderedAt: timestamp("ordered_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("stock_alerts_email_product_key").on(table.emailKey, table.productId),
    index("stock_alerts_waiting_idx").on(table.productId).where(sql`status = 'waiting'`),
    index("stock_alerts_status_created_idx").on(table.status, table.createdAt),
    index("stock_alerts_mailbox_key_idx").on(table.mailboxKey),
  ],
);

/**
 * Mailboxes that unsubscribed from the alerts (issue 51), kept only as a keyed hash (HMAC under the link-signing key of
 * `shop_secrets`, never the address) so that a stranger cannot subscribe them again. Only a confirmation from the
 * mailbox lifts the refusal, and such a request is mailed at most once per ALERT_RESUBSCRIBE_MAIL_DAYS.
 */
export const alertSuppressions = pgTable(
  "alert_suppressions",
  {
    /** The keyed hash of the normalised mailbox; for a link sent before issue 51, of the exact address. */
    fingerprint: text("fingerprint").primaryKey(),
    refusedAt: timestamp("refused_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last re-subscription request mailed to it. */
    resubscribeMailAt: timestamp("resubscribe_mail_at", { withTimezone: true }),
  },
  (table) => [index("alert_suppressions_refused_at_idx").on(table.refusedAt)],
);

/**
 * What parents looked for (issue 39), anonymous and aggregated: one row per day and normalised search text that found
 * nothing or only sold-out books, with how many times. No address, no cookie, no identifier.
 */
export const demandSearches = pgTable(
  "demand_searches",
  {
    day: date("day", { mode: "string" }).notNull(),
    query: text("query").notNull(),
    /** What the last such search found: `none`, or `sold-out` (only books out of stock). */
    outcome: text("outcome", { enum: ["none", "sold-out"] }).notNull(),
    count: integer("count").notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.query] })],
);

/** Views of sold-out titles per day (issue 39): which books parents come for and find gone. */
export const demandSoldOutViews = pgTable(
  "demand_sold_out_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    productId: text("product_id").notNull(),
    productHandle: text("product_handle").notNull(),
    productTitle: text("product_title").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.productId] })],
);

/** Alerts per day (issue 39): confirmed, sent, and followed by an order of the title within 7 days (local mode). */
export const demandAlertDays = pgTable("demand_alert_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  confirmed: integer("confirmed").notNull().default(0),
  sent: integer("sent").notNull().default(0),
  ordered: integer("ordered").notNull().default(0),
});

/**
 * Shopify webhook deliveries already acted on, across instances: each under its `X-Shopify-Webhook-Id` and a digest of
 * its signed body, kept a little longer than the window past which a delivery counts as too old (webhook-deliveries.ts).
 * A delivery seen again is acknowledged without effect.
 */
export const shopifyWebhookDeliveries = pgTable(
  "shopify_webhook_deliveries",
  {
    key: text("key").primaryKey(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("shopify_webhook_deliveries_received_at_idx").on(table.receivedAt)],
);

/**
 * The product of each Shopify inventory item, as product webhooks (each variant's `inventory_item_id`) or the Admin API
 * tell it: a stock webhook names only its inventory item, and the Storefront API knows none.
 */
export const shopifyInventoryItems = pgTable("shopify_inventory_items", {
  inventoryItemId: text("inventory_item_id").primaryKey(),
  /** The product's Storefront id (`gid://shopify/Product/…`). */
  productId: text("product_id").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A book of a shared list: its Storefront id, stable across re-imports, and its handle should the id ever change. */
export type SharedListItem = { id: string; handle: string };

/**
 * Favourites shared by a link (issue 40). `id` is the link's public part (128 random bits); `secretHash` is the SHA-256
 * of the owner's edit secret, kept in their browser, which alone updates or deletes the list. `creatorKey`, the
 * creating address, counts the day's lists per address and is cleared after a day.
 */
export const sharedLists = pgTable(
  "shared_lists",
  {
    id: text("id").primaryKey(),
    secretHash: text("secret_hash").notNull(),
    title: text("title").notNull().default(""),
    items: jsonb("items").$type<SharedListItem[]>().notNull(),
    creatorKey: text("creator_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("shared_lists_creator_idx").on(table.creatorKey, table.createdAt).where(sql`creator_key is not null`),
    index("shared_lists_updated_at_idx").on(table.updatedAt),
  ],
);

/** A line of an agent's cart: a copy by its Storefront id, how many, and what it was sold at when the cart was made. */
export type AgentCartLine = {
  variantId: string;
  quantity: number;
  title: string;
  priceCents: number;
  imageUrl: string | null;
};

/** An agent's cart's amounts in cents, as the Storefront cart priced them, and the codes that applied. */
export type AgentCartTotals = { subtotal: number; discount: number; total: number; appliedCodes: string[] };

/**
 * A cart a shopping agent builds over UCP (issue 41, decision 035). `id` is the cart's public name (128 random bits);
 * the lines and codes are the agent's, `checkoutUrl` the hand-off to the checkout of the Storefront cart made from
 * them. Kept until `expiresAt` (UCP_CART_KEPT_DAYS after the last change); nothing in it names a person.
 */
export const agentCarts = pgTable(
  "agent_carts",
  {
    id: text("id").primaryKey(),
    lines: jsonb("lines").$type<AgentCartLine[]>().notNull(),
    discountCodes: jsonb("discount_codes").$type<string[]>().notNull().default([]),
    totals: jsonb("totals").$type<AgentCartTotals>().notNull(),
    storefrontCartId: text("storefront_cart_id").notNull(),
    checkoutUrl: text("checkout_url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("agent_carts_expires_at_idx").on(table.expiresAt)],
);
