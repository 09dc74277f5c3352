import type { Request, Response } from "express";
import { plainErrorPage } from "../../core/http/plain-error-page.server.ts";
import { submissionKindOf } from "./submission-kind.ts";

/**
 * A request refused before any route, in the caller's terms and without a log line: the shop's plain French page to a
 * browser, JSON to a script or a fetch (`{ error }` as the shop's own endpoints answer, `{ errors }` on the Storefront
 * endpoint, as Shopify does).
 */
export function refuse(req: Request, res: Response, status: number, message: string): void {
  res.status(status).set("Cache-Control", "no-store");
  if (submissionKindOf(req.path) === "storefront-api") res.json({ errors: [{ message }] });
  else if (req.accepts(["json", "html"]) === "html") res.type("html").send(plainErrorPage("Requête refusée", message));
  else res.json({ error: message });
}
