declare global {
  namespace Express {
    interface Locals {
      /** The CSP nonce of this response's inline scripts. */
      cspNonce: string;
      /** Identifies the request in the server log. */
      requestId: string;
      /** Set for a page asked for at its `.md` address (markdown-urls.ts). */
      markdownUrl?: boolean;
    }
  }
}

export {};
