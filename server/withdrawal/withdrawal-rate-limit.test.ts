import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { createApp } from "../http/create-app.ts";
import { RATE_LIMITS } from "../http/rate-limits.ts";

describe("withdrawal function rate limit in the Express app", () => {
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

  it("counts both steps of both submission paths in one budget, then answers 429 in French", async () => {
    const post = (path: string, accept: string) =>
      fetch(`${base}${path}`, { method: "POST", headers: { accept }, body: new URLSearchParams({ intent: "review" }) });
    for (let index = 0; index < RATE_LIMITS.withdrawal.limit; index += 1) {
      const path = index % 2 === 0 ? "/retractation" : "/retractation.data";
      expect((await post(path, index % 2 === 0 ? "text/html" : "*/*")).status).toBe(200);
    }
    const page = await post("/retractation", "text/html");
    expect(page.status).toBe(429);
    expect(await page.text()).toBe(GENERIC_MESSAGES.tooManyRequests);
    expect((await post("/retractation.data", "*/*")).status).toBe(429);
    expect(reachedSsr).toBe(RATE_LIMITS.withdrawal.limit);
    expect((await fetch(`${base}/retractation`)).status, "reading the page is not limited").toBe(200);
  });
});
