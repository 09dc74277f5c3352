import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { createApp } from "./create-app.ts";
import { RATE_LIMITS } from "./rate-limits.ts";

describe("shared list endpoints' rate limits in the Express app (issue 40)", () => {
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    const app = createApp({ env: "test", ssr: (_req, res) => res.send("ok") });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const send = (method: string, path: string) =>
    fetch(`${base}${path}`, {
      method,
      headers: { accept: "application/json", "content-type": "application/json" },
      body: "{}",
    });

  it(`lets ${RATE_LIMITS.sharedListCreate.limit} lists be shared per address, then answers 429 in French`, async () => {
    for (let index = 0; index < RATE_LIMITS.sharedListCreate.limit; index += 1) {
      expect((await send("POST", "/api/listes")).status).toBe(200);
    }
    const refused = await send("POST", "/api/listes");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: GENERIC_MESSAGES.tooManyRequests });
  });

  it(`counts updates and stops of a list together, ${RATE_LIMITS.sharedListEdit.limit} a minute, and not the page`, async () => {
    const path = `/api/listes/${"A".repeat(22)}`;
    for (let index = 0; index < RATE_LIMITS.sharedListEdit.limit; index += 1) {
      expect((await send(index % 2 ? "PUT" : "DELETE", path)).status).toBe(200);
    }
    expect((await send("PUT", path)).status).toBe(429);
    expect((await fetch(`${base}/liste/${"A".repeat(22)}`)).status).toBe(200);
  });
});
