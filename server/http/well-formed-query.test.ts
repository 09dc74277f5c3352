import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { createApp } from "./create-app.ts";

describe("query strings that are not well-formed Unicode (issue 43)", () => {
  let server: Server;
  let base: string;
  const reached: string[] = [];
  beforeAll(async () => {
    const app = createApp({
      env: "test",
      ssr: (req, res) => {
        reached.push(req.originalUrl);
        res.send("page");
      },
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it("answers a French 400 before any route, as a page to a browser and JSON to a script", async () => {
    for (const query of ["q=%ED%B0%80", "q=%C3%28", "commande=BQ%FF", "tri=%C3"]) {
      const page = await fetch(`${base}/recherche?${query}`, { headers: { accept: "text/html" } });
      expect(page.status, query).toBe(400);
      expect(await page.text()).toContain(GENERIC_MESSAGES.illFormedText);
      const api = await fetch(`${base}/api/suggestions?${query}`, { headers: { accept: "application/json" } });
      expect(api.status, query).toBe(400);
      expect(await api.json()).toEqual({ error: GENERIC_MESSAGES.illFormedText });
    }
    expect(reached).toEqual([]);
  });

  it("lets well-formed queries through, accents and lone '%' included", async () => {
    for (const query of ["q=No%C3%ABl", "q=100%", "q=%F0%9F%98%80", "q=a+b"]) {
      expect((await fetch(`${base}/recherche?${query}`)).status, query).toBe(200);
    }
  });
});
