import path from "node:path";
import { z } from "zod";
import type { DeliveryMethod } from "../core/checkout/delivery.ts";
import type { DeliverySettings, WorkingDaysRange } from "../core/delivery/delivery-dates.ts";
import {
  DEFAULT_CHRISTMAS_DEADLINES_FROM,
  DEFAULT_EXPRESS_TRANSIT_WORKING_DAYS,
  DEFAULT_ORDER_CUTOFF_HOUR,
  DEFAULT_PREPARATION_WORKING_DAYS,
  DEFAULT_RELAY_TRANSIT_WORKING_DAYS,
  DEFAULT_STOREFRONT_API_VERSION,
  DELIVERY_WORKING_DAYS_MAX,
  DELIVERY_WORKING_DAYS_MIN,
  SHIPPED_WITHIN_WORKING_DAYS,
} from "../core/shop-constants.ts";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** A text with a default: a variable left empty in an env file (`SHOP_LEGAL_NAME=`) takes the default, as unset does. */
const textOr = (fallback: string) => optionalText.transform((value) => value ?? fallback);

/** A number of working days a delivery step takes: beyond a month, a date would not be an estimate any more. */
const MAX_WORKING_DAYS = 30;

const workingDays = (fallback: number) =>
  textOr(String(fallback))
    .pipe(z.string().regex(/^\d{1,2}$/, `un nombre de jours ouvrés de 0 à ${MAX_WORKING_DAYS}`))
    .transform(Number)
    .refine((days) => days <= MAX_WORKING_DAYS, `un nombre de jours ouvrés de 0 à ${MAX_WORKING_DAYS}`);

/** `2-5` (from 2 to 5 working days) or `3` (always 3). */
const workingDaysRange = (fallback: string) =>
  textOr(fallback)
    .pipe(z.string().regex(/^\d{1,2}(-\d{1,2})?$/, "un nombre de jours ouvrés (3) ou un intervalle (2-5)"))
    .transform((text): WorkingDaysRange => {
      const [min, max = min] = text.split("-").map(Number) as [number, number?];
      return { min, max };
    })
    .refine(
      ({ min, max }) => min <= max && max <= MAX_WORKING_DAYS,
      `un intervalle croissant de jours ouvrés, ${MAX_WORKING_DAYS} au plus (2-5, pas 5-2)`,
    );

/**
 * `12-01`: month then day, between 1 September and 24 December, so that `01-12` meant as the first of December is
 * refused rather than read as 12 January (the deadlines would then show for almost the whole year).
 */
const seasonDay = (fallback: string) =>
  textOr(fallback)
    .pipe(z.string().regex(/^\d{2}-\d{2}$/, "un jour MM-JJ, par exemple 12-01 pour le 1er décembre"))
    .transform((text) => {
      const [month, day] = text.split("-").map(Number) as [number, number];
      return { month, day };
    })
    .refine(
      ({ month, day }) => month >= 9 && day >= 1 && day <= (month === 12 ? 24 : month === 10 ? 31 : 30),
      "un jour MM-JJ entre 09-01 et 12-24, par exemple 12-01 pour le 1er décembre",
    );

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    SHOPIFY_STORE_DOMAIN: optionalText.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]*\.[a-z]{2,}(:\d{1,5})?$/i,
          "un nom de domaine comme ma-boutique.myshopify.com (un port peut suivre : boutique.test:8443)",
        )
        .optional(),
    ),
    SHOPIFY_STOREFRONT_TOKEN: optionalText,
    SHOPIFY_WEBHOOK_SECRET: optionalText,
    SHOPIFY_ADMIN_TOKEN: optionalText,
    STOREFRONT_API_VERSION: z
      .string()
      .regex(/^\d{4}-(01|04|07|10)$/, `une version comme ${DEFAULT_STOREFRONT_API_VERSION}`)
      .default(DEFAULT_STOREFRONT_API_VERSION),
    LOCAL_STOREFRONT_TOKEN: z.string().trim().min(16).default("bouquinerie-local-storefront-token"),
    SHOP_NAME: z.string().trim().min(1).default("Bouquinerie"),
    SHOP_SUPPORT_EMAIL: z.email().default("contact@bouquinerie.example"),
    SHOP_PHONE: z.string().trim().min(1).default("01 23 45 67 89"),
    SHOP_SOCIAL_URL: z.url({ protocol: /^https?$/ }).default("https://www.instagram.com/bouquinerie.example"),
    SHOP_ACCOUNT_URL: z.url({ protocol: /^https?$/ }).default("https://shopify.com/account"),
    DEMO_CATALOGUE_SIZE: z.coerce.number().int().min(0).max(200_000).default(3200),
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(
        /^(false|true|\d{1,2}|[\w.:/, -]+)$/,
        "false, true, un nombre de proxys ou des adresses séparées par des virgules",
      )
      .default("false"),
    SHOP_LEGAL_NAME: textOr("[À remplacer] Raison sociale de la boutique"),
    SHOP_LEGAL_FORM: textOr("société par actions simplifiée unipersonnelle"),
    SHOP_SHARE_CAPITAL: textOr("[À remplacer] montant du capital social"),
    SHOP_ADDRESS: textOr("[À remplacer] adresse du siège social"),
    SHOP_REGISTRATION: textOr("[À remplacer] numéro d'immatriculation (RCS, SIREN)"),
    SHOP_PUBLICATION_DIRECTOR: textOr("[À remplacer] nom du directeur de la publication"),
    SHOP_HOST_NAME: textOr("[À remplacer] nom de l'hébergeur"),
    SHOP_HOST_ADDRESS: textOr("[À remplacer] adresse de l'hébergeur"),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    SMTP_FROM: optionalText,
    LLM_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    CATALOGUE_CHECK_MINUTES: z.coerce.number().min(0).max(1440).default(5),
    CATALOGUE_FULL_SYNC_MINUTES: z.coerce.number().min(0).max(10_080).default(60),
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(20),
    // Default by NODE_ENV below: 5 in production, where a proxy must take the instance out of rotation, 0 otherwise.
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).optional(),
    // Unset, production follows SITE_URL (testPaymentsOf): the README's first command on localhost sells.
    LOCAL_TEST_PAYMENTS: optionalText.pipe(z.enum(["true", "false"], "true ou false").optional()),
    LOCAL_CART_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    SHOP_MEDIATOR_NAME: textOr("[À remplacer] nom du médiateur de la consommation"),
    SHOP_MEDIATOR_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    // Delivery dates (docs/product.md §16, decision 033); in Shopify mode, the shop's shipping settings in figures.
    DELIVERY_CUTOFF_HOUR: textOr(String(DEFAULT_ORDER_CUTOFF_HOUR))
      .pipe(z.string().regex(/^\d{1,2}$/, "une heure entière de 1 à 24"))
      .transform(Number)
      .refine((hour) => hour >= 1 && hour <= 24, "une heure entière de 1 à 24"),
    DELIVERY_PREPARATION_DAYS: workingDays(DEFAULT_PREPARATION_WORKING_DAYS),
    DELIVERY_RELAY_TRANSIT_DAYS: workingDaysRange(DEFAULT_RELAY_TRANSIT_WORKING_DAYS),
    DELIVERY_EXPRESS_TRANSIT_DAYS: workingDaysRange(DEFAULT_EXPRESS_TRANSIT_WORKING_DAYS),
    CHRISTMAS_DEADLINES_FROM: seasonDay(DEFAULT_CHRISTMAS_DEADLINES_FROM),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.LLM_BASE_URL) !== Boolean(env.LLM_MODEL)) {
      ctx.addIssue({
        code: "custom",
        path: [env.LLM_BASE_URL ? "LLM_MODEL" : "LLM_BASE_URL"],
        message: "LLM_BASE_URL et LLM_MODEL vont ensemble : donnez les deux, ou aucun",
      });
    }
    if (Boolean(env.SHOPIFY_STORE_DOMAIN) !== Boolean(env.SHOPIFY_STOREFRONT_TOKEN)) {
      ctx.addIssue({
        code: "custom",
        path: [env.SHOPIFY_STORE_DOMAIN ? "SHOPIFY_STOREFRONT_TOKEN" : "SHOPIFY_STORE_DOMAIN"],
        message: "SHOPIFY_STORE_DOMAIN et SHOPIFY_STOREFRONT_TOKEN vont ensemble : donnez les deux, ou aucun",
      });
    }
    if (env.SHOPIFY_ADMIN_TOKEN && !env.SHOPIFY_STORE_DOMAIN) {
      ctx.addIssue({
        code: "custom",
        path: ["SHOPIFY_ADMIN_TOKEN"],
        message:
          "SHOPIFY_ADMIN_TOKEN ne sert qu'en mode Shopify : donnez aussi SHOPIFY_STORE_DOMAIN et SHOPIFY_STOREFRONT_TOKEN",
      });
    }
  });

export type ShopIdentity = {
  name: string;
  supportEmail: string;
  phone: string;
  socialUrl: string;
  accountUrl: string;
};

/** Who publishes the shop, for the legal notices and terms; the defaults say plainly they must be replaced. */
export type LegalIdentity = {
  companyName: string;
  legalForm: string;
  shareCapital: string;
  address: string;
  registration: string;
  publicationDirector: string;
  hostName: string;
  hostAddress: string;
  /** The consumer mediator the shop adheres to (Code de la consommation L612-1, L616-1): its name and website. */
  mediatorName: string;
  /** Absent until configured: the pages then say plainly it must be replaced. */
  mediatorUrl: string | undefined;
};

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  siteUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  storefront:
    | { mode: "local"; apiVersion: string; token: string }
    | { mode: "shopify"; apiVersion: string; token: string; storeDomain: string };
  shop: ShopIdentity;
  demoCatalogueSize: number;
  /** Express's 'trust proxy': false (the socket's address), true, a hop count or trusted addresses. */
  trustProxy: boolean | number | string;
  /** Secret of the Shopify app whose product webhooks refresh the catalogue; absent → no webhook route. */
  shopifyWebhookSecret: string | undefined;
  /**
   * Shopify mode: an Admin API token (`read_orders`, and `read_products` for stock webhooks) with which the shop checks
   * the order a withdrawal names and finds the product of an inventory item; absent → withdrawals are recorded as given.
   */
  shopifyAdminToken: string | undefined;
  legal: LegalIdentity;
  /** Outgoing mail: without `smtpUrl` contact messages stay stored in the outbox (npm run messages). */
  mail: { smtpUrl: string | undefined; from: string };
  /** An OpenAI-compatible model writing the chat's replies from retrieved facts; absent → retrieval answers alone. */
  llm: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  /**
   * Shopify mode: how often the store is asked whether products changed, and how often the whole catalogue is read
   * again (webhooks are not guaranteed). Zero turns the schedule off.
   */
  catalogueSync: { checkEveryMs: number; fullEveryMs: number };
  /**
   * On SIGTERM: how long the instance keeps serving while its health check says 503, so the proxy stops sending it
   * visitors before it closes (5 s in production unless set, 0 otherwise); then how long in-flight requests may take.
   */
  shutdownDrainMs: number;
  shutdownGraceMs: number;
  /**
   * Local mode: whether the hosted checkout accepts the test card (its page then says the payments are test
   * payments), and what decided it, for the start-up line (testPaymentsLine).
   */
  localTestPayments: TestPayments;
  /** Local mode: days a cart that never became an order is kept before the sweep deletes it. */
  cartRetentionDays: number;
  /** What delivery dates are computed from, in both modes (docs/product.md §16). */
  delivery: DeliverySettings;
};

/**
 * Whether the published test card is accepted, and why: outside production always; in production as
 * LOCAL_TEST_PAYMENTS says, and when it says nothing, as SITE_URL does.
 */
export type TestPayments = { accepted: boolean; decidedBy: "environment" | "setting" | "site-url" };

/**
 * SHUTDOWN_DRAIN_SECONDS in production unless set: enough for a proxy polling the health check every second or two
 * (Caddy's every 500 ms in deploy/) to stop sending new requests, POSTs included, before the listener closes.
 */
const PRODUCTION_DRAIN_SECONDS = 5;

/** The one line printed when the environment is wrong; never a stack trace. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join(".") || "?"} : ${issue.message}`);
    throw new ConfigError(`Configuration invalide — ${details.join(" ; ")}`);
  }
  const env = parsed.data;
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  const storefront: Config["storefront"] =
    env.SHOPIFY_STORE_DOMAIN && env.SHOPIFY_STOREFRONT_TOKEN
      ? {
          mode: "shopify",
          apiVersion: env.STOREFRONT_API_VERSION,
          token: env.SHOPIFY_STOREFRONT_TOKEN,
          storeDomain: env.SHOPIFY_STORE_DOMAIN,
        }
      : { mode: "local", apiVersion: env.STOREFRONT_API_VERSION, token: env.LOCAL_STOREFRONT_TOKEN };
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    siteUrl,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    storefront,
    shop: {
      name: env.SHOP_NAME,
      supportEmail: env.SHOP_SUPPORT_EMAIL,
      phone: env.SHOP_PHONE,
      socialUrl: env.SHOP_SOCIAL_URL,
      accountUrl: env.SHOP_ACCOUNT_URL,
    },
    demoCatalogueSize: env.DEMO_CATALOGUE_SIZE,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    shopifyWebhookSecret: env.SHOPIFY_WEBHOOK_SECRET,
    shopifyAdminToken: env.SHOPIFY_ADMIN_TOKEN,
    legal: {
      companyName: env.SHOP_LEGAL_NAME,
      legalForm: env.SHOP_LEGAL_FORM,
      shareCapital: env.SHOP_SHARE_CAPITAL,
      address: env.SHOP_ADDRESS,
      registration: env.SHOP_REGISTRATION,
      publicationDirector: env.SHOP_PUBLICATION_DIRECTOR,
      hostName: env.SHOP_HOST_NAME,
      hostAddress: env.SHOP_HOST_ADDRESS,
      mediatorName: env.SHOP_MEDIATOR_NAME,
      mediatorUrl: env.SHOP_MEDIATOR_URL,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.SMTP_FROM ?? `${env.SHOP_NAME} <${env.SHOP_SUPPORT_EMAIL}>` },
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL }
        : undefined,
    catalogueSync: {
      checkEveryMs: Math.round(env.CATALOGUE_CHECK_MINUTES * 60_000),
      fullEveryMs: Math.round(env.CATALOGUE_FULL_SYNC_MINUTES * 60_000),
    },
    shutdownDrainMs: Math.round(
      (env.SHUTDOWN_DRAIN_SECONDS ?? (env.NODE_ENV === "production" ? PRODUCTION_DRAIN_SECONDS : 0)) * 1000,
    ),
    shutdownGraceMs: Math.round(env.SHUTDOWN_GRACE_SECONDS * 1000),
    localTestPayments: testPaymentsOf(env.NODE_ENV, env.LOCAL_TEST_PAYMENTS, siteUrl),
    cartRetentionDays: env.LOCAL_CART_RETENTION_DAYS,
    delivery: {
      cutoffHour: env.DELIVERY_CUTOFF_HOUR,
      preparationDays: env.DELIVERY_PREPARATION_DAYS,
      transitDays: { relay: env.DELIVERY_RELAY_TRANSIT_DAYS, express: env.DELIVERY_EXPRESS_TRANSIT_DAYS },
      christmasDeadlinesFrom: env.CHRISTMAS_DEADLINES_FROM,
    },
  };
}

/**
 * The configuration the shop's server starts with: in production the public address must be given, since canonical
 * links, structured data, the sitemap, e-mails and the action-origin check all name it. Scripts use `loadConfig`.
 */
export function loadServerConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const config = loadConfig(environment);
  if (config.env === "production" && !environment.SITE_URL?.trim()) {
    throw new ConfigError(
      "Configuration invalide — SITE_URL : en production, donnez l'adresse publique de la boutique (par exemple SITE_URL=https://www.ma-boutique.fr, ou SITE_URL=http://localhost:3000 pour l'essayer sur cette machine)",
    );
  }
  return config;
}

/**
 * Start-up advice (README, « Configuration » and « Mettre en production »): one line each, none blocking. A pinned
 * STOREFRONT_API_VERSION outlives the upgrade that moved the documents to a newer schema (decision 029).
 */
export function deploymentWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.storefront.apiVersion !== DEFAULT_STOREFRONT_API_VERSION) {
    warnings.push(
      `STOREFRONT_API_VERSION=${config.storefront.apiVersion} : les requêtes de la boutique sont vérifiées sur la version ${DEFAULT_STOREFRONT_API_VERSION} de l'API Storefront ; retirez cette variable, sinon la boutique parle un contrat que ses tests n'ont pas vérifié (décision 029).`,
    );
  }
  if (config.env === "production" && config.siteUrl.startsWith("https:") && config.trustProxy === false) {
    warnings.push(
      "SITE_URL est en https mais TRUST_PROXY=false : derrière un proxy, donnez TRUST_PROXY=loopback (ou l'adresse du proxy), sinon toutes les visites partagent les limites de l'adresse du proxy.",
    );
  }
  warnings.push(...deliveryPromiseWarnings(config.delivery));
  return warnings;
}

const DELIVERY_VARIABLES: Record<DeliveryMethod, string> = {
  relay: "DELIVERY_RELAY_TRANSIT_DAYS",
  express: "DELIVERY_EXPRESS_TRANSIT_DAYS",
};

/**
 * The FAQ, the terms and the checkout write fixed delays (docs/product.md §9): dates computed outside them would
 * contradict the shop's own pages, which then need rewording with the configuration.
 */
function deliveryPromiseWarnings(delivery: DeliverySettings): string[] {
  const warnings: string[] = [];
  if (delivery.preparationDays > SHIPPED_WITHIN_WORKING_DAYS) {
    warnings.push(
      `DELIVERY_PREPARATION_DAYS=${delivery.preparationDays} : la fiche de chaque livre promet une expédition sous ${SHIPPED_WITHIN_WORKING_DAYS} jours ouvrés.`,
    );
  }
  for (const [method, variable] of Object.entries(DELIVERY_VARIABLES) as [DeliveryMethod, string][]) {
    const transit = delivery.transitDays[method];
    const fastest = delivery.preparationDays + transit.min;
    const slowest = delivery.preparationDays + transit.max;
    if (fastest < DELIVERY_WORKING_DAYS_MIN || slowest > DELIVERY_WORKING_DAYS_MAX) {
      warnings.push(
        `${variable} : avec DELIVERY_PREPARATION_DAYS, une livraison en ${fastest} à ${slowest} jours ouvrés, quand la FAQ, les conditions de service et le paiement annoncent ${DELIVERY_WORKING_DAYS_MIN} à ${DELIVERY_WORKING_DAYS_MAX} jours ouvrés (core/shop-constants.ts) : les dates estimées les contrediront.`,
      );
    }
  }
  return warnings;
}

/**
 * The test card is published (README): on a shop the public can reach, it would empty the stock with orders nobody
 * paid (decision 015). A shop whose public address is this machine (the README's first command,
 * SITE_URL=http://localhost:3000) is being tried, and its first purchase must go through (issue 42).
 */
function testPaymentsOf(nodeEnv: Config["env"], setting: "true" | "false" | undefined, siteUrl: string): TestPayments {
  if (nodeEnv !== "production") return { accepted: true, decidedBy: "environment" };
  if (setting) return { accepted: setting === "true", decidedBy: "setting" };
  return { accepted: isThisMachine(new URL(siteUrl).hostname), decidedBy: "site-url" };
}

function isThisMachine(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    hostname === "[::1]" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** The start-up line of local mode: whether a visitor can buy with the test card, and which setting changes it. */
export function testPaymentsLine(config: Config): string {
  const { accepted, decidedBy } = config.localTestPayments;
  if (accepted) {
    const why = {
      environment: `hors production (NODE_ENV=${config.env})`,
      setting: "LOCAL_TEST_PAYMENTS=true",
      "site-url": `SITE_URL est une adresse de cette machine (${config.siteUrl}) ; LOCAL_TEST_PAYMENTS=false pour la refuser`,
    }[decidedBy];
    return `Boutique de démonstration : le paiement local accepte la carte de test 4242 4242 4242 4242, aucune carte réelle n'est débitée (${why}).`;
  }
  const why =
    decidedBy === "setting"
      ? "LOCAL_TEST_PAYMENTS=false"
      : `SITE_URL publique (${config.siteUrl}) sans LOCAL_TEST_PAYMENTS`;
  return `Paiement local fermé : le paiement local refuse la carte de test, aucune commande n'aboutit (${why} ; LOCAL_TEST_PAYMENTS=true pour une boutique de démonstration).`;
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "false") return false;
  if (value === "true") return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * What the browser may see of the configuration; nothing else reaches the bundle. Of the model, only whether one
 * writes the assistant's answers: the chat and the legal notices say so (decision 014).
 */
export type PublicConfig = {
  shop: ShopIdentity;
  siteUrl: string;
  legal: LegalIdentity;
  assistant: { writtenByModel: boolean };
  /** Not a secret: the pages show the dates computed from it (docs/product.md §16). */
  delivery: DeliverySettings;
};

export function publicConfig(config: Config): PublicConfig {
  return {
    shop: config.shop,
    siteUrl: config.siteUrl,
    legal: config.legal,
    assistant: { writtenByModel: config.llm !== undefined },
    delivery: config.delivery,
  };
}

/** LOCAL_STOREFRONT_TOKEN's default, published in the README: in production it keeps the endpoint in process. */
export const PUBLISHED_LOCAL_STOREFRONT_TOKEN = "bouquinerie-local-storefront-token";
