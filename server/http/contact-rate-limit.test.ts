import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { createApp } from "./create-app.ts";

describe("contact form rate limit in the Express app", () => {
  let base: string;
  let close: () => void;
  let reachedSsr = 0;
  beforeAll(async () => {
    const app = createApp({
      env: "test",
      ssr: (_req, res) => {
        reachedSsr += 1;
        res.send("ok");
      },
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("lets ten messages through per address, then answers 429 in French on both submission paths", async () => {
    const post = (path: string, accept: string) =>
      fetch(`${base}${path}`, { method: "POST", headers: { accept }, body: new URLSearchParams({ name: "x" }) });
    for (let index = 0; index < 5; index += 1) {
      expect((await post("/contact", "text/html")).status).toBe(200);
      expect((await post("/contact.data", "*/*")).status).toBe(200);
    }
    const page = await post("/contact", "text/html");
    expect(page.status).toBe(429);
    expect(await page.text()).toBe(GENERIC_MESSAGES.tooManyRequests);
    const data = await post("/contact.data", "*/*");
    expect(data.status).toBe(429);
    expect(reachedSsr).toBe(10);
    expect((await fetch(`${base}/contact`)).status, "reading the page is not limited").toBe(200);
  });
});
