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

/**
 * `port`: to start an instance again where the proxy expects it; `cwd`: another checkout's build (benchmarks);
 * `startMs`: longer than the default for a shop that first creates a large demo catalogue.
 */
export async function startShopProcess(
  env: Record<string, string>,
  options: { port?: number; cwd?: string; startMs?: number } = {},
): Promise<ShopProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  // `sh` execs node: the child's pid is the server's, whose memory the benchmarks read.
  return launchShop("sh", [LAUNCHER, process.execPath], {
    url,
    cwd: options.cwd,
    startMs: options.startMs,
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
  });
}

/**
 * A shop started by `command` with `env` as its whole environment, ready once it prints its ready line (within
 * `startMs`). With `group`, the command runs in a process group of its own (`npm start` runs a shell that runs node)
 * and `stop` sends the whole group SIGINT, as Ctrl-C at a terminal does, then waits until none of it is left.
 */
export async function launchShop(
  command: string,
  args: string[],
  options: { url: string; env: NodeJS.ProcessEnv; cwd?: string; group?: boolean; startMs?: number },
): Promise<ShopProcess> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: options.group === true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = collectOutput(child);
  const startMs = options.startMs ?? 120_000;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`le serveur n'a pas démarré :\n${output()}`)), startMs);
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
  } catch (error) {
    if (options.group) await stopGroup(child);
    else await stopChild(child);
    throw error;
  }
  return {
    url: options.url,
    process: child,
    output,
    stop: () => (options.group ? stopGroup(child) : stopChild(child)),
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

/**
 * SIGINT to the child's process group, then wait until nothing of it is left: SIGKILL after 30 s, and give up 5 s
 * later (a process left as a zombie under a container's init is still counted by `kill(-group, 0)`).
 */
async function stopGroup(child: ChildProcess): Promise<void> {
  const group = child.pid;
  if (group === undefined) return;
  const send = (signal: NodeJS.Signals | 0): boolean => {
    try {
      process.kill(-group, signal);
      return true;
    } catch {
      return false; // ESRCH: nothing of the group is left.
    }
  };
  send("SIGINT");
  const started = Date.now();
  while (send(0) && Date.now() - started < 35_000) {
    if (Date.now() - started > 30_000) send("SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM, then wait for the exit; nothing to do for a process already gone (killed by a test). */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
