import { type IncomingMessage, request } from "node:http";

/**
 * An answer as the client receives it, undecoded (fetch would decode it and hide which encoding was sent), to the
 * path as written: for the tests of what the server compresses.
 */
export function sendUndecoded(
  port: number,
  target: string,
  { acceptEncoding, accept, method = "GET" }: { acceptEncoding?: string; accept?: string; method?: string } = {},
): Promise<{ response: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = {
      ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }),
      ...(accept === undefined ? {} : { accept }),
    };
    request({ host: "127.0.0.1", port, path: target, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ response, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}
