import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { E2E_STOREFRONT_TOKEN } from "./storefront-token.ts";

/** A production server of the shop started as its own process, as on a real host (for multi-instance tests). */
export type ShopProcess = {
  url: string;
  process: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

/** As `npm start` and deploy/systemd start an instance (memory allocator included): benchmarks measure what a host sees. */
const LAUNCHER = fileURLToPath(new URL("../../deploy/start-instance.sh", import.meta.url));

/** `port`: to start an instance again where the proxy expects it; `cwd`: another checkout's build (benchmarks). */
export async function startShopProcess(
  env: Record<string, string>,
  options: { port?: number; cwd?: string } = {},
): Promise<ShopProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  // `sh` execs node: the child's pid is the server's, whose memory the benchmarks read.
  const child = spawn("sh", [LAUNCHER, process.execPath], {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: url,
      LOCAL_TEST_PAYMENTS: "true",
      LOCAL_STOREFRONT_TOKEN: E2E_STOREFRONT_TOKEN,
      // No proxy to wait for unless a test brings one: production's 5 s drain would only slow every stop.
      SHUTDOWN_DRAIN_SECONDS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = collectOutput(child);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`le serveur n'a pas démarré :\n${output()}`)), 120_000);
    child.stdout?.on("data", () => {
      if (output().includes("est prête sur")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`le serveur s'est arrêté (code ${code}) :\n${output()}`));
    });
  });
  return {
    url,
    process: child,
    output,
    stop: () => stopChild(child),
  };
}

/** Everything a child process prints (stdout and stderr), as it comes. */
export function collectOutput(child: ChildProcess): () => string {
  let output = "";
  const append = (chunk: unknown) => {
    output += String(chunk);
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  return () => output;
}

/** SIGTERM, then wait for the exit; nothing to do for a process already gone (killed by a test). */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
