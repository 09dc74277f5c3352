import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { DEFAULT_STOREFRONT_API_VERSION } from "../core/shop-constants.ts";
import { startShopProcess } from "../e2e/support/shop-process.ts";
import { NEXT_COMMERCE_LIKE_DOCUMENTS } from "../server/commerce/graphql/storefront-documents-elsewhere.ts";
import { storefrontEndpoint } from "../server/storefront/api-version.ts";
import { BROWSER_ACCEPT_ENCODING, type LoadResult, measure, printTable } from "./latency.ts";

/**
 * Issue 20: do the shop's pages keep their usual time while an attacker loops the costliest documents the local
 * Storefront endpoint still accepts, each in turn? Pages are measured alone, then under each attack. The attacker
 * sends a fresh X-Forwarded-For each time (TRUST_PROXY=loopback here), as a botnet would: the per-client rate limit
 * never stops it, so the figures show what the cost model and the turns alone hold.
 *
 * Issue 43 adds two attacks on the kept pages, at the audit's pace (25 requests a second): the home page under a
 * random query and host (`/?u=<random>`, a random X-Forwarded-Host), and a listing whose 7.8 kB address repeats one
 * filter 560 times. Each must leave the other pages within 1.5 times their p95 at rest.
 */
const { values } = parseArgs({
  options: {
    count: { type: "string", default: "3200" },
    duration: { type: "string", default: "5" },
    /** Attack loops running at once. */
    attackers: { type: "string", default: "2" },
    /**
     * `documents`: the Storefront documents only; `pages`: the attacks on kept pages only (issue 43); `agents`: an
     * agent looping the costliest MCP call (issue 41) and a batch of 100 calls (issue 51); `alerts`: alert requests
     * for one mailbox spelled a new way each time (issue 51).
     */
    only: { type: "string" },
    /** Another checkout, built, whose shop is attacked instead of this one's (an earlier commit, to compare). */
    checkout: { type: "string" },
  },
});
const count = Number(values.count);
const durationSeconds = Number(values.duration);
const attackers = Number(values.attackers);
const TOKEN = "jeton-du-banc-d-abus-storefront";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bouquinerie-bench-abuse-"));
// Its own process, as on a real host: the load generator and the attacker's fetches must not share its thread.
const shop = await startShopProcess(
  {
    DATA_DIR: dataDir,
    DEMO_CATALOGUE_SIZE: String(count),
    LOCAL_STOREFRONT_TOKEN: TOKEN,
    // The attacker connects from loopback: trusting it makes each X-Forwarded-For a new client.
    TRUST_PROXY: "loopback",
  },
  { startMs: 600_000, ...(values.checkout ? { cwd: path.resolve(values.checkout) } : {}) },
);
const endpoint = storefrontEndpoint(shop.url, DEFAULT_STOREFRONT_API_VERSION);

let forwarded = 0;
async function post(query: string): Promise<{ status: number; bytes: number; ms: number }> {
  const started = performance.now();
  forwarded = (forwarded + 1) % 250;
  const response = await fetch(endpoint, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-shopify-storefront-access-token": TOKEN,
      "x-forwarded-for": `198.51.100.${forwarded + 1}`,
    },
    body: JSON.stringify({ query }),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, bytes, ms: performance.now() - started };
}

const aliased = (times: number, field: string) =>
  `{ ${Array.from({ length: times }, (_, i) => `a${i}: ${field}`).join(" ")} }`;
/** Documents near the cost limit, each leaning on something else: descriptions, variants, search, images. */
const candidates: Record<string, string> = {
  "4 × 250 descriptions HTML et texte": aliased(4, "products(first: 250) { nodes { descriptionHtml description } }"),
  "250 produits, 30 champs courts": `{ products(first: 250) { nodes { ${[
    "id handle title vendor productType tags availableForSale",
    "priceRange { minVariantPrice { amount currencyCode } }",
    "featuredImage { url altText width height }",
    "options { name values }",
    "variants(first: 3) { nodes { id title price { amount } availableForSale quantityAvailable } }",
  ].join(" ")} } } }`,
  "recherche plein texte, 250 résultats": aliased(
    1,
    'products(first: 250, query: "livre OR histoire OR enfant", sortKey: RELEVANCE) { nodes { id title } }',
  ),
  "9 × 250 descriptions HTML et texte (le plus coûteux accepté, 2 Mo)": aliased(
    9,
    "products(first: 250) { nodes { descriptionHtml description } }",
  ),
  "Next.js Commerce : recherche de 100 livres complets": NEXT_COMMERCE_LIKE_DOCUMENTS.searchProducts.replace(
    "$query: String",
    '$query: String = "livre"',
  ),
  "recherche par étiquette, 5 fiches complètes": `{ ${Array.from(
    { length: 1 },
    (_, i) =>
      `p${i}: products(first: 5, query: "tag:${i % 2 ? "Romans" : "Documentaires"}") { nodes { descriptionHtml images(first: 5) { nodes { url } } variants(first: 10) { nodes { id price { amount } } } } }`,
  ).join(" ")} }`,
};
/** The issue's own attack: refused now, but what does the refusal cost? */
const issueAttack = aliased(990, "products(first:250){nodes{descriptionHtml}}");

console.log(`Boutique prête (${count} livres) sur ${shop.url} — ${os.cpus().length} cœurs, Node ${process.version}`);
console.log("\nDocuments candidats (médiane de 3 envois) :");
console.log("| document | statut | durée (ms) | réponse (Ko) |");
console.log("|---|---|---|---|");
const accepted: Array<{ name: string; query: string; ms: number }> = [];
for (const [name, query] of Object.entries(candidates)) {
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await post(query));
  runs.sort((a, b) => a.ms - b.ms);
  const median = runs[1] as { status: number; bytes: number; ms: number };
  console.log(`| ${name} | ${median.status} | ${Math.round(median.ms)} | ${Math.round(median.bytes / 1024)} |`);
  if (median.status === 200) accepted.push({ name, query, ms: median.ms });
}
const refused = await post(issueAttack);
console.log(
  `| l'attaque de l'issue (990 alias, ${Math.round(issueAttack.length / 1024)} Ko) | ${refused.status} | ${Math.round(refused.ms)} | ${Math.round(refused.bytes / 1024)} |`,
);

const home = await (await fetch(`${shop.url}/`)).text();
const productPath = /href="(\/produit\/[^"]+)"/.exec(home)?.[1] ?? "/";
// A script served from disk reads no database and renders nothing: its wait under attack is the time the attacker's
// document holds the shop's thread.
const scriptPath = /href="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
if (!scriptPath) throw new Error("Aucun script dans la page d'accueil : le build est-il à jour ?");
const pages = [scriptPath, "/faq", productPath, "/age/6-8-ans", "/"];

async function measurePages(): Promise<LoadResult[]> {
  const rows = [];
  for (const page of pages) rows.push(await measure(shop.url, page, { durationSeconds, connections: 1 }));
  return rows;
}

for (const page of pages) await measure(shop.url, page, { durationSeconds: 1, connections: 1 });
const alone = await measurePages();
printTable(`Pages seules — 1 connexion, ${durationSeconds} s par page`, alone);

// Each accepted document in turn: the longest in total is not always the one that holds the thread longest at once.
for (const attack of values.only === undefined || values.only === "documents" ? accepted : []) {
  let attacking = true;
  const sent = { count: 0, bytes: 0, statuses: new Map<number, number>() };
  const loops = Array.from({ length: attackers }, async () => {
    while (attacking) {
      const answer = await post(attack.query);
      sent.count++;
      sent.bytes += answer.bytes;
      sent.statuses.set(answer.status, (sent.statuses.get(answer.status) ?? 0) + 1);
    }
  });
  const attackStarted = performance.now();
  const underAttack = await measurePages();
  attacking = false;
  await Promise.all(loops);
  const attackSeconds = (performance.now() - attackStarted) / 1000;
  printTable(
    `Pages pendant l'attaque — ${attackers} boucle(s) de « ${attack.name} », ${Math.round(sent.count / attackSeconds)} documents/s, ${Math.round(sent.bytes / attackSeconds / 1024)} Ko/s servis (${[...sent.statuses].map(([status, n]) => `${n} × ${status}`).join(", ")})`,
    underAttack,
  );
  printVerdict(underAttack);
}

/**
 * Requests sent at a steady pace whatever the answers take (the audit looped at 25 a second), each from a new address
 * and, for the random attack, naming a random host as an open nginx front would pass it on.
 */
type PacedRequest = { path: string; headers?: Record<string, string>; method?: string; body?: string };

async function pacedAttack(name: string, nextRequest: () => PacedRequest, { warmUpMs = 0 } = {}) {
  const statuses = new Map<number, number>();
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  const timer = setInterval(() => {
    const { path, headers, method, body } = nextRequest();
    forwarded = (forwarded + 1) % 250;
    sent++;
    const request = fetch(`${shop.url}${path}`, {
      ...(method ? { method, body } : {}),
      headers: {
        "accept-encoding": BROWSER_ACCEPT_ENCODING,
        "x-forwarded-for": `203.0.113.${forwarded + 1}`,
        ...headers,
      },
    })
      .then(async (response) => {
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      })
      .catch(() => {
        statuses.set(0, (statuses.get(0) ?? 0) + 1);
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }, 1000 / ATTACK_REQUESTS_PER_SECOND);
  // A sustained attack, not its first second: the pages were warmed before being measured, so is the attack's path.
  await new Promise((resolve) => setTimeout(resolve, warmUpMs));
  const started = performance.now();
  const underAttack = await measurePages();
  clearInterval(timer);
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  printTable(
    `Pages pendant l'attaque — ${name}, ${Math.round(sent / seconds)} requêtes/s (${[...statuses].map(([status, n]) => `${n} × ${status}`).join(", ")})`,
    underAttack,
  );
  printVerdict(underAttack);
}

/** Issue 43's bar: every page's p95 under attack within 1.5 times its p95 at rest. */
function printVerdict(underAttack: LoadResult[]) {
  const verdicts = underAttack.map((row, i) => {
    const rest = alone[i] as LoadResult;
    const ratio = row.p95 / rest.p95;
    return `${row.path} ×${ratio.toFixed(2)}${ratio <= 1.5 ? "" : " (au-delà de 1,5)"}`;
  });
  console.log(`p95 sous attaque / p95 au repos : ${verdicts.join(" ; ")}`);
}

/**
 * Issue 41: an agent looping the costliest call the MCP endpoint accepts — `search_catalog` of 50 books (the largest
 * page: a listing and 50 books read and written, ≈ 150 KB of JSON) — as fast as answers come, from one address (its
 * budget of calls then answers 429), and from a new address each time (a crowd of agents, which no per-client limit
 * holds). The loops run in their own thread (agent-attacker.ts), as an agent runs on its own machine.
 */
async function agentAttack(name: string, rotate: boolean, batch = false) {
  const attack = new Worker(new URL("./agent-attacker.ts", import.meta.url), {
    workerData: { url: shop.url, loops: attackers, rotate, batch },
  });
  const report = new Promise<{ sent: number; statuses: Array<[number, number]> }>((resolve, reject) => {
    attack.once("message", resolve);
    attack.once("error", reject);
  });
  const started = performance.now();
  const underAttack = await measurePages();
  attack.postMessage("stop");
  const { sent, statuses } = await report;
  await attack.terminate();
  const seconds = (performance.now() - started) / 1000;
  printTable(
    `Pages pendant l'attaque — ${name}, ${attackers} boucle(s), ${Math.round(sent / seconds)} appels/s (${statuses.map(([status, n]) => `${n} × ${status}`).join(", ")})`,
    underAttack,
  );
  printVerdict(underAttack);
}

if (values.only === undefined || values.only === "agents") {
  await agentAttack("un agent boucle search_catalog de 50 livres, depuis une adresse", false);
  await agentAttack("des agents bouclent search_catalog de 50 livres, une adresse nouvelle à chaque appel", true);
  // Issue 51: the audit's batch of 100 calls in one POST, looped; refused whole now (one message per request).
  await agentAttack("un agent boucle un lot de 100 search_catalog en un POST, depuis une adresse", false, true);
  await agentAttack("des agents bouclent un lot de 100 search_catalog, une adresse nouvelle à chaque lot", true, true);
}

const ATTACK_REQUESTS_PER_SECOND = 25;
if (values.only === undefined || values.only === "pages") {
  // The control: as many visits a second to the home page asked as a link asks it. What an attack costs beyond this is
  // what its noise costs; this much is the cost of any 25 visits a second on this machine.
  await pacedAttack("témoin : l'accueil demandé normalement", () => ({ path: "/" }));
  await pacedAttack("requête et hôte au hasard sur l'accueil (`/?u=…`)", () => ({
    path: `/?u=${Math.random().toString(36).slice(2)}&utm_source=${Math.random().toString(36).slice(2)}`,
    headers: { "x-forwarded-host": `${Math.random().toString(36).slice(2)}.example` },
  }));
  const repeated = `/age/0-4-ans?${"etat=bon-etat&".repeat(560)}fill=`;
  await pacedAttack(`paramètre répété 560 fois (${(repeated.length / 1024).toFixed(1)} Ko d'adresse)`, () => ({
    path: `${repeated}${Math.floor(Math.random() * 1_000_000)}`,
  }));
}

if (values.only === undefined || values.only === "alerts") {
  // Issue 51: alert requests for one sold-out title, each for another spelling of one victim's mailbox
  // (victime+N@gmail.com, dots moved), from a new address each time, at the audit's pace. The caps count the
  // normalised mailbox, the title's pending requests and the hourly budgets: what is left is the cost of refusing.
  const read = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json", "x-shopify-storefront-access-token": TOKEN },
    body: JSON.stringify({ query: "{ products(first: 250) { nodes { handle availableForSale } } }" }),
  });
  const books = (
    (await read.json()) as { data: { products: { nodes: Array<{ handle: string; availableForSale: boolean }> } } }
  ).data.products.nodes;
  const soldOut = books.find((book) => !book.availableForSale)?.handle;
  if (!soldOut) throw new Error("Aucun livre épuisé dans les 250 premiers : le catalogue de démonstration a changé ?");
  let spelling = 0;
  await pacedAttack(
    `demandes d'alerte pour une boîte écrite autrement à chaque fois (« ${soldOut} »)`,
    () => {
      spelling++;
      const local = spelling % 2 ? "vic.time" : "Victime";
      return {
        path: `/alertes?livre=${soldOut}`,
        method: "POST",
        body: new URLSearchParams({ email: `${local}+${spelling}@gmail.com`, livre: soldOut, etat: "tous" }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: shop.url },
      };
    },
    { warmUpMs: 2_000 },
  );
}

await shop.stop();
rmSync(dataDir, { recursive: true, force: true });
