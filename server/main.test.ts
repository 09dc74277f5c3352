import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** `node server/main.ts` as an operator runs it, from a directory with no .env, with only these variables. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  dir = mkdtempSync(path.join(tmpdir(), "bouquinerie-main-"));
  const child = spawn(process.execPath, [MAIN], { cwd: dir, env: { PATH: process.env.PATH ?? "", ...env } });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += String(chunk);
  });
  child.stderr.on("data", (chunk) => {
    stderr += String(chunk);
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("server/main.ts", () => {
  it("refuses a production start without SITE_URL: exit code 1 and one French line on stderr naming SITE_URL", async () => {
    const { code, stdout, stderr } = await runMain({ NODE_ENV: "production" });
    expect(code).toBe(1);
    const lines = stderr.split("\n").filter((line) => line.trim() !== "");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration invalide — SITE_URL : en production, donnez l'adresse publique/);
    expect(lines[0]).toContain("SITE_URL=https://");
    expect(stdout).toBe("");
  }, 60_000);
});
