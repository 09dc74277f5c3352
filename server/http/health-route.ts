import type { RequestHandler } from "express";

/** A proxy polls every second or two: one database round trip per second at most, whatever the pollers. */
const DATABASE_CHECK_TTL_MS = 1_000;

export type HealthState = "ok" | "draining" | "database-unreachable";

const ANSWERS: Record<HealthState, { status: number; statut: string }> = {
  ok: { status: 200, statut: "ok" },
  draining: { status: 503, statut: "arrêt en cours" },
  "database-unreachable": { status: 503, statut: "base de données injoignable" },
};

/**
 * `GET /healthz` for the reverse proxy's health checks: 200 while the instance serves and reaches its database, 503
 * once it drains for a shutdown (the proxy sends visitors to another instance) or when the database does not answer.
 * `flux` counts the open event streams.
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
  const handler: RequestHandler = async (_req, res) => {
    const state: HealthState = options.isDraining()
      ? "draining"
      : (await databaseAnswers())
        ? "ok"
        : "database-unreachable";
    const answer = ANSWERS[state];
    res
      .status(answer.status)
      .set("Cache-Control", "no-store")
      .json({ statut: answer.statut, flux: options.openStreams?.() ?? 0 });
  };
  return handler;
}
