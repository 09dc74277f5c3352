import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

/**
 * First-load JavaScript of a route, gzip: what a visitor's browser downloads before the page is interactive — the
 * React Router manifest, the client entry, the root route and the route's own module with every chunk they import.
 * Reads the production build (`npm run build` first).
 */
const { values } = parseArgs({
  options: { route: { type: "string", multiple: true, default: ["routes/home", "routes/product", "routes/age"] } },
});

type Manifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
};

const assets = path.resolve("build/client/assets");
const manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error("aucun manifeste dans build/client/assets : lancez npm run build");
const manifestText = readFileSync(path.join(assets, manifestFile), "utf8");
const manifest = JSON.parse(
  manifestText.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""),
) as Manifest;

const gzipped = (file: string) => gzipSync(readFileSync(path.resolve("build/client", `.${file}`))).length;

console.log("| route | fichiers | JS brut (Ko) | JS gzip (Ko) |");
console.log("|---|---|---|---|");
for (const id of values.route) {
  const route = manifest.routes[id];
  if (!route) throw new Error(`route inconnue : ${id}`);
  const root = manifest.routes.root;
  const files = new Set([
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
    ...(root ? [root.module, ...(root.imports ?? [])] : []),
    route.module,
    ...(route.imports ?? []),
  ]);
  let raw = Buffer.byteLength(manifestText);
  let gzip = gzipSync(manifestText).length;
  for (const file of files) {
    raw += readFileSync(path.resolve("build/client", `.${file}`)).length;
    gzip += gzipped(file);
  }
  console.log(`| ${id} | ${files.size + 1} | ${(raw / 1024).toFixed(1)} | ${(gzip / 1024).toFixed(1)} |`);
}
