import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirBusyError } from "./data-dir-lock.ts";

describe("acquireDataDirLock", () => {
  it("refuses the folder while another live process holds it, with a French explanation", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      writeFileSync(path.join(dir, "pglite.lock"), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrowError(DataDirBusyError);
      expect(() => acquireDataDirLock(dir)).toThrowError(/déjà ouverte par un autre processus/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that died (a crash or SIGKILL)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    const dead = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => dead.once("exit", resolve));
    writeFileSync(path.join(dir, "pglite.lock"), String(dead.pid));
    const release = acquireDataDirLock(dir);
    expect(existsSync(path.join(dir, "pglite.lock"))).toBe(true);
    release();
    expect(existsSync(path.join(dir, "pglite.lock"))).toBe(false);
  });
});
