import { parseArgs } from "node:util";
import { visibleLine, visibleLines } from "../core/text/invisible-characters.ts";
import { createContactService, type StoredContactMessage } from "../server/contact/contact-service.ts";
import { openScriptDatabase, runScript } from "./script-database.ts";

/**
 * The latest contact messages and whether their e-mail went out, for the shop owner — the only way to read them
 * when SMTP_URL is not configured:
 *   npm run messages [-- --limit 50]
 */
const USAGE = "Usage : npm run messages [-- --limit <nombre>]";
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 1000;

const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

function parseLimit(argv: string[]): number | string {
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

export function describeMailState(mail: StoredContactMessage["mail"]): string {
  if (mail.state === "sent") return `e-mail envoyé le ${dateFormat.format(mail.sentAt)}`;
  if (mail.state === "none") return "pas d'e-mail associé";
  if (mail.attempts === 0) return "e-mail en attente d'envoi (aucune tentative : SMTP_URL est-il configuré ?)";
  return (
    `e-mail en attente : ${mail.attempts} tentative(s), prochain essai le ${dateFormat.format(mail.nextAttemptAt)}` +
    (mail.lastError ? ` — dernière erreur : ${visibleLine(mail.lastError)}` : "")
  );
}

/** One message as the owner reads it: the visitor's text escaped, the message's own lines indented (issue 51). */
export function formatMessage(message: StoredContactMessage): string {
  const [name, email, ip, subject] = [message.name, message.email, message.ipAddress, message.subject].map(visibleLine);
  return [
    `#${message.id} — ${dateFormat.format(message.createdAt)} — ${name} <${email}> (IP ${ip})`,
    `Sujet : ${subject}`,
    ...visibleLines(message.message).map((line) => `  ${line}`),
    `État : ${describeMailState(message.mail)}`,
  ].join("\n");
}

async function main(): Promise<number> {
  const limit = parseLimit(process.argv.slice(2));
  if (typeof limit === "string") {
    console.error(limit);
    return 2;
  }
  const opened = await openScriptDatabase("avant de lire les messages");
  if ("exitCode" in opened) return opened.exitCode;
  const { config, database } = opened;
  try {
    const contact = createContactService({
      db: database.db,
      shopName: config.shop.name,
      supportEmail: config.shop.supportEmail,
    });
    const messages = await contact.recent(limit);
    if (messages.length === 0) {
      console.log("Aucun message de contact pour l'instant.");
      return 0;
    }
    console.log(`${messages.length} message(s) de contact, du plus récent au plus ancien :\n`);
    console.log(messages.map(formatMessage).join("\n\n"));
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  try {
    process.loadEnvFile();
  } catch {}
  await runScript(main, "Lecture des messages impossible");
}
