import { describe, expect, it } from "vitest";
import { ConfigError, deploymentWarnings, loadConfig, loadServerConfig } from "./config.ts";

describe("loadConfig", () => {
  it("defaults to local mode with PGlite in ./data on port 3000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.storefront).toMatchObject({ mode: "local", apiVersion: "2025-07" });
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.shop.name).toBe("Bouquinerie");
  });

  it("switches to Shopify mode when both the store domain and the token are given", () => {
    const config = loadConfig({ SHOPIFY_STORE_DOMAIN: "ma-boutique.myshopify.com", SHOPIFY_STOREFRONT_TOKEN: "abc" });
    expect(config.storefront).toEqual({
      mode: "shopify",
      storeDomain: "ma-boutique.myshopify.com",
      token: "abc",
      apiVersion: "2025-07",
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
});

describe("test payments and cart retention (issue 20)", () => {
  it("refuses the test card in production unless LOCAL_TEST_PAYMENTS=true, accepts it elsewhere", () => {
    expect(loadConfig({}).localTestPayments).toBe(false);
    expect(loadConfig({ LOCAL_TEST_PAYMENTS: "true" }).localTestPayments).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).localTestPayments).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).localTestPayments).toBe(true);
    expect(() => loadConfig({ LOCAL_TEST_PAYMENTS: "oui" })).toThrowError(/LOCAL_TEST_PAYMENTS/);
  });

  it("keeps abandoned carts 7 days by default", () => {
    expect(loadConfig({}).cartRetentionDays).toBe(7);
    expect(loadConfig({ LOCAL_CART_RETENTION_DAYS: "2" }).cartRetentionDays).toBe(2);
    expect(() => loadConfig({ LOCAL_CART_RETENTION_DAYS: "0" })).toThrowError(/LOCAL_CART_RETENTION_DAYS/);
  });
});
