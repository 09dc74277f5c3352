import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider } from "react-router";
import { requestInfoContext, servicesContext } from "../../app/context.ts";
import type { AppServices } from "../services.ts";
import { actionOriginsFor } from "./action-origins.ts";
import { clientKey } from "./client-key.ts";

/**
 * The React Router request handler, bundled by Vite together with the route modules so the context keys it sets are
 * the very ones the loaders read.
 */
export function createSsrHandler(services: AppServices, mode: string) {
  return createRequestHandler({
    // React Router refuses an action whose Origin differs from the URL it rebuilt from Host and X-Forwarded-*: a TLS
    // front that rewrites Host would stop every payment and contact form. The public origin (SITE_URL) is the shop's own.
    build: { ...build, allowedActionOrigins: actionOriginsFor(services.publicConfig.siteUrl) },
    mode,
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestInfoContext, {
        nonce: res.locals.cspNonce,
        requestId: res.locals.requestId,
        clientIp: req.ip ?? "unknown",
        clientKey: clientKey(req),
        markdownUrl: res.locals.markdownUrl === true,
      });
      return context;
    },
  });
}
