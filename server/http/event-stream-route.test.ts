import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { createEventStreamHub } from "../events/event-stream-hub.ts";
import { eventStreamRoute } from "./event-stream-route.ts";

const opened: AbortController[] = [];
const closers: Array<() => void> = [];

afterEach(() => {
  for (const controller of opened.splice(0)) controller.abort();
  for (const close of closers.splice(0)) close();
});

async function listen(hub: ReturnType<typeof createEventStreamHub>): Promise<string> {
  const app = express();
  // As behind the shop's proxy (TRUST_PROXY): the tests choose the client's address with X-Forwarded-For.
  app.set("trust proxy", "loopback");
  app.get("/api/events", eventStreamRoute(hub));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  closers.push(() => {
    hub.close();
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/events`;
}

/** Opens a stream and keeps it open until the test ends (or `close()`); answers its status and content type. */
async function open(url: string, from?: string) {
  const controller = new AbortController();
  opened.push(controller);
  const response = await fetch(url, {
    signal: controller.signal,
    headers: from ? { "X-Forwarded-For": from } : {},
  });
  return { response, close: () => controller.abort() };
}

describe("GET /api/events", () => {
  it("answers a stream, then 429 in French past the address's share, and admits again once a stream closes", async () => {
    const hub = createEventStreamHub({ maxPerAddress: 2 });
    const url = await listen(hub);
    const first = await open(url);
    const second = await open(url);
    expect([first.response.status, second.response.status]).toEqual([200, 200]);
    expect(first.response.headers.get("content-type")).toContain("text/event-stream");

    const third = await open(url);
    expect(third.response.status).toBe(429);
    expect(await third.response.json()).toEqual({ error: GENERIC_MESSAGES.tooManyRequests });

    first.close();
    await expect.poll(() => hub.size()).toBe(1);
    expect((await open(url)).response.status).toBe(200);
  });

  it("counts every address of one IPv6 /56 as one client, and IPv4 addresses each on its own", async () => {
    const hub = createEventStreamHub({ maxPerAddress: 1 });
    const url = await listen(hub);
    const statusFrom = async (address: string) => (await open(url, address)).response.status;
    expect(await statusFrom("2001:db8:0:100::1")).toBe(200);
    expect(await statusFrom("2001:db8:0:1ff:8a2e::7"), "same /56").toBe(429);
    expect(await statusFrom("2001:db8:0:200::1"), "the next /56").toBe(200);
    expect(await statusFrom("203.0.113.1")).toBe(200);
    expect(await statusFrom("203.0.113.2")).toBe(200);
    expect(await statusFrom("203.0.113.1")).toBe(429);
  });

  it("answers 503 once the instance holds every stream it accepts", async () => {
    const hub = createEventStreamHub({ maxClients: 1 });
    const url = await listen(hub);
    expect((await open(url)).response.status).toBe(200);
    const refused = await open(url);
    expect(refused.response.status).toBe(503);
    expect(await refused.response.json()).toEqual({ error: GENERIC_MESSAGES.unexpected });
  });
});
