import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    // The server build's entry is our SSR module, so that the route modules and the context keys the server sets
    // are one and the same module instance (STYLE.md: typed context keys; docs/decisions/001).
    ssr: { build: { rolldownOptions: { input: "./server/http/ssr-app.ts" } } },
  },
});
