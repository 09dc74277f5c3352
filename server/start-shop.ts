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
import { createDailySeed } from "./catalogue/daily-seed.ts";
import { createProductDetails, PRODUCT_DETAILS_KEPT } from "./catalogue/product-details.ts";
import { createChatService } from "./chat/chat-service.ts";
import { createLlmWriter } from "./chat/llm-writer.ts";
import { createRetrievalAssistant } from "./chat/retrieval-assistant.ts";
import { type Config, publicConfig } from "./config.ts";
import { createContactService } from "./contact/contact-service.ts";
import { openDatabase } from "./db/connection.ts";
import { startDemand } from "./demand/start-demand.ts";
import { createCatalogueFreshness } from "./events/catalogue-freshness.ts";
import { createEventStreamHub } from "./events/event-stream-hub.ts";
import { listenToProductsChanged, notifyProductsChanged } from "./events/products-changed.ts";
import { createApp } from "./http/create-app.ts";
import { eventStreamRoute } from "./http/event-stream-route.ts";
import { healthRoute } from "./http/health-route.ts";
import { createLegalServices } from "./legal-services.ts";
import { createOutboxSender, createSmtpTransport } from "./mail/outbox.ts";
import type { AppServices } from "./services.ts";
import { createSharedListService, startSharedListSweep } from "./shared-lists/shared-list-service.ts";
import { startLocalShop } from "./start-local-shop.ts";
import { startShopifyShop } from "./start-shopify-shop.ts";
import { watchApiVersion } from "./storefront/api-version.ts";
import { createShopPaths } from "./storefront/shop-paths.ts";
import { createStorefrontClient } from "./storefront/storefront-client.ts";
import { createStorefrontTransport } from "./storefront/transport.ts";
import { createInventoryProducts } from "./webhooks/inventory-products.ts";
import { shopifyWebhookRoute } from "./webhooks/shopify-webhook.ts";
import { createWebhookDeliveries } from "./webhooks/webhook-deliveries.ts";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type RunningShop = { url: string; close(options?: { drain?: boolean }): Promise<void> };

type SsrModule = { createSsrHandler(services: AppServices, mode: string): RequestHandler };

/**
 * The composition root: configuration → database → services → HTTP (docs/conventions.md §4). The mode's own wiring is
 * in start-local-shop.ts and start-shopify-shop.ts; everything here runs the same way in both.
 */
export async function startShop(config: Config, log: (line: string) => void = console.log): Promise<RunningShop> {
  // React and Express pick their production code paths from the process environment, not from our config.
  process.env.NODE_ENV = config.env;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const closers: Array<() => Promise<void>> = [() => database.close()];

  const mode =
    config.storefront.mode === "local"
      ? await startLocalShop(config, database.db, log)
      : startShopifyShop(config, config.storefront);

  const storefront = createStorefrontClient(
    createStorefrontTransport({
      endpoint: mode.storefrontEndpoint,
      token: config.storefront.token,
      fetch: watchApiVersion(mode.storefrontFetch, config.storefront.apiVersion, (line) => console.warn(line)),
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
  const productDetails = createProductDetails(storefront, mode.keepsProductDetails ? PRODUCT_DETAILS_KEPT : 0);
  const stopListening = await listenToProductsChanged(database, (change) => {
    productDetails.changed(change.products);
    mode.productsChanged(change);
    void freshness.changed(change);
  });
  closers.push(async () => {
    eventStreams.close();
    await stopListening();
    await freshness.idle();
  });

  const webhookSecret = config.shopifyWebhookSecret;
  const shopifyWebhook = webhookSecret
    ? shopifyWebhookRoute({
        secret: webhookSecret,
        deliveries: createWebhookDeliveries(database.db),
        inventory: createInventoryProducts({ db: database.db, admin: mode.shopifyAdmin }),
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
    shopifyAdmin: mode.shopifyAdmin,
    onMailQueued: () => mailSender?.wake(),
  });

  // Issue 40: favourites shared by a link, swept as the privacy section says.
  const sharedLists = createSharedListService({ db: database.db, catalogue, log });
  closers.push(startSharedListSweep(sharedLists, log));

  const modeParts = mode.start({ db: database.db, storefront, productDetails, freshness, alerts: demand.alerts });
  closers.push(modeParts.close);
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
    ...modeParts.services,
  };
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
    localCommerce: mode.localCommerce,
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
