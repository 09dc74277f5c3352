import type { RequestHandler } from "express";
import { isWellFormedUrlEncoded } from "../../core/http/well-formed-text.server.ts";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { refuse } from "./refusal.ts";

/**
 * A query string that does not decode to well-formed text (`?q=%ED%B0%80`, a lone surrogate written in UTF-8, or bytes
 * that are not UTF-8) is a French 400 before any route reads it: decoders would hand the route U+FFFD in its place, a
 * search or an order number silently altered (issue 43).
 */
export const rejectIllFormedQuery: RequestHandler = (req, res, next) => {
  const at = req.originalUrl.indexOf("?");
  // Raw bytes above 0x7F never get here: Node's parser refuses such a request target itself (400).
  if (at === -1 || isWellFormedUrlEncoded(req.originalUrl.slice(at + 1))) next();
  else refuse(req, res, 400, GENERIC_MESSAGES.illFormedText);
};
