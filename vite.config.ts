import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { importClosureOf } from "./build-plugins/import-closure.ts";
import { precompressAssets } from "./build-plugins/precompress-assets.ts";

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/;
const appShell = importClosureOf("/app/root.tsx");
const clientEntry = importClosureOf("/app/entry.client.tsx");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), appShell.plugin, clientEntry.plugin, precompressAssets()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM, React Router and the client entry load on every page: one chunk compresses better
                // than the five the automatic split made of them (about 4 KB gzip less on each first load;
                // bench/RESULTS.md).
                {
                  name: "framework",
                  test: (id: string) => FRAMEWORK.test(id) || clientEntry.includes(id),
                  priority: 2,
                },
                { name: "shell", test: appShell.includes, priority: 1 },
              ],
            },
          },
        },
      },
    },
    // The server build's entry is our SSR module, so that the route modules and the context keys the server sets
    // are one and the same module instance (docs/conventions.md §3: typed context keys; docs/decisions/001).
    ssr: { build: { rolldownOptions: { input: "./server/http/ssr-app.ts" } } },
  },
});
