import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  deploymentWarnings,
  loadConfig,
  loadServerConfig,
  publicConfig,
  testPaymentsLine,
} from "./config.ts";

const DEPLOY = path.resolve(import.meta.dirname, "../deploy");

describe("loadConfig", () => {
  it("defaults to local mode with PGlite in ./data on port 3000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.storefront).toMatchObject({ mode: "local", apiVersion: "2026-04" });
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.shop.name).toBe("Bouquinerie");
  });

  it("switches to Shopify mode when both the store domain and the token are given", () => {
    const config = loadConfig({ SHOPIFY_STORE_DOMAIN: "ma-boutique.myshopify.com", SHOPIFY_STOREFRONT_TOKEN: "abc" });
    expect(config.storefront).toEqual({
      mode: "shopify",
      storeDomain: "ma-boutique.myshopify.com",
      token: "abc",
      apiVersion: "2026-04",
    });
  });

  it("refuses a store domain without its token with one clear line", () => {
    expect(() => loadConfig({ SHOPIFY_STORE_DOMAIN: "ma-boutique.myshopify.com" })).toThrowError(ConfigError);
    try {
      loadConfig({ SHOPIFY_STORE_DOMAIN: "ma-boutique.myshopify.com" });
    } catch (error) {
      expect((error as Error).message).toMatch(/^Configuration invalide — SHOPIFY_STOREFRONT_TOKEN : .*vont ensemble/);
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it("refuses a token without its store domain", () => {
    expect(() => loadConfig({ SHOPIFY_STOREFRONT_TOKEN: "abc" })).toThrowError(/SHOPIFY_STORE_DOMAIN/);
  });

  it("takes an Admin API token in Shopify mode only (issue 43)", () => {
    expect(() => loadConfig({ SHOPIFY_ADMIN_TOKEN: "shpat_x" })).toThrowError(/SHOPIFY_ADMIN_TOKEN : .*mode Shopify/);
    const shopify = { SHOPIFY_STORE_DOMAIN: "ma-boutique.myshopify.com", SHOPIFY_STOREFRONT_TOKEN: "abc" };
    expect(loadConfig({ ...shopify, SHOPIFY_ADMIN_TOKEN: "shpat_x" }).shopifyAdminToken).toBe("shpat_x");
    expect(loadConfig(shopify).shopifyAdminToken).toBeUndefined();
  });

  it("names every bad variable in the message", () => {
    expect(() =>
      loadConfig({ PORT: "douze", DATABASE_URL: "mysql://x", STOREFRONT_API_VERSION: "latest" }),
    ).toThrowError(/PORT.*DATABASE_URL.*STOREFRONT_API_VERSION/);
  });

  it("accepts a PostgreSQL URL and reads the shop identity", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://u:p@db:5432/shop",
      SHOP_NAME: "Livres & Cie",
      SHOP_SUPPORT_EMAIL: "bonjour@livres.example",
      PORT: "8080",
    });
    expect(config.databaseUrl).toBe("postgres://u:p@db:5432/shop");
    expect(config.shop).toMatchObject({ name: "Livres & Cie", supportEmail: "bonjour@livres.example" });
    expect(config.siteUrl).toBe("http://localhost:8080");
  });

  it("treats empty variables as absent", () => {
    expect(
      loadConfig({ DATABASE_URL: "", SHOPIFY_STORE_DOMAIN: "", SHOPIFY_STOREFRONT_TOKEN: "" }).storefront.mode,
    ).toBe("local");
  });

  it("gives a legal field left empty in an env file its « [À remplacer] » default, as if unset", () => {
    const { legal } = loadConfig({ SHOP_LEGAL_NAME: "", SHOP_ADDRESS: "  ", SHOP_MEDIATOR_NAME: " Médiateur X " });
    expect(legal.companyName).toBe("[À remplacer] Raison sociale de la boutique");
    expect(legal.address).toBe("[À remplacer] adresse du siège social");
    expect(legal.mediatorName).toBe("Médiateur X");
  });

  it("takes the client address from the socket unless a trusted proxy is configured", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toBe("loopback, 10.0.0.0/8");
    expect(() => loadConfig({ TRUST_PROXY: "<script>" })).toThrowError(/TRUST_PROXY/);
  });
});

describe("loadServerConfig", () => {
  it("stops a production start without SITE_URL with one French line that says what to set", () => {
    expect(() => loadServerConfig({ NODE_ENV: "production" })).toThrowError(ConfigError);
    expect(() => loadServerConfig({})).toThrowError(/^Configuration invalide — SITE_URL : en production, donnez/);
    try {
      loadServerConfig({});
    } catch (error) {
      expect((error as Error).message).toContain("SITE_URL=https://");
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it("starts in production with SITE_URL, and in development or tests without it", () => {
    expect(loadServerConfig({ SITE_URL: "https://boutique.test/" }).siteUrl).toBe("https://boutique.test");
    expect(loadServerConfig({ NODE_ENV: "development" }).siteUrl).toBe("http://localhost:3000");
    expect(loadServerConfig({ NODE_ENV: "test", PORT: "4000" }).siteUrl).toBe("http://localhost:4000");
  });

  it("drains 5 seconds before closing in production unless told otherwise, and not at all in development or tests", () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({ NODE_ENV: "production" }).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({ NODE_ENV: "production", SHUTDOWN_DRAIN_SECONDS: "0" }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: "production", SHUTDOWN_DRAIN_SECONDS: "2.5" }).shutdownDrainMs).toBe(2_500);
    expect(loadConfig({ NODE_ENV: "development" }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: "test" }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: "development", SHUTDOWN_DRAIN_SECONDS: "3" }).shutdownDrainMs).toBe(3_000);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: "-1" })).toThrowError(/SHUTDOWN_DRAIN_SECONDS/);
  });

  it("reads the catalogue schedule of Shopify mode and the shutdown grace period, with their defaults", () => {
    const config = loadConfig({});
    expect(config.catalogueSync).toEqual({ checkEveryMs: 300_000, fullEveryMs: 3_600_000 });
    expect(config.shutdownGraceMs).toBe(20_000);
    expect(loadConfig({ CATALOGUE_CHECK_MINUTES: "0.5" }).catalogueSync.checkEveryMs).toBe(30_000);
    expect(() => loadConfig({ CATALOGUE_CHECK_MINUTES: "-1" })).toThrowError(/CATALOGUE_CHECK_MINUTES/);
  });
});

describe("deploymentWarnings", () => {
  it("warns when an https shop trusts no proxy: every visitor would share the proxy's limits", () => {
    const behindProxy = loadConfig({ SITE_URL: "https://boutique.test" });
    expect(deploymentWarnings(behindProxy)).toEqual([expect.stringContaining("TRUST_PROXY=loopback")]);
    expect(deploymentWarnings(loadConfig({ SITE_URL: "https://boutique.test", TRUST_PROXY: "loopback" }))).toEqual([]);
    expect(deploymentWarnings(loadConfig({ SITE_URL: "http://localhost:3000" }))).toEqual([]);
  });

  it("warns when STOREFRONT_API_VERSION pins another version than the one the documents are checked on", () => {
    expect(deploymentWarnings(loadConfig({ STOREFRONT_API_VERSION: "2025-07" }))).toEqual([
      expect.stringMatching(/^STOREFRONT_API_VERSION=2025-07 : .*version 2026-04 .*décision 029/),
    ]);
    expect(deploymentWarnings(loadConfig({ STOREFRONT_API_VERSION: "2026-04" }))).toEqual([]);
  });
});

describe("test payments (issues 20 and 42)", () => {
  const accepted = (env: NodeJS.ProcessEnv) => loadConfig(env).localTestPayments.accepted;

  it("accepts the test card for the README's first command: production on SITE_URL=http://localhost:3000", () => {
    expect(loadConfig({ SITE_URL: "http://localhost:3000" }).localTestPayments).toEqual({
      accepted: true,
      decidedBy: "site-url",
    });
    for (const SITE_URL of ["http://127.0.0.1:3000", "http://[::1]:3000", "http://boutique.localhost:3000"]) {
      expect({ SITE_URL, accepted: accepted({ SITE_URL }) }).toEqual({ SITE_URL, accepted: true });
    }
  });

  it("refuses it on an address others reach unless LOCAL_TEST_PAYMENTS=true", () => {
    for (const SITE_URL of ["https://ma-boutique.fr", "http://192.168.1.20:3000", "https://localhost.ma-boutique.fr"]) {
      expect({ SITE_URL, accepted: accepted({ SITE_URL }) }).toEqual({ SITE_URL, accepted: false });
    }
    expect(loadConfig({ SITE_URL: "https://ma-boutique.fr", LOCAL_TEST_PAYMENTS: "true" }).localTestPayments).toEqual({
      accepted: true,
      decidedBy: "setting",
    });
  });

  it("follows LOCAL_TEST_PAYMENTS=false even on this machine; an empty value counts as unset", () => {
    expect(accepted({ SITE_URL: "http://localhost:3000", LOCAL_TEST_PAYMENTS: "false" })).toBe(false);
    expect(accepted({ SITE_URL: "http://localhost:3000", LOCAL_TEST_PAYMENTS: "" })).toBe(true);
    expect(() => loadConfig({ LOCAL_TEST_PAYMENTS: "oui" })).toThrowError(/LOCAL_TEST_PAYMENTS/);
  });

  it("always accepts it outside production", () => {
    for (const NODE_ENV of ["development", "test"]) {
      expect(accepted({ NODE_ENV, SITE_URL: "https://ma-boutique.fr", LOCAL_TEST_PAYMENTS: "false" })).toBe(true);
    }
  });

  it("refuses it in a deployment from deploy/: the env file and unit as shipped, and an env file older than the setting", () => {
    const envFile = parseEnv(readFileSync(path.join(DEPLOY, "bouquinerie.env.example"), "utf8"));
    const unitEnvironment = parseEnv(
      readFileSync(path.join(DEPLOY, "systemd/bouquinerie@.service"), "utf8")
        .split("\n")
        .filter((line) => line.startsWith("Environment="))
        .map((line) => line.slice("Environment=".length).replaceAll("%i", "3001"))
        .join("\n"),
    );
    // systemd: the EnvironmentFile wins over Environment=.
    expect(loadConfig({ ...unitEnvironment, ...envFile }).localTestPayments).toEqual({
      accepted: false,
      decidedBy: "setting",
    });
    const { LOCAL_TEST_PAYMENTS: _, ...olderEnvFile } = envFile;
    expect(loadConfig(olderEnvFile).localTestPayments).toEqual({ accepted: false, decidedBy: "site-url" });
    expect(loadConfig({ ...unitEnvironment, ...envFile, LOCAL_TEST_PAYMENTS: "true" }).localTestPayments.accepted).toBe(
      true,
    );
  });

  it("says at start-up whether the test card is accepted, and which setting changes it", () => {
    expect(testPaymentsLine(loadConfig({ SITE_URL: "http://localhost:3000" }))).toBe(
      "Boutique de démonstration : le paiement local accepte la carte de test 4242 4242 4242 4242, aucune carte réelle n'est débitée (SITE_URL est une adresse de cette machine (http://localhost:3000) ; LOCAL_TEST_PAYMENTS=false pour la refuser).",
    );
    expect(testPaymentsLine(loadConfig({ SITE_URL: "https://ma-boutique.fr" }))).toBe(
      "Paiement local fermé : le paiement local refuse la carte de test, aucune commande n'aboutit (SITE_URL publique (https://ma-boutique.fr) sans LOCAL_TEST_PAYMENTS ; LOCAL_TEST_PAYMENTS=true pour une boutique de démonstration).",
    );
    expect(testPaymentsLine(loadConfig({ LOCAL_TEST_PAYMENTS: "false" }))).toContain(
      "le paiement local refuse la carte de test, aucune commande n'aboutit (LOCAL_TEST_PAYMENTS=false ;",
    );
  });
});

describe("cart retention (issue 20)", () => {
  it("keeps abandoned carts 7 days by default", () => {
    expect(loadConfig({}).cartRetentionDays).toBe(7);
    expect(loadConfig({ LOCAL_CART_RETENTION_DAYS: "2" }).cartRetentionDays).toBe(2);
    expect(() => loadConfig({ LOCAL_CART_RETENTION_DAYS: "0" })).toThrowError(/LOCAL_CART_RETENTION_DAYS/);
  });
});

describe("the chat's model in the browser's slice (issue 42)", () => {
  it("tells the browser whether a model writes the chat's answers, never the model's address or key", () => {
    expect(publicConfig(loadConfig({})).assistant).toEqual({ writtenByModel: false });
    const slice = publicConfig(
      loadConfig({
        LLM_BASE_URL: "https://modele.example/v1",
        LLM_MODEL: "modele-interne-7",
        LLM_API_KEY: "cle-secrete",
      }),
    );
    expect(slice.assistant).toEqual({ writtenByModel: true });
    expect(JSON.stringify(slice)).not.toMatch(/modele\.example|cle-secrete|modele-interne-7/);
  });
});

describe("delivery dates (issue 40)", () => {
  it("default to noon, two days to prepare, 2 to 5 days to a relay point and 2 to 3 to the door, from 1 December", () => {
    expect(loadConfig({}).delivery).toEqual({
      cutoffHour: 12,
      preparationDays: 2,
      transitDays: { relay: { min: 2, max: 5 }, express: { min: 2, max: 3 } },
      christmasDeadlinesFrom: { month: 12, day: 1 },
    });
  });

  it("read each variable, a single number of days meaning a range of one, and an empty one as unset", () => {
    const config = loadConfig({
      DELIVERY_CUTOFF_HOUR: "14",
      DELIVERY_PREPARATION_DAYS: "1",
      DELIVERY_RELAY_TRANSIT_DAYS: "3-6",
      DELIVERY_EXPRESS_TRANSIT_DAYS: "1",
      CHRISTMAS_DEADLINES_FROM: "11-15",
    });
    expect(config.delivery).toEqual({
      cutoffHour: 14,
      preparationDays: 1,
      transitDays: { relay: { min: 3, max: 6 }, express: { min: 1, max: 1 } },
      christmasDeadlinesFrom: { month: 11, day: 15 },
    });
    expect(loadConfig({ DELIVERY_CUTOFF_HOUR: "", CHRISTMAS_DEADLINES_FROM: "" }).delivery.cutoffHour).toBe(12);
  });

  it.each([
    ["DELIVERY_CUTOFF_HOUR", "midi", "une heure entière de 1 à 24"],
    ["DELIVERY_CUTOFF_HOUR", "0", "une heure entière de 1 à 24"],
    ["DELIVERY_CUTOFF_HOUR", "25", "une heure entière de 1 à 24"],
    ["DELIVERY_PREPARATION_DAYS", "-1", "un nombre de jours ouvrés de 0 à 30"],
    ["DELIVERY_PREPARATION_DAYS", "45", "un nombre de jours ouvrés de 0 à 30"],
    ["DELIVERY_RELAY_TRANSIT_DAYS", "5-2", "un intervalle croissant de jours ouvrés"],
    ["DELIVERY_RELAY_TRANSIT_DAYS", "2 à 5", "un nombre de jours ouvrés (3) ou un intervalle (2-5)"],
    ["DELIVERY_EXPRESS_TRANSIT_DAYS", "1-40", "un intervalle croissant de jours ouvrés"],
    ["CHRISTMAS_DEADLINES_FROM", "1er décembre", "un jour MM-JJ, par exemple 12-01 pour le 1er décembre"],
    ["CHRISTMAS_DEADLINES_FROM", "01-12", "un jour MM-JJ entre 09-01 et 12-24"],
    ["CHRISTMAS_DEADLINES_FROM", "12-26", "un jour MM-JJ entre 09-01 et 12-24"],
  ])("refuse %s=%s with a French line", (variable, value, message) => {
    expect(() => loadConfig({ [variable]: value })).toThrowError(
      new RegExp(`^Configuration invalide — ${variable} : ${message.replace(/[()]/g, "\\$&")}`),
    );
  });

  it("warn at start-up when the dates would leave the delays the FAQ, the terms and the checkout write", () => {
    expect(deploymentWarnings(loadConfig({}))).toEqual([]);
    expect(deploymentWarnings(loadConfig({ DELIVERY_EXPRESS_TRANSIT_DAYS: "1" }))).toEqual([
      expect.stringMatching(/^DELIVERY_EXPRESS_TRANSIT_DAYS : .* en 3 à 3 jours ouvrés, .* 4 à 7 jours ouvrés/),
    ]);
    const slowToLeave = {
      DELIVERY_PREPARATION_DAYS: "5",
      DELIVERY_RELAY_TRANSIT_DAYS: "0-2",
      DELIVERY_EXPRESS_TRANSIT_DAYS: "0",
    };
    expect(deploymentWarnings(loadConfig(slowToLeave))).toEqual([
      expect.stringMatching(/^DELIVERY_PREPARATION_DAYS=5 : .* sous 4 jours ouvrés/),
    ]);
  });

  it("reach the browser's slice: the pages show dates computed from them", () => {
    expect(publicConfig(loadConfig({ DELIVERY_CUTOFF_HOUR: "15" })).delivery.cutoffHour).toBe(15);
  });
});
