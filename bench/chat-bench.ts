import type { AddressInfo } from "node:net";
import os from "node:os";
import { parseArgs } from "node:util";
import { faqSections } from "../core/help/faq-content.ts";
import { createChatService } from "../server/chat/chat-service.ts";
import { demoCatalogueIndex } from "../server/chat/demo-catalogue-index.ts";
import { createRetrievalAssistant } from "../server/chat/retrieval-assistant.ts";
import { openDatabase } from "../server/db/connection.ts";
import { createApp } from "../server/http/create-app.ts";

/**
 * Chat reply latency of the retrieval assistant (no model): the reply alone, in process, and a whole
 * `POST /api/chat` turn over HTTP with both messages stored in PGlite. Questions mix FAQ topics and book requests.
 */
const { values } = parseArgs({
  options: { count: { type: "string", default: "3200" }, rounds: { type: "string", default: "10" } },
});
const count = Number(values.count);
const rounds = Number(values.rounds);

const QUESTIONS = [
  "un livre sur les dinosaures pour 5 ans",
  "des livres de pirates à moins de 10 euros",
  "idée cadeau pour 7 ans, 8€ max",
  "une BD pour un enfant de 9 ans",
  "un livre pour bébé de 18 mois",
  "un roman pour le CE1",
  "Je cherche un livre sur les volcans",
  "Avez-vous des Petit Ours Brun ?",
  "Quels sont les délais de livraison ?",
  "Combien coûte la livraison ?",
  "Livrez-vous en Belgique ?",
  "Comment suivre ma commande ?",
  "Comment retourner un livre ?",
  "Le paiement est-il sécurisé ?",
  "C'est quoi un livre reconditionné ?",
  "Comment contacter le service client ?",
  "Bonjour",
  "Merci beaucoup !",
  "asdfgh",
  "Je cherche un livre",
];

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? Number.NaN };
}

const format = (ms: number) => ms.toLocaleString("fr-FR", { maximumFractionDigits: 2 });

const { index } = await demoCatalogueIndex(count);
const assistant = createRetrievalAssistant({
  catalogue: index,
  faq: faqSections({ supportEmail: "contact@bouquinerie.example" }),
  shopName: "Bouquinerie",
  supportEmail: "contact@bouquinerie.example",
});

for (const question of QUESTIONS) await assistant.reply(question); // warm-up
const inProcess: number[] = [];
for (let round = 0; round < rounds; round++) {
  for (const question of QUESTIONS) {
    const started = performance.now();
    await assistant.reply(question);
    inProcess.push(performance.now() - started);
  }
}

const database = await openDatabase({});
const chat = createChatService({ db: database.db, assistant, shopName: "Bouquinerie" });
// Each request claims its own address through a trusted proxy, so the per-IP rate limit does not cut the bench short.
const app = createApp({ env: "production", ssr: (_req, res) => void res.status(404).end(), chat, trustProxy: 1 });
const server = app.listen(0, "127.0.0.1");
await new Promise((resolve) => server.once("listening", resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/chat`;
const overHttp: number[] = [];
let request = 0;
for (let round = 0; round < rounds + 1; round++) {
  let conversationId: string | null = null;
  for (const question of QUESTIONS) {
    request++;
    const started = performance.now();
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.0.${request >> 8}.${request & 255}` },
      body: JSON.stringify({ message: question, conversationId }),
    });
    const body = (await response.json()) as { conversationId: string };
    if (!response.ok) throw new Error(`statut ${response.status}`);
    conversationId = body.conversationId;
    if (round > 0) overHttp.push(performance.now() - started); // round 0 warms up
  }
}
server.close();
await database.close();

const local = percentiles(inProcess);
const http = percentiles(overHttp);
console.log(
  `Assistant de discussion (recherche seule), ${count} livres, ${os.cpus().length} cœurs, Node ${process.version}`,
);
console.log(
  `réponse seule          : n=${local.n} p50 ${format(local.p50)} ms, p95 ${format(local.p95)} ms, max ${format(local.max)} ms`,
);
console.log(
  `POST /api/chat (PGlite) : n=${http.n} p50 ${format(http.p50)} ms, p95 ${format(http.p95)} ms, max ${format(http.max)} ms`,
);
