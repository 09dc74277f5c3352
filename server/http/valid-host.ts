import type { RequestHandler } from "express";

/**
 * Refuses, with a 400, a request whose host cannot make a URL (`Host: [bad`): React Router's Express adapter and
 * toFetchRequest build the request's URL from it, and `new URL` threw — a 500 and a stack trace in the log. The host is
 * checked the way that adapter reads it: `req.hostname` (X-Forwarded-Host behind a trusted proxy) and a port.
 */
export const rejectInvalidHost: RequestHandler = (req, _res, next) => {
  const hosts = [req.get("host"), req.app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined];
  const valid =
    hosts.every((host) => host === undefined || URL.canParse(`http://${host}/`)) &&
    URL.canParse(`${req.protocol}://${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}/`);
  if (valid) next();
  else next(Object.assign(new Error("Invalid Host header"), { status: 400, expose: false }));
};
