import { describe, expect, it } from "vitest";
import { parseAlertsCommand } from "./alerts.ts";
import { parseDemandCommand } from "./demand.ts";
import { parseOrdersCommand } from "./orders.ts";

describe("npm run demand's arguments", () => {
  it("reads a period, a limit and a CSV file, with defaults", () => {
    expect(parseDemandCommand([])).toEqual({ days: 30, limit: 20, csv: null });
    expect(parseDemandCommand(["--days", "7", "--limit", "50", "--csv", "demande.csv"])).toEqual({
      days: 7,
      limit: 50,
      csv: "demande.csv",
    });
  });

  it("refuses a bad period, limit or file name in French", () => {
    expect(parseDemandCommand(["--days", "0"])).toBe(
      "--days doit être un nombre entier entre 1 et 400 (reçu : « 0 »).",
    );
    expect(parseDemandCommand(["--days", "trente"])).toMatch(/^--days doit être un nombre entier/);
    expect(parseDemandCommand(["--csv", "demande.xlsx"])).toBe(
      "--csv attend un nom de fichier en .csv (reçu : « demande.xlsx »).",
    );
    expect(parseDemandCommand(["--jours", "3"])).toMatch(/^Arguments invalides\. Usage : npm run demand/);
  });
});

describe("npm run alerts's arguments", () => {
  it("lists counts by default, addresses only when asked", () => {
    expect(parseAlertsCommand([])).toEqual({ limit: 20, withAddresses: false });
    expect(parseAlertsCommand(["--adresses", "--limit", "5"])).toEqual({ limit: 5, withAddresses: true });
    expect(parseAlertsCommand(["--limit", "-1"])).toMatch(/^Arguments invalides|^--limit doit/);
  });
});

describe("npm run orders's arguments", () => {
  it("lists, cancels or restocks one order at a time", () => {
    expect(parseOrdersCommand([])).toEqual({ kind: "list", limit: 20, toShipOnly: false });
    expect(parseOrdersCommand(["--cancel", "BQ-000042"])).toEqual({
      kind: "restock",
      reason: "cancel",
      orderNumber: "BQ-000042",
    });
    expect(parseOrdersCommand(["--restock", "bq-000042"])).toMatchObject({ reason: "restock" });
    // The random numbers of issue 51, as the confirmation e-mail prints them or typed in lower case.
    expect(parseOrdersCommand(["--cancel", "BQ-7K4M9P"])).toMatchObject({ reason: "cancel", orderNumber: "BQ-7K4M9P" });
    expect(parseOrdersCommand(["--restock", "bq-7k4m9p"])).toMatchObject({ reason: "restock" });
    expect(parseOrdersCommand(["--cancel", "42"])).toBe("Numéro de commande invalide : « 42 » (exemple : BQ-7K4M9P).");
    expect(parseOrdersCommand(["--cancel", "BQ-000042", "--limit", "3"])).toMatch(/^Une seule option à la fois/);
  });

  it("lists only the orders to ship with --a-expedier, with or without a limit, never alongside a change", () => {
    expect(parseOrdersCommand(["--a-expedier"])).toEqual({ kind: "list", limit: 20, toShipOnly: true });
    expect(parseOrdersCommand(["--a-expedier", "--limit", "50"])).toEqual({
      kind: "list",
      limit: 50,
      toShipOnly: true,
    });
    expect(parseOrdersCommand(["--a-expedier", "--cancel", "BQ-000042"])).toMatch(/^Une seule option à la fois/);
  });
});
