import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DISCARDED_BODY_BYTES } from "../../core/http/request-body.server.ts";
import type { AppServices } from "../../server/services.ts";
import { requestInfoContext, servicesContext } from "../context.ts";
import { action } from "./contact.tsx";

/** The action reads the contact service and the request's client address; the service here records submissions. */
function contextRecording(submitted: Record<string, string>[]) {
  const context = new RouterContextProvider();
  const contact = {
    async submit(form: Record<string, string>) {
      submitted.push(form);
      return { status: "sent" as const };
    },
  };
  context.set(servicesContext, { contact } as unknown as AppServices);
  context.set(requestInfoContext, { clientIp: "127.0.0.1", clientKey: "127.0.0.1", requestId: "test", nonce: "test" });
  return context;
}

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request("http://localhost/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

const statusOf = (result: unknown) => (result as { init: { status?: number } | null }).init?.status ?? 200;

describe("contact action", () => {
  it("refuses a chunked body beyond 64 KB that declares no Content-Length: 413, nothing submitted, read no further than the discard allowance", async () => {
    const submitted: Record<string, string>[] = [];
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(`message=${"x".repeat(4096)}&`));
      },
    });
    const result = await action({ request: post(body), context: contextRecording(submitted) } as never);
    expect(statusOf(result)).toBe(413);
    expect((result as { data: unknown }).data).toEqual({ status: "failed", tooLarge: true });
    expect(submitted).toEqual([]);
    expect(pulled).toBeLessThanOrEqual(Math.ceil((64 * 1024 + DISCARDED_BODY_BYTES) / (4096 + 9)) + 1);
  });

  it("hands the fields of a form within the limit to the contact service", async () => {
    const submitted: Record<string, string>[] = [];
    const result = await action({
      request: post(new URLSearchParams({ name: "Léa", message: "Bonjour" })),
      context: contextRecording(submitted),
    } as never);
    expect(statusOf(result)).toBe(200);
    expect(submitted).toEqual([{ name: "Léa", message: "Bonjour" }]);
  });
});
