// negotiator 1.x ships no types, and @types/negotiator describes 0.6, which has no server preference.
declare module "negotiator" {
  import type { IncomingHttpHeaders } from "node:http";

  export default class Negotiator {
    /** Only the request's headers are read: an `IncomingMessage`, or the headers of a fetch `Request` put so. */
    constructor(request: { headers: IncomingHttpHeaders });
    /** The client's best encoding among `available` (its weights first, then `preferred`'s order), if any. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
    /** The client's best media type among `available` (its weights first, then `available`'s order), if any. */
    mediaType(available: readonly string[]): string | undefined;
  }
}
