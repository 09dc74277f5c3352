import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ALERT_MESSAGES } from "../../core/messages/alerts.ts";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { createLinkSigner } from "../demand/signed-links.ts";
import { createApp } from "./create-app.ts";
import { RATE_LIMITS } from "./rate-limits.ts";

const DAY_MS = 24 * 60 * 60_000;
const links = createLinkSigner(Buffer.alloc(32, 5));

let server: Server | undefined;
afterEach(() => server?.close());

/** The app with the alert service's link checks (real signer); unsubscribing only records whom. */
async function startApp() {
  const unsubscribed: string[] = [];
  const app = createApp({
    env: "test",
    alerts: {
      checkUnsubscribe(token) {
        const checked = links.check("unsubscribe", token);
        return checked.ok ? { status: "ok" } : { status: checked.reason };
      },
      async unsubscribe(token) {
        const checked = links.check("unsubscribe", token);
        if (!checked.ok) return { status: checked.reason };
        unsubscribed.push(checked.subject);
        return { status: "unsubscribed" };
      },
    },
    ssr: (_req, res) => void res.status(404).end(),
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // As a mail provider posts it: from its own servers, a form body, no origin of the shop (RFC 8058).
  const post = (token: string) =>
    fetch(`${base}/api/alertes/desabonnement?jeton=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
  return { post, unsubscribed };
}

describe("one-click unsubscribe from mailbox providers", () => {
  it("never rate-limits a valid link: a provider posts for all its users from a few addresses", async () => {
    const { post, unsubscribed } = await startApp();
    const count = RATE_LIMITS.alertLink.limit * 3;
    for (let i = 0; i < count; i++) {
      const answer = await post(links.sign("unsubscribe", `cle-${i}`, DAY_MS));
      expect(answer.status, `post ${i + 1}`).toBe(200);
      expect(await answer.text()).toBe(ALERT_MESSAGES.unsubscribed);
    }
    expect(unsubscribed).toHaveLength(count);
  });

  it("limits forged and expired links, and still honours a valid one from the same address", async () => {
    const { post, unsubscribed } = await startApp();
    const expired = links.sign("unsubscribe", "cle", -DAY_MS);
    for (let i = 0; i < RATE_LIMITS.alertLink.limit; i++) {
      const answer = await post(i % 2 === 0 ? `unsubscribe.cle-${i}.1.AAAAAAAAAAAAAAAAAAAAAA` : expired);
      expect(answer.status).toBe(i % 2 === 0 ? 400 : 410);
    }
    const refused = await post("unsubscribe.cle.1.AAAAAAAAAAAAAAAAAAAAAA");
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(GENERIC_MESSAGES.tooManyRequests);
    expect((await post(links.sign("unsubscribe", "cle-valide", DAY_MS))).status).toBe(200);
    expect(unsubscribed).toEqual(["cle-valide"]);
  });
});
