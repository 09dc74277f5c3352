import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createHeldRefusals } from "./held-refusals.ts";

let server: Server | undefined;
afterEach(() => server?.close());

/** An endpoint that refuses every request through the held refusals. */
async function refusingEndpoint(options: { holdMs: number; maxHeld: number }) {
  const held = createHeldRefusals(options);
  const app = express();
  app.post("/", (_req, res) => held.hold(res, () => res.status(429).json({ error: "Trop de requêtes." })));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return async (signal?: AbortSignal) => {
    const started = performance.now();
    const response = await fetch(url, { method: "POST", signal });
    return { status: response.status, ms: performance.now() - started };
  };
}

describe("held refusals", () => {
  it("answer the refusal only after the hold", async () => {
    const refused = await refusingEndpoint({ holdMs: 300, maxHeld: 4 });
    const answer = await refused();
    expect(answer.status).toBe(429);
    expect(answer.ms).toBeGreaterThanOrEqual(290);
  });

  it("answer at once beyond the most they hold together", async () => {
    const refused = await refusingEndpoint({ holdMs: 400, maxHeld: 1 });
    const first = refused();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await refused();
    expect(second.status).toBe(429);
    expect(second.ms).toBeLessThan(300);
    expect((await first).ms).toBeGreaterThanOrEqual(390);
  });

  it("free the place of a client that left: the next refusal is held again", async () => {
    const refused = await refusingEndpoint({ holdMs: 400, maxHeld: 1 });
    const leaving = new AbortController();
    const left = refused(leaving.signal).catch(() => "abandonné");
    await new Promise((resolve) => setTimeout(resolve, 50));
    leaving.abort();
    expect(await left).toBe("abandonné");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await refused();
    expect(next.status).toBe(429);
    expect(next.ms).toBeGreaterThanOrEqual(390);
  });
});
