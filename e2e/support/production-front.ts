import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import path from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";
import { checkoutForm, isOrderConfirmed } from "./local-commerce.ts";
import { collectOutput, freePort, stopChild } from "./shop-process.ts";

/** The shipped proxy configurations (deploy/), which the production tests run as they are. */
const CADDY_SNIPPET = path.resolve(import.meta.dirname, "../../deploy/caddy/bouquinerie.caddy");
const CADDY = process.env.CADDY_PATH ?? "/usr/bin/caddy";
const NGINX_LOCATIONS = path.resolve(import.meta.dirname, "../../deploy/nginx/bouquinerie-locations.conf");
const NGINX_ZONES = path.resolve(import.meta.dirname, "../../deploy/nginx/bouquinerie-zones.conf");
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/**
 * Playwright options for Chromium reaching the test host names on this machine over HTTPS with the test certificate
 * (the shop's own Node processes resolve them through /etc/hosts, see .ci/run).
 */
export function browserForTestHosts(hosts: string[]) {
  const rules = `--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1`).join(",")}`;
  return {
    ignoreHTTPSErrors: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, rules] },
  };
}

export type TestCertificate = { certPath: string; keyPath: string; pem: string };

/** A self-signed certificate for the test host names, made with openssl as an operator would. */
export function testCertificate(dir: string, hosts: string[]): TestCertificate {
  const certPath = path.join(dir, "cert.pem");
  const keyPath = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      `/CN=${hosts[0]}`,
      "-addext",
      `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(",")}`,
      "-keyout",
      keyPath,
      "-out",
      certPath,
    ],
    { stdio: "ignore" },
  );
  return { certPath, keyPath, pem: readFileSync(certPath, "utf8") };
}

export type ProxyFront = { origin: string; port: number; output(): string; stop(): Promise<void> };

/** Where a test front listens and what it serves: the shop's build/client folder and its instances. */
export type FrontOptions = {
  dir: string;
  host: string;
  certificate: TestCertificate;
  shopRoot: string;
  upstreams: string[];
  /** Chosen beforehand when the shops must know their public address (SITE_URL) before the proxy starts. */
  port?: number;
};

/** Caddy on a free port for `host`, with the test certificate and the shipped snippet in front of `upstreams`. */
export async function startCaddyFront(options: FrontOptions): Promise<ProxyFront> {
  const port = options.port ?? (await freePort());
  const config = path.join(options.dir, `Caddyfile-${options.host}`);
  writeFileSync(
    config,
    [
      "{",
      "\tadmin off",
      "\tauto_https off",
      `\tstorage file_system ${path.join(options.dir, "caddy-data")}`,
      "}",
      `https://${options.host}:${port} {`,
      `\ttls ${options.certificate.certPath} ${options.certificate.keyPath}`,
      `\timport ${CADDY_SNIPPET}`,
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn(CADDY, ["run", "--config", config, "--adapter", "caddyfile"], {
    env: {
      ...process.env,
      HOME: options.dir,
      XDG_DATA_HOME: options.dir,
      XDG_CONFIG_HOME: options.dir,
      SHOP_ROOT: options.shopRoot,
      SHOP_UPSTREAMS: options.upstreams.join(" "),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = collectOutput(child);
  const origin = `https://${options.host}:${port}`;
  await waitForFront("Caddy", child, origin, options.certificate, output);
  return {
    origin,
    port,
    output,
    stop: () => stopChild(child),
  };
}

/** nginx on a free port for `host`, with the test certificate and the shipped locations in front of `upstreams`. */
export async function startNginxFront(options: FrontOptions): Promise<ProxyFront> {
  const port = options.port ?? (await freePort());
  const home = path.join(options.dir, `nginx-${options.host}`);
  mkdirSync(home, { recursive: true });
  const config = path.join(home, "nginx.conf");
  writeFileSync(
    config,
    [
      // Run by root (CI), nginx would hand its workers to `nobody`, who cannot enter the test's private folders.
      "user root;",
      "daemon off;",
      "worker_processes 1;",
      `pid ${path.join(home, "nginx.pid")};`,
      `error_log ${path.join(home, "error.log")} warn;`,
      "events { worker_connections 512; }",
      "http {",
      "\tinclude /etc/nginx/mime.types;",
      "\tdefault_type application/octet-stream;",
      // As Debian's /etc/nginx/nginx.conf has them: the shop's pages and streams must pass its gzip filter untouched.
      "\tsendfile on;",
      "\tgzip on;",
      "\taccess_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (kind) => `\t${kind}_temp_path ${path.join(home, `${kind}-temp`)};`,
      ),
      `\tinclude ${NGINX_ZONES};`,
      `\tupstream bouquinerie { ${options.upstreams.map((upstream) => `server ${upstream};`).join(" ")} }`,
      "\tserver {",
      `\t\tlisten 127.0.0.1:${port} ssl http2;`,
      `\t\tserver_name ${options.host};`,
      `\t\tssl_certificate ${options.certificate.certPath};`,
      `\t\tssl_certificate_key ${options.certificate.keyPath};`,
      `\t\troot ${options.shopRoot};`,
      `\t\tinclude ${NGINX_LOCATIONS};`,
      "\t}",
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn(NGINX, ["-c", config, "-e", path.join(home, "error.log")], { stdio: ["ignore", "pipe", "pipe"] });
  const output = collectOutput(child);
  const origin = `https://${options.host}:${port}`;
  await waitForFront("nginx", child, origin, options.certificate, () => {
    const log = path.join(home, "error.log");
    return `${output()}${existsSync(log) ? readFileSync(log, "utf8") : ""}`;
  });
  return {
    origin,
    port,
    output,
    // nginx's graceful stop is SIGQUIT; SIGTERM is its fast one, which is all a test needs.
    stop: () => stopChild(child),
  };
}

/** Until the front answers the shop's health check over HTTPS (20 s at most). */
async function waitForFront(
  name: string,
  child: ChildProcess,
  origin: string,
  certificate: TestCertificate,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} s'est arrêté :\n${output()}`);
    try {
      const answer = await httpsSend(origin, "/healthz", certificate.pem);
      if (answer.status === 200) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${name} ne répond pas sur ${origin} :\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export type HttpsAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * An HTTPS request to a test front by its host name, connected to 127.0.0.1 with that name for TLS (SNI) and Host,
 * trusting only the test certificate: no name resolution and no trust store of the machine involved.
 */
export function httpsSend(
  origin: string,
  pathname: string,
  ca: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpsAnswer> {
  const url = new URL(pathname, origin);
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      {
        host: "127.0.0.1",
        port: url.port,
        servername: url.hostname,
        path: `${url.pathname}${url.search}`,
        method: init.method ?? "GET",
        ca,
        headers: { host: url.host, ...init.headers },
        timeout: 30_000,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("délai dépassé")));
    request.on("error", reject);
    request.end(init.body);
  });
}

/** A checkout of `cartId` submitted through the front as the buyer's browser would: whether the order was placed. */
export async function orderThroughFront(front: ProxyFront, certificate: TestCertificate, cartId: string) {
  try {
    const answer = await httpsSend(front.origin, `/commande/${cartId}`, certificate.pem, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: front.origin },
      body: checkoutForm(),
    });
    return isOrderConfirmed(answer.status, answer.headers.location as string | undefined);
  } catch {
    return false;
  }
}
