import { parseArgs } from "node:util";
import { visibleLine, visibleLines } from "../core/text/invisible-characters.ts";
import { createWithdrawalService, type StoredWithdrawal } from "../server/withdrawal/withdrawal-service.ts";
import { openScriptDatabase, runScript } from "./script-database.ts";

/**
 * The latest withdrawals declared through `/retractation` and whether their acknowledgement went out, for the shop
 * owner (the only way to read them when SMTP_URL is not configured):
 *   npm run withdrawals [-- --limit 50]
 */
const USAGE = "Usage : npm run withdrawals [-- --limit <nombre>]";
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 1000;

const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "Europe/Paris",
});

export function parseWithdrawalsLimit(argv: string[]): number | string {
  try {
    const { values } = parseArgs({ args: argv, options: { limit: { type: "string" } }, strict: true });
    if (values.limit === undefined) return DEFAULT_LIMIT;
    const limit = /^\d{1,4}$/.test(values.limit) ? Number(values.limit) : Number.NaN;
    if (!(limit >= 1 && limit <= MAX_LIMIT)) return `--limit doit être un entier entre 1 et ${MAX_LIMIT}. ${USAGE}`;
    return limit;
  } catch {
    return `Arguments invalides. ${USAGE}`;
  }
}

function describeReceipt(receipt: StoredWithdrawal["receipt"]): string {
  if (receipt.state === "sent") return `accusé de réception envoyé le ${dateFormat.format(receipt.sentAt)}`;
  if (receipt.state === "none") return "pas d'accusé de réception associé";
  if (receipt.attempts === 0)
    return "accusé de réception en attente d'envoi (aucune tentative : SMTP_URL est-il configuré ?)";
  return (
    `accusé de réception en attente : ${receipt.attempts} tentative(s), prochain essai le ${dateFormat.format(receipt.nextAttemptAt)}` +
    (receipt.lastError ? ` — dernière erreur : ${visibleLine(receipt.lastError)}` : "")
  );
}

/**
 * One withdrawal as the owner reads it: the visitor's text escaped, a list of books typed on several lines indented
 * under its label, so no line of the listing can be forged (issue 51).
 */
export function formatWithdrawal(withdrawal: StoredWithdrawal): string {
  const [name, email, ip, orderNumber] = [
    withdrawal.name,
    withdrawal.email,
    withdrawal.ipAddress,
    withdrawal.orderNumber,
  ].map(visibleLine);
  const order =
    withdrawal.mode === "local"
      ? `commande ${orderNumber} (retrouvée et marquée)`
      : `commande ${orderNumber} (mode Shopify : à vérifier dans Shopify)`;
  const items = visibleLines(withdrawal.items);
  return [
    `#${withdrawal.id} — ${dateFormat.format(withdrawal.createdAt)} — ${name} <${email}> (IP ${ip})`,
    `Rétractation : ${order}`,
    ...(withdrawal.items === ""
      ? ["Livres concernés : toute la commande"]
      : items.length === 1
        ? [`Livres concernés : ${items[0]}`]
        : ["Livres concernés :", ...items.map((line) => `  ${line}`)]),
    `État : ${describeReceipt(withdrawal.receipt)}`,
  ].join("\n");
}

async function main(): Promise<number> {
  const limit = parseWithdrawalsLimit(process.argv.slice(2));
  if (typeof limit === "string") {
    console.error(limit);
    return 2;
  }
  const opened = await openScriptDatabase("avant de lire les rétractations");
  if ("exitCode" in opened) return opened.exitCode;
  const { config, database } = opened;
  try {
    const service = createWithdrawalService({
      db: database.db,
      mode: config.storefront.mode,
      shopName: config.shop.name,
      supportEmail: config.shop.supportEmail,
    });
    const withdrawals = await service.recent(limit);
    if (withdrawals.length === 0) {
      console.log("Aucune rétractation pour l'instant.");
      return 0;
    }
    console.log(`${withdrawals.length} rétractation(s), de la plus récente à la plus ancienne :\n`);
    console.log(withdrawals.map(formatWithdrawal).join("\n\n"));
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  try {
    process.loadEnvFile();
  } catch {}
  await runScript(main, "Lecture des rétractations impossible");
}
