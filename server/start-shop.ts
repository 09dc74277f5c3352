import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { faqSections } from "../core/help/faq-content.ts";
import { startAgentCartSweep } from "./agents/agent-carts.ts";
import { createAgentServices } from "./agents/agent-services.ts";
import { createCartService } from "./cart/cart-service.ts";
import { createCatalogueIndex } from "./catalogue/catalogue-index.ts";
import { startCatalogueReconciliation } from "./catalogue/catalogue-reconciliation.ts";
import { createDailySeed } from "./catalogue/daily-seed.ts";
import { createProductDetails, PRODUCT_DETAILS_KEPT } from "./catalogue/product-details.ts";
import { createChatService } from "./chat/chat-service.ts";
import { createLlmWriter } from "./chat/llm-writer.ts";
import { createRetrievalAssistant } from "./chat/retrieval-assistant.ts";
import { startCartSweep } from "./commerce/cart/cart-retention.ts";
import { createLocalCheckout } from "./commerce/checkout/local-checkout.ts";
import { createCoverHandler } from "./commerce/covers/cover-handler.ts";
import { seedDemoCatalogueIfEmpty } from "./commerce/demo/seed-demo-catalogue.ts";
import { seedDemoDiscountCodes } from "./commerce/discounts.ts";
import { type CatalogueBounds, createCatalogueBounds } from "./commerce/graphql/catalogue-bounds.ts";
import { createLocalStorefrontHandler } from "./commerce/graphql/local-storefront-handler.ts";
import { type Config, publicConfig, testPaymentsLine } from "./config.ts";
import { createContactService } from "./contact/contact-service.ts";
import { openDatabase } from "./db/connection.ts";
import { startDemand } from "./demand/start-demand.ts";
import { createCatalogueFreshness } from "./events/catalogue-freshness.ts";
import { createEventStreamHub } from "./events/event-stream-hub.ts";
import { listenToProductsChanged, notifyProductsChanged } from "./events/products-changed.ts";
import { createApp, type FetchHandler } from "./http/create-app.ts";
import { eventStreamRoute } from "./http/event-stream-route.ts";
import { healthRoute } from "./http/health-route.ts";
import { storefrontServedOverHttp } from "./http/storefront-route.ts";
import { createLegalServices } from "./legal-services.ts";
import { createOutboxSender, createSmtpTransport } from "./mail/outbox.ts";
import type { AppServices } from "./services.ts";
import { createSharedListService, startSharedListSweep } from "./shared-lists/shared-list-service.ts";
import { createAdminClient } from "./shopify-admin/admin-client.ts";
import { storefrontEndpoint, watchApiVersion } from "./storefront/api-version.ts";
import { inProcessFetch } from "./storefront/in-process-storefront.ts";
import { createShopPaths } from "./storefront/shop-paths.ts";
import { createStorefrontClient } from "./storefront/storefront-client.ts";
import { createStorefrontTransport, type FetchLike } from "./storefront/transport.ts";
import { createInventoryProducts } from "./webhooks/inventory-products.ts";
import { shopifyWebhookRoute } from "./webhooks/shopify-webhook.ts";
import { createWebhookDeliveries } from "./webhooks/webhook-deliveries.ts";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type RunningShop = { url: string; close(options?: { drain?: boolean }): Promise<void> };

type SsrModule = { createSsrHandler(services: AppServices, mode: string): RequestHandler };

/** The composition root: configuration → database → services → HTTP (docs/conventions.md §4). */
export async function startShop(config: Config, log: (line: string) => void = console.log): Promise<RunningShop> {
  // React and Express pick their production code paths from the process environment, not from our config.
  process.env.NODE_ENV = config.env;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const closers: Array<() => Promise<void>> = [() => database.close()];

  let localCommerce: { storefront: FetchHandler; covers: FetchHandler; storefrontOverHttp: boolean } | undefined;
  let storefrontFetch: FetchLike = (input, init) => fetch(input, init);
  let catalogueBounds: CatalogueBounds | undefined;
  let endpoint: string;
  if (config.storefront.mode === "local") {
    const seeded = await seedDemoCatalogueIfEmpty(database.db, config.demoCatalogueSize);
    if (seeded > 0) log(`Catalogue de démonstration créé : ${seeded} livres.`);
    await seedDemoDiscountCodes(database.db);
    const bounds = createCatalogueBounds(database.db);
    await bounds.refresh();
    catalogueBounds = bounds;
    localCommerce = {
      storefront: createLocalStorefrontHandler({
        elementBounds: bounds.current,
        db: database.db,
        token: config.storefront.token,
        shopName: config.shop.name,
        siteUrl: config.siteUrl,
      }),
      covers: createCoverHandler(database.db),
      storefrontOverHttp: storefrontServedOverHttp(config.env, config.storefront.token),
    };
    if (!localCommerce.storefrontOverHttp) {
      log(
        "Jeton Storefront local publié : le service de commerce local n'est pas ouvert sur HTTP (LOCAL_STOREFRONT_TOKEN).",
      );
    }
    storefrontFetch = inProcessFetch(localCommerce.storefront);
    endpoint = storefrontEndpoint(config.siteUrl, config.storefront.apiVersion);
  } else {
    endpoint = storefrontEndpoint(`https://${config.storefront.storeDomain}`, config.storefront.apiVersion);
  }

  const storefront = createStorefrontClient(
    createStorefrontTransport({
      endpoint,
      token: config.storefront.token,
      fetch: watchApiVersion(storefrontFetch, config.storefront.apiVersion, (line) => console.warn(line)),
      notify: (notice) => console.warn(`[storefront] ${notice.title} : ${notice.description}`),
    }),
    createShopPaths(config.siteUrl),
  );
  const catalogue = createCatalogueIndex(storefront, createDailySeed(database.db).current);
  const stopInitialSync = await syncCatalogueAtStart(catalogue, log);
  closers.push(async () => stopInitialSync());

  // Without SMTP_URL contact messages stay stored, readable with `npm run messages`.
  const mailSender = config.mail.smtpUrl
    ? createOutboxSender({
        db: database.db,
        transport: createSmtpTransport(config.mail.smtpUrl),
        from: config.mail.from,
      })
    : undefined;
  if (mailSender) {
    mailSender.start();
    closers.push(() => mailSender.stop());
  } else log("SMTP_URL absent : les messages de contact sont conservés sans envoi d'e-mail (npm run messages).");

  const demand = await startDemand({
    db: database.db,
    catalogue,
    storefront,
    shopName: config.shop.name,
    siteUrl: config.siteUrl,
    onMailQueued: () => mailSender?.wake(),
    log,
  });
  closers.push(() => demand.close());
  demand.catalogueReady();

  // Every products-changed event, from this instance or another sharing the database, refreshes the index, then
  // tells the open pages and the parents waiting for a title that came back.
  const eventStreams = createEventStreamHub();
  const freshness = createCatalogueFreshness(catalogue, (change) => {
    eventStreams.broadcast(change);
    demand.catalogueRefreshed(change);
  });
  // Kept products are only as fresh as the events: without webhooks, Shopify's stock changes raise none.
  const productDetails = createProductDetails(
    storefront,
    config.storefront.mode === "local" || config.shopifyWebhookSecret ? PRODUCT_DETAILS_KEPT : 0,
  );
  const stopListening = await listenToProductsChanged(database, (change) => {
    productDetails.changed(change.products);
    // An import may give a book more copies or pictures: the cost guard counts what a document can return.
    if (!change.products) void catalogueBounds?.refresh().catch(() => undefined);
    void freshness.changed(change);
  });
  closers.push(async () => {
    eventStreams.close();
    await stopListening();
    await freshness.idle();
  });
  if (config.storefront.mode === "shopify" && config.catalogueSync.checkEveryMs > 0) {
    const reconciliation = startCatalogueReconciliation({
      storefront,
      // A lost webhook would leave a kept product stale: the products the store says changed are forgotten too, and
      // every one on a full re-read (stock levels leave no `updated_at`).
      freshness: {
        reconcile(change) {
          productDetails.invalidate();
          return freshness.reconcile(change);
        },
        merge(change, products) {
          productDetails.forget(products);
          return freshness.merge(change, products);
        },
      },
      ...config.catalogueSync,
    });
    closers.push(() => reconciliation.stop());
  }
  // Shopify mode: what the public Storefront API cannot tell (a withdrawal's order, an inventory item's product),
  // read with the shop's own token.
  const shopifyAdmin =
    config.storefront.mode === "shopify" && config.shopifyAdminToken
      ? createAdminClient({
          storeDomain: config.storefront.storeDomain,
          token: config.shopifyAdminToken,
          apiVersion: config.storefront.apiVersion,
        })
      : undefined;

  const webhookSecret = config.shopifyWebhookSecret;
  const shopifyWebhook = webhookSecret
    ? shopifyWebhookRoute({
        secret: webhookSecret,
        deliveries: createWebhookDeliveries(database.db),
        inventory: createInventoryProducts({ db: database.db, admin: shopifyAdmin }),
        onCatalogueChange: (topic, products) => notifyProductsChanged(database.db, `shopify:${topic}`, products),
      })
    : undefined;

  const contact = createContactService({
    db: database.db,
    shopName: config.shop.name,
    supportEmail: config.shop.supportEmail,
    onQueued: () => mailSender?.wake(),
  });

  // Issue 23: withdrawal function and product safety information.
  const legal = await createLegalServices({
    config,
    db: database.db,
    storefront,
    shopifyAdmin,
    onMailQueued: () => mailSender?.wake(),
  });

  // Issue 40: favourites shared by a link, swept as the privacy section says.
  const sharedLists = createSharedListService({ db: database.db });
  closers.push(startSharedListSweep(sharedLists, log));

  const services: AppServices = {
    publicConfig: publicConfig(config),
    catalogue,
    storefront,
    productDetails,
    cart: createCartService(storefront),
    contact,
    ...legal,
    alerts: demand.alerts,
    demand: demand.demand,
    sharedLists,
  };
  if (config.storefront.mode === "local") {
    services.localCheckout = createLocalCheckout({
      db: database.db,
      shopName: config.shop.name,
      siteUrl: config.siteUrl,
      // A sale changes stock: every instance refreshes its catalogue and the open pages show it. This instance's next
      // page shows it without waiting for the event to come back.
      onStockChanged: (productIds) => {
        productDetails.changed(productIds);
        return notifyProductsChanged(database.db, "stock", productIds);
      },
      onOrderPlaced: (order) => demand.alerts.orderPlaced(order.email, order.productIds).then(() => {}),
      testPayments: config.localTestPayments.accepted,
    });
    log(testPaymentsLine(config));
    const stopSweep = startCartSweep({
      db: database.db,
      retentionMs: config.cartRetentionDays * 24 * 60 * 60_000,
      log,
    });
    closers.push(stopSweep);
  }
  const assistant = createRetrievalAssistant({
    catalogue,
    faq: faqSections({ supportEmail: config.shop.supportEmail }),
    shopName: config.shop.name,
    supportEmail: config.shop.supportEmail,
    writtenByModel: config.llm !== undefined,
  });
  const chat = createChatService({
    db: database.db,
    assistant,
    writer: config.llm ? createLlmWriter(config.llm) : undefined,
    shopName: config.shop.name,
  });
  // Issue 41: shopping agents, over the same catalogue index, product reads, cart checks and FAQ retrieval.
  const agents = createAgentServices({ config, db: database.db, services, assistant });
  closers.push(startAgentCartSweep(agents.tools.carts, log));
  const { ssr, devMiddleware, clientBuildDir, closeDev } = await loadSsr(config, services);
  let draining = false;
  if (closeDev) closers.push(closeDev);
  const app = createApp({
    env: config.env,
    siteUrl: config.siteUrl,
    ssr,
    devMiddleware,
    clientBuildDir,
    localCommerce,
    trustProxy: config.trustProxy,
    eventStream: eventStreamRoute(eventStreams),
    shopifyWebhook,
    chat,
    alerts: demand.alerts,
    agents,
    health: healthRoute({
      isDraining: () => draining,
      checkDatabase: () => database.db.execute(sql`select 1`),
      openStreams: () => eventStreams.size(),
    }),
    isDraining: () => draining,
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.port, config.host, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  return {
    url: `http://localhost:${port}`,
    /**
     * Graceful shutdown (SIGTERM): the health check turns 503 for the drain period (`drain: false` skips it), then
     * the listener closes, so the proxy sends new visitors to another instance; requests in flight (an order, a
     * message) finish within the grace period; event streams close at once and the browsers reconnect through the
     * proxy. Then the services and the database close.
     */
    async close({ drain = true } = {}) {
      draining = true;
      // Answers now close their connections; the proxy's next health check takes the instance out of its rotation.
      if (drain && config.shutdownDrainMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      }
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      eventStreams.close();
      server.closeIdleConnections();
      const cut = setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs);
      cut.unref();
      await stopped;
      clearTimeout(cut);
      for (const close of closers.reverse()) await close();
    },
  };
}

async function loadSsr(config: Config, services: AppServices) {
  if (config.env === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, root: projectRoot });
    const ssr: RequestHandler = async (req, res, next) => {
      try {
        const module = (await devServer.ssrLoadModule("./server/http/ssr-app.ts")) as SsrModule;
        await module.createSsrHandler(services, "development")(req, res, next);
      } catch (error) {
        next(error);
      }
    };
    return {
      ssr,
      devMiddleware: devServer.middlewares as RequestHandler,
      clientBuildDir: undefined,
      closeDev: () => devServer.close(),
    };
  }
  const buildFile = path.join(projectRoot, "build/server/index.js");
  const module = (await import(buildFile)) as SsrModule & Partial<ServerBuild>;
  return {
    ssr: module.createSsrHandler(services, config.env),
    devMiddleware: undefined,
    clientBuildDir: path.join(projectRoot, "build/client"),
    closeDev: undefined,
  };
}

const FIRST_SYNC_RETRY_MS = 5_000;
const MAX_SYNC_RETRY_MS = 5 * 60_000;

/**
 * The first catalogue sync. When the store cannot be read (Shopify down, a network failure), the shop still starts —
 * its pages answer, empty or with the French error page — and the sync is retried with backoff until it succeeds.
 * Returns the function that stops the retries.
 */
async function syncCatalogueAtStart(
  catalogue: { refresh(): Promise<{ count: number; durationMs: number }> },
  log: (line: string) => void,
): Promise<() => void> {
  let timer: NodeJS.Timeout | undefined;
  let delayMs = FIRST_SYNC_RETRY_MS;
  const attempt = async (nextDelayMs: number): Promise<boolean> => {
    try {
      const synced = await catalogue.refresh();
      log(`Index du catalogue : ${synced.count} produits en ${synced.durationMs} ms.`);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(
        `[catalogue] lecture du catalogue impossible (${reason}) : nouvel essai dans ${nextDelayMs / 1000} s.`,
      );
      return false;
    }
  };
  const retryLater = () => {
    timer = setTimeout(async () => {
      const next = Math.min(delayMs * 2, MAX_SYNC_RETRY_MS);
      if (await attempt(next)) return;
      delayMs = next;
      retryLater();
    }, delayMs);
    timer.unref();
  };
  if (!(await attempt(delayMs))) retryLater();
  return () => clearTimeout(timer);
}
