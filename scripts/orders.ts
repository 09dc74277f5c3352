import { parseArgs } from "node:util";
import { ORDER_NUMBER_EXAMPLE, ORDER_NUMBER_PATTERN } from "../core/checkout/order-number.ts";
import { readRecentOrders } from "../server/commerce/checkout/order-summary.ts";
import { formatOrdersReport } from "../server/commerce/checkout/orders-report.ts";
import { type RestockReason, restockOrder } from "../server/commerce/checkout/restock-order.ts";
import { notifyProductsChanged } from "../server/events/products-changed.ts";
import { openScriptDatabase, runScript } from "./script-database.ts";

/**
 * The orders of the local checkout, for the shop owner:
 *   npm run orders [-- --limit 50]          the recent orders (number, invoice, state, date, customer, total, lines)
 *   npm run orders -- --a-expedier          only the orders still to ship (not cancelled, restocked nor withdrawn)
 *   npm run orders -- --cancel BQ-7K4M9P    cancels an order not yet shipped: its copies go back on sale
 *   npm run orders -- --restock BQ-7K4M9P   the books of an order came back (withdrawal, return): on sale again
 * It reads the configured database (DATABASE_URL, else PGlite in DATA_DIR). PGlite is a single-process database:
 * stop the shop before running it on PGlite (with PostgreSQL it runs alongside, and the running shop hears the stock
 * change at once: its pages, and the alerts of parents waiting for those books).
 */
const USAGE =
  "Usage : npm run orders [-- --limit <nombre de commandes, 20 par défaut>] [-- --a-expedier] | [-- --cancel <numéro>] | [-- --restock <numéro>]";
const MAX_LIMIT = 1000;

type Command =
  | { kind: "list"; limit: number; toShipOnly: boolean }
  | { kind: "restock"; reason: RestockReason; orderNumber: string };

export function parseOrdersCommand(argv: string[]): Command | string {
  let values: {
    limit?: string | undefined;
    "a-expedier"?: boolean | undefined;
    cancel?: string | undefined;
    restock?: string | undefined;
  };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        limit: { type: "string" },
        "a-expedier": { type: "boolean" },
        cancel: { type: "string" },
        restock: { type: "string" },
      },
      strict: true,
    }));
  } catch {
    return `Arguments invalides. ${USAGE}`;
  }
  // The listing's options go together; a change to an order stands alone.
  const listing = values.limit !== undefined || values["a-expedier"] !== undefined;
  const changes = [values.cancel, values.restock].filter((value) => value !== undefined).length;
  if (changes + (listing ? 1 : 0) > 1) return `Une seule option à la fois. ${USAGE}`;
  for (const [reason, orderNumber] of [
    ["cancel", values.cancel],
    ["restock", values.restock],
  ] as const) {
    if (orderNumber === undefined) continue;
    if (!ORDER_NUMBER_PATTERN.test(orderNumber.trim())) {
      return `Numéro de commande invalide : « ${orderNumber.slice(0, 50)} » (exemple : ${ORDER_NUMBER_EXAMPLE}).`;
    }
    return { kind: "restock", reason, orderNumber };
  }
  const toShipOnly = values["a-expedier"] ?? false;
  if (values.limit === undefined) return { kind: "list", limit: 20, toShipOnly };
  const limit = /^\d{1,4}$/.test(values.limit) ? Number(values.limit) : Number.NaN;
  if (!(limit >= 1 && limit <= MAX_LIMIT)) {
    return `--limit doit être un nombre entier entre 1 et ${MAX_LIMIT} (reçu : « ${values.limit} »).`;
  }
  return { kind: "list", limit, toShipOnly };
}

const DONE = { cancel: "annulée", restock: "remise en stock" } as const;

async function main(): Promise<number> {
  const command = parseOrdersCommand(process.argv.slice(2));
  if (typeof command === "string") {
    console.error(command);
    return 2;
  }
  const opened = await openScriptDatabase(
    command.kind === "list" ? "avant de lire les commandes" : "avant de modifier une commande",
  );
  if ("exitCode" in opened) return opened.exitCode;
  const { database } = opened;
  try {
    if (command.kind === "list") {
      const listed = await readRecentOrders(database.db, command);
      process.stdout.write(formatOrdersReport(listed, command));
      return 0;
    }
    const result = await restockOrder(database.db, command.orderNumber, command.reason);
    if (result.kind === "not-found") {
      console.error(`Aucune commande ${command.orderNumber.toUpperCase()}.`);
      return 1;
    }
    if (result.kind === "already") {
      console.error(
        `La commande ${result.orderNumber} a déjà été remise en stock le ${result.restockedAt.toLocaleString("fr-FR", { timeZone: "Europe/Paris" })} : rien n'a changé.`,
      );
      return 1;
    }
    // Every instance sharing the database reads these books again; the parents waiting for them are told.
    await notifyProductsChanged(database.db, `order:${command.reason}`, result.productIds);
    console.log(
      `Commande ${result.orderNumber} ${DONE[command.reason]} : ${result.copies} exemplaire(s) de nouveau en vente.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) await runScript(main, "Échec de la commande");
