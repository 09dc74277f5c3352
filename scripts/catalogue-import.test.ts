import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acquireDataDirLock } from "../server/db/data-dir-lock.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const script = path.join(root, "scripts/catalogue-import.ts");
const sample = path.join(root, "samples/catalogue-exemple.csv");

type Run = { code: number; stdout: string; stderr: string };

function runImport(args: string[], dataDir: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", DEMO_CATALOGUE_SIZE: "0" } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

// Each run starts Node and, for most, opens and migrates an embedded database: slow on a busy machine.
describe("npm run catalogue:import", { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "bouquinerie-import-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("simulates with --dry-run, then imports, each with a French summary that names the publishers left to fill in", async () => {
    const publishersLine =
      "Éditeurs à compléter : 3 sans adresse postale ou électronique (« [À remplacer] » dans la table publishers, " +
      "dont 3 nouveau(x)) — complétez-les avant de vendre (README, « Sécurité des produits »).\n";
    const dry = await runImport([sample, "--dry-run"], dataDir);
    expect(dry.stderr).toBe("");
    expect(dry.stdout).toBe(
      "Simulation (rien n'a été enregistré) : 4 produit(s), 5 variante(s), 5 image(s) — 4 nouveau(x), 0 mis à jour.\n" +
        publishersLine,
    );
    const real = await runImport([sample], dataDir);
    expect(real.code).toBe(0);
    expect(real.stdout).toBe(
      `Import terminé : 4 produit(s), 5 variante(s), 5 image(s) — 4 nouveau(x), 0 mis à jour.\n${publishersLine}`,
    );
  });

  it("lists every problem with its line and exits 1 on a malformed file", async () => {
    const file = path.join(dataDir, "mauvais.csv");
    await writeFile(file, "Handle,Title,Variant Price\nlivre-un,Livre un,abc\nlivre-deux,,\n");
    const run = await runImport([file], dataDir);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      [
        "Import refusé : 2 problème(s), rien n'a été enregistré.",
        "  ligne 2 : Prix invalide « abc » (« Variant Price »).",
        "  ligne 3 : Titre manquant : la première ligne du produit « livre-deux » doit avoir un titre.",
        "",
      ].join("\n"),
    );
  });

  it.each([
    [[], /^Indiquez un seul fichier CSV\. Usage : /],
    [["absent.csv"], /^Fichier introuvable : absent\.csv$/],
    [[sample, "--force"], /^Arguments invalides\. Usage : /],
  ])("refuses %j with a French message", async (args, message) => {
    const run = await runImport(args, dataDir);
    expect(run.code).not.toBe(0);
    expect(run.stderr.trim()).toMatch(message);
  });

  it("says in French that the embedded database is already open elsewhere", async () => {
    const release = acquireDataDirLock(dataDir);
    try {
      const run = await runImport([sample], dataDir);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("Impossible d'ouvrir la base de données : La base embarquée");
      expect(run.stderr).toContain("arrêtez-la avant d'importer");
    } finally {
      release();
    }
  });
});
