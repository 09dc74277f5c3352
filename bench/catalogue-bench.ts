import os from "node:os";
import { parseArgs } from "node:util";
import type { ProductSummary } from "../core/catalogue/catalogue-types.ts";
import { parseListingParams } from "../core/catalogue/listing-params.server.ts";
import { createCatalogueIndex } from "../server/catalogue/catalogue-index.ts";
import { demoProductSummary } from "../server/commerce/demo/demo-product-summary.ts";
import { generateDemoCatalogue } from "../server/commerce/demo/generate-demo-catalogue.ts";
import { SEARCH_WORDS } from "./search-words.ts";

/**
 * Catalogue index figures at a given size: build time, memory, search and listing latency (issue 3). The products
 * come from the demo generator, handed to the index as the Storefront API would page them.
 */
const { values } = parseArgs({ options: { count: { type: "string", default: "3200" } } });
const count = Number(values.count);

const products = generateDemoCatalogue({ count }).map(demoProductSummary);
const rssBefore = process.memoryUsage().rss;
const index = createCatalogueIndex(
  {
    async productsPage(after) {
      const start = after ? Number(after) : 0;
      const end = start + 250;
      return { products: products.slice(start, end), hasNextPage: end < products.length, endCursor: String(end) };
    },
    async productsByIds(ids) {
      return ids.map((id) => products.find((product) => product.id === id) ?? null);
    },
  },
  async () => 20_261_123,
);
const build = await index.refresh();
globalThis.gc?.();
const rssAfter = process.memoryUsage().rss;

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2);
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
}

async function time(run: () => unknown | Promise<unknown>, repeat: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

// Cold: each distinct search once, as a stream of different visitors would type them (the index keeps recent
// searches, so a repeat is cheap and would flatter the figure). Warm: the same searches again (paging, sorting).
const words = SEARCH_WORDS;
const searchCold: number[] = [];
for (const query of words) {
  searchCold.push(
    ...(await time(() => index.listing({ kind: "search", text: query }, parseListingParams(new URLSearchParams())), 1)),
  );
}
const searchWarm: number[] = [];
for (const query of words) {
  searchWarm.push(
    ...(await time(() => index.listing({ kind: "search", text: query }, parseListingParams(new URLSearchParams())), 5)),
  );
}
// Predictive search, cold too: the first letters of each word as a visitor types them, each prefix once.
const suggest: number[] = [];
for (const prefix of new Set(words.flatMap((word) => [word.slice(0, 3), word.slice(0, 5)]))) {
  suggest.push(...(await time(() => index.suggest(prefix), 1)));
}
const listings: number[] = [];
for (const query of [
  "",
  "tri=price-asc",
  "tri=title-desc&page=3",
  "editeur=nathan&prix_max=10",
  "age=6-8-ans&niveau=cp",
]) {
  listings.push(
    ...(await time(() => index.listing({ kind: "all" }, parseListingParams(new URLSearchParams(query))), 30)),
  );
  listings.push(
    ...(await time(
      () => index.listing({ kind: "tag", slug: "romans" }, parseListingParams(new URLSearchParams(query))),
      30,
    )),
  );
}

// A sale: the books it names read again and merged, against the whole catalogue read again (as every sale did before).
const sold = [products[7], products[Math.floor(count / 2)]].map((product) => (product as ProductSummary).id);
const saleMerge = await time(() => index.refreshProducts(sold), 20);
const saleFull = await time(() => index.refresh(), 3);

// The same searches cold again in a process that has been serving (its code compiled by the JIT), after a catalogue
// refresh: a new snapshot, so an empty result cache. The first pass above also paid for V8 compiling the search code.
await index.refresh();
const searchColdSteady: number[] = [];
for (const query of words) {
  searchColdSteady.push(
    ...(await time(() => index.listing({ kind: "search", text: query }, parseListingParams(new URLSearchParams())), 1)),
  );
}
console.log(`Index du catalogue, ${count} livres — ${os.cpus().length} cœurs, Node ${process.version}`);
console.log(`| mesure | valeur |`);
console.log(`|---|---|`);
console.log(`| construction de l'index (pagination + recherche) | ${build.durationMs} ms |`);
console.log(
  `| mémoire (RSS) après construction | ${Math.round(rssAfter / 1e6)} Mo (+${Math.round((rssAfter - rssBefore) / 1e6)} Mo) |`,
);
const s = percentiles(searchCold);
const sr = percentiles(searchColdSteady);
const w = percentiles(searchWarm);
const p = percentiles(suggest);
const l = percentiles(listings);
console.log(`| recherche à froid (page de résultats) p50 / p95 / max | ${s.p50} / ${s.p95} / ${s.max} ms |`);
console.log(
  `| recherche à froid, processus en régime (après un rafraîchissement) p50 / p95 / max | ${sr.p50} / ${sr.p95} / ${sr.max} ms |`,
);
console.log(`| recherche répétée (page suivante, tri) p50 / p95 / max | ${w.p50} / ${w.p95} / ${w.max} ms |`);
console.log(`| recherche prédictive p50 / p95 / max | ${p.p50} / ${p.p95} / ${p.max} ms |`);
console.log(`| liste filtrée et triée p50 / p95 / max | ${l.p50} / ${l.p95} / ${l.max} ms |`);
const m = percentiles(saleMerge);
const f = percentiles(saleFull);
console.log(`| une vente : ses 2 livres relus et fusionnés p50 / max | ${m.p50} / ${m.max} ms |`);
console.log(`| une vente, avant : tout le catalogue relu p50 / max (hors lecture GraphQL) | ${f.p50} / ${f.max} ms |`);
