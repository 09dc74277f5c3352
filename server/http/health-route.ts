import type { RequestHandler } from "express";

/** A proxy polls every second or two: one database round trip per second at most, whatever the pollers. */
const DATABASE_CHECK_TTL_MS = 1_000;

export type HealthState = "ok" | "draining" | "database-unreachable";

const ANSWERS: Record<HealthState, { status: number; statut: string }> = {
  ok: { status: 200, statut: "ok" },
  draining: { status: 503, statut: "arrêt en cours" },
  "database-unreachable": { status: 503, statut: "base de données injoignable" },
};

/** Whether an address is this machine's own: the proxy in front, or an operator's `curl` on the host. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}

/**
 * `GET /healthz` for the reverse proxy's health checks: 200 while the instance serves and reaches its database, 503
 * once it drains for a shutdown (the proxy sends visitors to another instance) or when the database does not answer.
 * `flux` counts the open event streams, told only to a client on this machine (`req.ip`, so a visitor behind a
 * trusted proxy is the visitor, not the proxy): a stranger learns the state, not how busy the instance is.
 */
export function healthRoute(options: {
  isDraining: () => boolean;
  checkDatabase: () => Promise<unknown>;
  /** The event streams this instance holds: what an operator watches, and where a page's stream landed. */
  openStreams?: () => number;
}) {
  let lastCheck: { at: number; result: Promise<boolean> } | undefined;
  const databaseAnswers = (): Promise<boolean> => {
    const now = Date.now();
    if (!lastCheck || now - lastCheck.at > DATABASE_CHECK_TTL_MS) {
      lastCheck = {
        at: now,
        result: options.checkDatabase().then(
          () => true,
          () => false,
        ),
      };
    }
    return lastCheck.result;
  };
  const handler: RequestHandler = async (req, res) => {
    const state: HealthState = options.isDraining()
      ? "draining"
      : (await databaseAnswers())
        ? "ok"
        : "database-unreachable";
    const answer = ANSWERS[state];
    res.status(answer.status).set("Cache-Control", "no-store");
    if (isLoopback(req.ip)) res.json({ statut: answer.statut, flux: options.openStreams?.() ?? 0 });
    else res.json({ statut: answer.statut });
  };
  return handler;
}
