import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/db/connection.ts";
import { products } from "../server/db/schema.ts";

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "catalogue-seed.ts");

type Run = { code: number; stdout: string; stderr: string };

function runSeed(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe("node scripts/catalogue-seed.ts", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "bouquinerie-seed-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    [[], /^Le nombre de livres est requis\. Usage : /],
    [["--count", "beaucoup"], /^--count doit être un nombre entier entre 1 et 200\s000 \(reçu : « beaucoup »\)\.$/],
    [["--count", "0"], /^--count doit être un nombre entier/],
    [["--count", "10", "--seed", "-3"], /^Arguments invalides|^--seed doit être un nombre entier positif/],
    [["--nombre", "10"], /^Arguments invalides\. Usage : /],
  ])("refuses %j with one French line and exit code 2", async (args, message) => {
    const run = await runSeed(args, { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr.trim()).toMatch(message);
  });

  it("replaces the catalogue of the configured PGlite database and prints a one-line summary", async () => {
    const run = await runSeed(["--count", "40"], { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Catalogue de démonstration remplacé : 40 livres en \d+(,\d)? s — PGlite \(.+\)\.\n$/);

    const again = await runSeed(["--count", "25", "--seed", "3"], { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(again.code).toBe(0);
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.db.$count(products)).toBe(25);
    } finally {
      await database.close();
    }
  }, 60_000);
});
