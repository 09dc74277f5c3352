import { PassThrough, Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { errorSummary } from "../core/http/error-summary.server.ts";
import { requestInfoContext, servicesContext } from "./context.ts";
import { coalescedWrites } from "./lib/http/coalesced-writes.server.ts";
import { pageAddress, RenderedPages, renderKey } from "./lib/http/rendered-pages.server.ts";
import { takesZstd, zstdEachTurn } from "./lib/http/zstd-pages.server.ts";
import { htmlMarkdown } from "./lib/markdown/html-markdown.server.ts";
import { markdownRendition, noRenditionMarkdown, pageMarkdown } from "./lib/markdown/page-markdown.server.ts";
import { wantsMarkdown } from "./lib/markdown/wants-markdown.ts";

export const streamTimeout = 5_000;

/**
 * Some hundred pages of 160 KB; a minute bounds the footer's year (decision 028). None in development, where an edited
 * component changes the page without changing its data.
 */
const renderedPages = import.meta.env.DEV
  ? undefined
  : new RenderedPages({ maxBytes: 16 * 1024 * 1024, maxAgeMs: 60_000 });

/**
 * How long a first view waits for the render of the same page already under way (a page takes 5 to 30 ms): past it,
 * it renders its own, so a visitor reading its page slowly holds back no one else.
 */
const SHARED_RENDER_WAIT_MS = 1_000;

/**
 * An unexpected error of a loader, action or render: logged once, with the path and the request id a visitor can quote;
 * the page itself shows only the shop's French message (ShopErrorBoundary). Expected 4xx answers are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  // The summary only: a failed order insert's message holds the customer's e-mail and address (errorSummary).
  console.error(
    `[ssr] ${request.method} ${new URL(request.url).pathname} ${requestIdOf(context)} : ${errorSummary(error)}`,
  );
};

function requestIdOf(context: unknown): string {
  try {
    return `(requête ${(context as RouterContextProvider).get(requestInfoContext).requestId})`;
  } catch {
    return "(requête sans identifiant)";
  }
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestInfoContext);
  // Pages show stock exact to the second: no shared cache may keep them (the shop's own knows their data: decision 028).
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-cache");
  const markdown = await markdownAnswer(request, responseStatusCode, responseHeaders, routerContext, loadContext);
  if (markdown) return markdown;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const userAgent = request.headers.get("user-agent");
  // Crawlers get the whole page at once, people get the shell as soon as it is ready.
  const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
  const { loaderData, actionData, errors, matches } = routerContext.staticHandlerContext;
  const key =
    renderedPages &&
    renderKey({
      address: pageAddress(loadContext.get(servicesContext).publicConfig.siteUrl, matches),
      readyOption,
      statusCode: responseStatusCode,
      cacheControl: responseHeaders.get("Cache-Control"),
      loaderData,
      actionData,
      errors,
    });
  const kept =
    key === undefined
      ? undefined
      : (renderedPages?.html(key, nonce) ?? (await renderedPages?.afterRendering(key, nonce, SHARED_RENDER_WAIT_MS)));

  function pageResponse(body: Readable, status: number): Response {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    // Encoded here, the page passes the compression middleware untouched ("already encoded").
    const zstd = takesZstd(request.headers.get("accept-encoding"));
    if (zstd) {
      responseHeaders.set("Content-Encoding", "zstd");
      responseHeaders.append("Vary", "Accept-Encoding");
    }
    const sent = zstd ? zstdEachTurn(body) : body;
    return new Response(createReadableStreamFromReadable(sent), { headers: responseHeaders, status });
  }

  if (kept) return pageResponse(Readable.from([kept], { objectMode: false }), responseStatusCode);

  // Settled once this render's page is kept or given up; the first views of the same page meanwhile wait for it.
  let settle = () => {};
  if (key !== undefined) renderedPages?.renderingUntil(key, new Promise<void>((resolve) => (settle = resolve)));

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = coalescedWrites(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          pipe(body);
          resolve(pageResponse(body, status));
          if (key !== undefined) keepWhenWhole(body, () => status === 200, key, nonce, settle);
        },
        onShellError(error: unknown) {
          settle();
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell reject above and reach handleError; later ones are ours to log.
          if (shellRendered) {
            const { requestId } = loadContext.get(requestInfoContext);
            const where = `${request.method} ${new URL(request.url).pathname} (requête ${requestId})`;
            console.error(`[ssr] ${where} : ${errorSummary(error)}`);
          }
        },
      },
    );
  });
}

/**
 * The page in Markdown for an agent that asks for it (issue 41 item 5), written from the loaders' data, or for an
 * information page from its rendered `<main>`: never kept with the pages nor taken from them, so neither rendition is
 * sent for the other. Every answer of a page that has a rendition says it varies with `Accept`, for the caches between.
 * A page's `.md` address reaches here with `Accept: text/markdown` (server/http/markdown-urls.ts).
 */
async function markdownAnswer(
  request: Request,
  status: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response | undefined> {
  const state = routerContext.staticHandlerContext;
  const rendition = markdownRendition(state.matches);
  const isHead = request.method.toUpperCase() === "HEAD";
  if (!rendition) {
    // A `.md` address asks for Markdown by its name (issue 50): a page without a rendition is not there in Markdown.
    if (!loadContext.get(requestInfoContext).markdownUrl) return undefined;
    responseHeaders.set("Content-Type", "text/markdown; charset=utf-8");
    return new Response(isHead ? null : noRenditionMarkdown(), { status: 404, headers: responseHeaders });
  }
  responseHeaders.append("Vary", "Accept");
  if (!wantsMarkdown(request.headers.get("accept"))) return undefined;
  const { siteUrl } = loadContext.get(servicesContext).publicConfig;
  const fromPage = rendition === "page" && status === 200 && !state.errors;
  const markdown = fromPage
    ? isHead
      ? ""
      : htmlMarkdown(await wholePage(routerContext, request, loadContext), pageAddress(siteUrl, state.matches))
    : pageMarkdown(state, status, siteUrl);
  if (markdown === undefined) return undefined;
  responseHeaders.set("Content-Type", "text/markdown; charset=utf-8");
  return new Response(isHead ? null : markdown, { status, headers: responseHeaders });
}

/** The page's whole HTML, every boundary resolved, for an information page's rendition. */
function wholePage(routerContext: EntryContext, request: Request, loadContext: RouterContextProvider): Promise<string> {
  const { nonce } = loadContext.get(requestInfoContext);
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    let failure: unknown;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.once("end", () => {
      clearTimeout(timeoutId);
      if (failure === undefined) resolve(Buffer.concat(chunks).toString("utf8"));
      else reject(failure);
    });
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady: () => pipe(sink),
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          failure ??= error;
        },
      },
    );
  });
}

/**
 * Keeps the page once written to its end without an error; a visitor leaving destroys it before its end. `settled`
 * runs either way, once.
 */
function keepWhenWhole(
  body: Readable,
  succeeded: () => boolean,
  key: string,
  nonce: string,
  settled: () => void,
): void {
  const chunks: Buffer[] = [];
  // Listening after the response's own reader: both receive every chunk.
  body.on("data", (chunk: Buffer) => chunks.push(chunk));
  body.once("end", () => {
    if (succeeded()) renderedPages?.keep(key, Buffer.concat(chunks), nonce);
    settled();
  });
  body.once("close", settled);
  body.once("error", settled);
}
