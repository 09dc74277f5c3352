import { request } from "node:http";
import autocannon from "autocannon";

/** What Chromium sends: pages come back in zstd (decision 027), hashed assets in Brotli. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/**
 * A desktop Chromium's `User-Agent`: the shop counts what people search (issue 39) and renders crawlers' pages whole,
 * so a benchmark that sent none would measure neither as a visitor's page.
 */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/** What Safari sends (no zstd): pages come back in Brotli from the compression middleware. */
export const SAFARI_ACCEPT_ENCODING = "gzip, deflate, br";

export type LoadResult = {
  path: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

/** Loads one URL with autocannon and reads p50/p95/p99 from every response time (autocannon itself has no p95). */
export async function measure(
  baseUrl: string,
  path: string,
  options: {
    connections?: number;
    durationSeconds?: number;
    /** `Accept-Encoding` sent with every request: a browser's by default, null for none (uncompressed pages). */
    acceptEncoding?: string | null;
    /** Each request's path, asked afresh for every request (a different page each time); `path` is then its label. */
    nextPath?: () => string;
  } = {},
): Promise<LoadResult> {
  const times: number[] = [];
  const acceptEncoding = options.acceptEncoding === undefined ? BROWSER_ACCEPT_ENCODING : options.acceptEncoding;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseUrl}${path}`,
        connections: options.connections ?? 10,
        duration: options.durationSeconds ?? 10,
        headers: {
          "user-agent": BROWSER_USER_AGENT,
          ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
        },
        ...(options.nextPath
          ? { requests: [{ setupRequest: (request) => ({ ...request, path: options.nextPath?.() ?? path }) }] }
          : {}),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  const at = (q: number) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN);
  return {
    path,
    requestsPerSecond: round(result.requests.average),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: result.errors + result.non2xx,
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export function printTable(title: string, rows: LoadResult[]): void {
  console.log(`\n${title}`);
  console.log("| page | req/s | p50 (ms) | p95 (ms) | p99 (ms) | erreurs |");
  console.log("|---|---|---|---|---|---|");
  for (const r of rows)
    console.log(`| ${r.path} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`);
}

export type PageWeight = { path: string; rawBytes: number; wireBytes: number; encoding: string };

/** A page's HTML as sent uncompressed, and the bytes a browser receives for it (what `Accept-Encoding` gets back). */
export async function pageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const raw = await bytesOf(baseUrl, path, null);
  const wire = await bytesOf(baseUrl, path, BROWSER_ACCEPT_ENCODING);
  return { path, rawBytes: raw.bytes, wireBytes: wire.bytes, encoding: wire.encoding };
}

function bytesOf(baseUrl: string, path: string, acceptEncoding: string | null) {
  return new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
    const sent = request(url, { headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.byteLength;
      });
      response.on("end", () => resolve({ bytes, encoding: response.headers["content-encoding"] ?? "aucun" }));
      response.on("error", reject);
    });
    sent.on("error", reject);
    sent.end();
  });
}
