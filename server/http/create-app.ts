import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import {
  ALERT_CONFIRM_PATH,
  ALERT_FORM_PATH,
  ALERT_ONE_CLICK_PATH,
  ALERT_UNSUBSCRIBE_PATH,
} from "../../core/demand/alert-paths.ts";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import { plainErrorPage } from "../../core/http/plain-error-page.server.ts";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import type { AgentServices } from "../agents/agent-services.ts";
import { mcpRoute, refuseAgentCall } from "../agents/mcp-route.ts";
import { UCP_PROFILE_CACHE_CONTROL } from "../agents/ucp-profile.ts";
import { UCP_MCP_PATH, UCP_PROFILE_PATH } from "../agents/ucp-version.ts";
import { chatHandlers } from "../chat/chat-routes.ts";
import type { ChatService } from "../chat/chat-service.ts";
import type { AlertService } from "../demand/alert-service.ts";
import { alertOneClickRoute } from "./alert-one-click-route.ts";
import { canonicalPath } from "./canonical-path.ts";
import { sendFetchResponse, toFetchRequest } from "./fetch-adapter.ts";
import { markdownUrls } from "./markdown-urls.ts";
import { precompressedAssets } from "./precompressed-assets.ts";
import { publicFiles } from "./public-files.ts";
import {
  createInstanceLimit,
  createRateLimit,
  limitSubmissions,
  refuseInFrench,
  submissionBudget,
} from "./rate-limit.ts";
import { RATE_LIMITS } from "./rate-limits.ts";
import { assignRequestIdentity, securityHeaders } from "./security-headers.ts";
import { storefrontHttpRoute } from "./storefront-route.ts";
import { submissionGate } from "./submission-gate.ts";
import { rejectInvalidHost } from "./valid-host.ts";
import { rejectIllFormedQuery } from "./well-formed-query.ts";

export type FetchHandler = (request: Request) => Promise<Response>;

export type AppOptions = {
  env: "development" | "production" | "test";
  /** SITE_URL: the public origin whose pages may post to the shop (submission-gate.ts), besides the request's own. */
  siteUrl?: string;
  /** The folder of the browser build (build/client); absent in development, where Vite serves it. */
  clientBuildDir?: string;
  /** Express middleware of Vite's dev server, in development only. */
  devMiddleware?: RequestHandler;
  /**
   * Local mode only: the Storefront-compatible GraphQL endpoint and the cover images. `storefrontOverHttp` false
   * keeps the endpoint in process (production with the published token; storefront-route.ts).
   */
  localCommerce?: { storefront: FetchHandler; covers: FetchHandler; storefrontOverHttp?: boolean };
  ssr: RequestHandler;
  /** Express's 'trust proxy' (TRUST_PROXY): without it a forged X-Forwarded-For cannot change `req.ip`. */
  trustProxy?: boolean | number | string;
  /** `GET /api/events`: the Server-Sent Events stream of products-changed events. */
  eventStream?: RequestHandler;
  /** `POST /webhooks/shopify`, when a webhook secret is configured. */
  shopifyWebhook?: RequestHandler[];
  /** The chat assistant behind `POST /api/chat`. */
  chat?: ChatService;
  /** Back-in-stock alerts: the one-click unsubscribe of their e-mails (RFC 8058). */
  alerts?: Pick<AlertService, "unsubscribe" | "checkUnsubscribe">;
  /** Shopping agents (issue 41): the UCP profile at `/.well-known/ucp` and its MCP endpoint. */
  agents?: AgentServices;
  /** `GET /healthz` for the reverse proxy (see health-route.ts). */
  health?: RequestHandler;
  /** True once a shutdown began: answers close their connection so the proxy opens the next on another instance. */
  isDraining?: () => boolean;
};

/**
 * Brotli quality for what is compressed per request (pages, JSON); hashed assets are served precompressed at 11.
 * Quality 3 takes 25 to 50 % less time than the middleware's default 4 on a page, for 3 to 5 % more bytes
 * (bench/RESULTS.md, 27 November): the server's CPU is what limits pages per second.
 */
const DYNAMIC_BROTLI_QUALITY = 3;

/**
 * Brotli window for what is compressed per request: 2^18 bytes (256 KB) holds the largest page whole (≈ 180 KB), so
 * pages come out as small as with the default 4 MB window. The default's buffers, counted by V8 as external memory,
 * made it collect the old generation every ~150 ms under load, a fifth of the main thread (decision 024).
 */
const DYNAMIC_BROTLI_WINDOW_BITS = 18;

const DYNAMIC_BROTLI_PARAMS = {
  [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
  [zlibConstants.BROTLI_PARAM_LGWIN]: DYNAMIC_BROTLI_WINDOW_BITS,
};

export function createApp(options: AppOptions) {
  const app = express();
  // One budget of carts per client: the checkouts of the shop's cart and the carts shopping agents make.
  const cartBudget = submissionBudget(RATE_LIMITS.cartCheckout, {
    refuse: (req, res, windowMs) =>
      req.path === UCP_MCP_PATH ? refuseAgentCall(res, windowMs) : refuseInFrench(req, res),
  });
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy ?? false);
  app.use(assignRequestIdentity);
  app.use(rejectInvalidHost);
  const isDraining = options.isDraining;
  if (isDraining) {
    app.use((_req, res, next) => {
      if (isDraining()) res.setHeader("Connection", "close");
      next();
    });
  }
  // Not rate-limited: the proxy polls it, and it costs one database round trip a second at most.
  if (options.health) app.get("/healthz", options.health);
  app.use(canonicalPath);
  app.use(securityHeaders({ production: options.env === "production", development: options.env === "development" }));
  // Before every rate limiter: a refused method, origin or content type costs the visitors behind that address nothing.
  app.use(submissionGate({ siteUrl: options.siteUrl }));
  const mcp = options.agents
    ? mcpRoute(options.agents.tools, { calls: RATE_LIMITS.agentCalls, carts: cartBudget })
    : null;
  // Agents' budget of calls before the rest of a page's pipeline (mcp-route.ts).
  if (mcp) app.post(UCP_MCP_PATH, mcp.limit);
  app.use(rejectIllFormedQuery);
  // Before compression, which would hold the events back in its buffer.
  if (options.eventStream) app.get("/api/events", options.eventStream);
  app.use(compression({ brotli: { params: DYNAMIC_BROTLI_PARAMS } }));
  if (options.shopifyWebhook) app.post("/webhooks/shopify", ...options.shopifyWebhook);

  if (options.localCommerce) {
    const { storefront, covers, storefrontOverHttp = true } = options.localCommerce;
    app.all("/api/:version/graphql.json", ...storefrontHttpRoute(storefront, { served: storefrontOverHttp }));
    app.get("/api/covers/:handle/:file", async (req, res) => sendFetchResponse(res, await covers(toFetchRequest(req))));
    // Each submission of the hosted checkout runs a payment and a transaction: a few a minute is plenty for a buyer.
    limitSubmissions(app, "/commande/:cartId", RATE_LIMITS.checkoutSubmit);
  }

  if (options.chat) app.post("/api/chat", createRateLimit(RATE_LIMITS.chat), ...chatHandlers(options.chat));
  if (options.agents) {
    const profile = JSON.stringify(options.agents.profile);
    app.get(UCP_PROFILE_PATH, (_req, res) => {
      res.set("Cache-Control", UCP_PROFILE_CACHE_CONTROL).type("application/json").send(profile);
    });
  }
  if (mcp) {
    app.post(UCP_MCP_PATH, ...mcp.post);
    app.all(UCP_MCP_PATH, mcp.other);
  }
  if (options.alerts) {
    app.post(ALERT_ONE_CLICK_PATH, ...alertOneClickRoute(options.alerts, createRateLimit(RATE_LIMITS.alertLink)));
  }

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientBuildDir) {
    // Hashed file names change with their content: a year of caching is safe.
    app.use("/assets", precompressedAssets(path.join(options.clientBuildDir, "assets")));
    app.use(publicFiles(options.clientBuildDir, { except: "assets" }));
  }

  // Before the SSR handler, which serves these resource routes and forms.
  limitSubmissions(app, "/api/cart/promo", RATE_LIMITS.cartPromo);
  limitSubmissions(app, "/api/cart/checkout", cartBudget);
  limitSubmissions(app, "/contact", RATE_LIMITS.contact);
  limitSubmissions(app, "/retractation", RATE_LIMITS.withdrawal);
  limitSubmissions(app, ALERT_FORM_PATH, [
    ...submissionBudget(RATE_LIMITS.alertRequest),
    createInstanceLimit(RATE_LIMITS.alertRequestInstance),
  ]);
  limitSubmissions(app, ALERT_CONFIRM_PATH, RATE_LIMITS.alertLink);
  limitSubmissions(app, ALERT_UNSUBSCRIBE_PATH, RATE_LIMITS.alertLink);
  limitSubmissions(app, "/api/listes", RATE_LIMITS.sharedListCreate);
  limitSubmissions(app, "/api/listes/:id", RATE_LIMITS.sharedListEdit);
  // `/faq.md` is `/faq` in Markdown (issue 50).
  app.use(markdownUrls);
  app.all("/{*splat}", options.ssr);
  app.use(handleErrors);
  return app;
}

/**
 * Errors raised before React Router (a body too large or malformed, an undecodable path, a failing Express route): a
 * French message, as the shop's plain error page to a browser asking for a page, as JSON to any other caller.
 */
const handleErrors: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const status = httpStatusOf(error);
  const answer = (code: number, title: string, message: string) => {
    res.status(code);
    if (req.accepts(["json", "html"]) === "html") res.type("html").send(plainErrorPage(title, message));
    else res.json({ errors: [{ message }] });
  };
  if (status === 413) {
    answer(413, "Requête invalide", GENERIC_MESSAGES.bodyTooLarge);
    return;
  }
  if (status !== undefined && status >= 400 && status < 500) {
    answer(status, "Requête invalide", GENERIC_MESSAGES.badRequest);
    return;
  }
  console.error(`[http] ${req.method} ${req.path} (requête ${res.locals.requestId}) : ${errorSummary(error)}`);
  if (res.headersSent) {
    res.end();
    return;
  }
  answer(500, "Oups !", GENERIC_MESSAGES.unexpected);
};

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === "number" ? status : undefined;
}
