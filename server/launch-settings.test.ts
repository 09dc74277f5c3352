import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
const launcher = fileURLToPath(new URL("../deploy/start-instance.sh", import.meta.url));

// Installed by .ci/run, as the README asks of a production host.
const machineJemalloc = "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2";

/** A stand-in for node: reports how the launcher started it, and whether jemalloc is mapped in its own process. */
const FAKE_NODE = [
  "#!/bin/sh",
  'echo "mapped=$(grep -c libjemalloc /proc/$$/maps)"',
  'echo "preload=$LD_PRELOAD"',
  'echo "conf=$MALLOC_CONF"',
  'echo "arenas=$MALLOC_ARENA_MAX"',
  'echo "args=$*"',
  'echo "cwd=$(pwd)"',
  "",
].join("\n");
let folder = "";
let fakeNode = "";
beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), "bouquinerie-launch-"));
  fakeNode = path.join(folder, "node");
  writeFileSync(fakeNode, FAKE_NODE);
  chmodSync(fakeNode, 0o755);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function launch(env: Record<string, string> = {}): Record<string, string> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(LD_PRELOAD|MALLOC_|JEMALLOC)/.test(name)),
  );
  const output = execFileSync("sh", [launcher, fakeNode], {
    cwd: folder,
    env: { ...inherited, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  }).toString();
  return Object.fromEntries(
    output
      .trim()
      .split("\n")
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  );
}

// The allocator is chosen before any JavaScript runs: only the launcher can choose it (docs/decisions/025, 026).
describe("how the shop is launched", () => {
  it("npm start and the systemd unit both go through deploy/start-instance.sh", () => {
    const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
    expect(scripts.start).toBe("sh deploy/start-instance.sh");
    expect(read("deploy/systemd/bouquinerie@.service")).toMatch(
      /^ExecStart=\/bin\/sh deploy\/start-instance\.sh \/opt\/node-24\/bin\/node$/m,
    );
  });

  it("runs server/main.ts from the current folder with the node it is given", () => {
    const started = launch({ JEMALLOC: "" });
    expect(started.args).toBe("server/main.ts");
    expect(started.cwd).toBe(folder);
  });

  it.skipIf(!existsSync(machineJemalloc))("finds the machine's jemalloc, which purges freed pages at rest", () => {
    const started = launch();
    expect(started.preload).toBe(machineJemalloc);
    expect(started.conf).toBe("background_thread:true");
    expect(Number(started.mapped)).toBeGreaterThan(0);
  });

  it("JEMALLOC= (empty) keeps glibc's malloc, with two arenas", () => {
    const started = launch({ JEMALLOC: "" });
    expect(started.preload).toBe("");
    expect(started.mapped).toBe("0");
    expect(started.arenas).toBe("2");
  });

  it("keeps what the owner set: another jemalloc configuration, other arenas, another preloaded library", () => {
    const started = launch({
      JEMALLOC: machineJemalloc,
      MALLOC_CONF: "background_thread:true,dirty_decay_ms:5000",
      MALLOC_ARENA_MAX: "4",
      LD_PRELOAD: "libfoo.so",
    });
    expect(started.conf).toBe("background_thread:true,dirty_decay_ms:5000");
    expect(started.arenas).toBe("4");
    expect(started.preload).toBe(`${machineJemalloc} libfoo.so`);
  });
});
