import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { DISCARDED_BODY_BYTES } from "../../core/http/request-body.server.ts";
import type { AppServices } from "../../server/services.ts";
import type { WithdrawalResult, WithdrawalReview } from "../../server/withdrawal/withdrawal-service.ts";
import { requestInfoContext, servicesContext } from "../context.ts";
import { action, clientAction, loader } from "./withdrawal.tsx";

const value = { orderNumber: "BQ-000001", email: "camille@exemple.fr", name: "Camille Martin", items: "" };

/** The action reads the withdrawal service and the client address; this service answers what a test sets. */
function contextAnswering(answers: { review?: WithdrawalReview; submit?: WithdrawalResult | Error }) {
  const calls: string[] = [];
  const withdrawal = {
    async review() {
      calls.push("review");
      return answers.review;
    },
    async submit(_form: unknown, ip: string) {
      calls.push(`submit ${ip}`);
      if (answers.submit instanceof Error) throw answers.submit;
      return answers.submit;
    },
  };
  const context = new RouterContextProvider();
  context.set(servicesContext, { withdrawal } as unknown as AppServices);
  context.set(requestInfoContext, {
    clientIp: "203.0.113.9",
    clientKey: "203.0.113.9",
    requestId: "test",
    nonce: "test",
  });
  return { context, calls };
}

function post(fields: Record<string, string>) {
  return new Request("http://localhost/retractation", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

const run = (fields: Record<string, string>, answers: Parameters<typeof contextAnswering>[0]) => {
  const { context, calls } = contextAnswering(answers);
  return action({ request: post(fields), context } as never).then((result) => ({
    status: (result as { init: { status?: number } | null }).init?.status ?? 200,
    data: (result as { data: unknown }).data,
    calls,
  }));
};

describe("withdrawal action", () => {
  it("« Continuer » shows the declaration and the order back, with the order's date in Paris time", async () => {
    const answer = await run(
      { ...value, intent: "review" },
      {
        review: {
          status: "ready",
          value,
          order: { number: "BQ-000001", orderedAt: new Date("2026-11-19T23:30:00Z"), books: ["Le Petit Poucet × 1"] },
        },
      },
    );
    expect(answer).toEqual({
      status: 200,
      calls: ["review"],
      data: {
        step: "confirm",
        value,
        order: { number: "BQ-000001", orderedOn: "20 novembre 2026", books: ["Le Petit Poucet × 1"] },
      },
    });
  });

  it("« Confirmer la rétractation » records it with the client's address and says when it was received", async () => {
    const answer = await run(
      { ...value, intent: "confirm" },
      {
        submit: {
          status: "recorded",
          withdrawalId: 1,
          receivedAt: new Date("2026-11-20T14:03:27Z"),
          already: false,
          receiptSent: true,
          value,
        },
      },
    );
    expect(answer.calls).toEqual(["submit 203.0.113.9"]);
    expect(answer.data).toEqual({
      step: "done",
      value,
      receivedAt: "vendredi 20 novembre 2026 à 15:03:27 (heure de Paris)",
      already: false,
      receiptSent: true,
    });
  });

  it("answers 400 with the field errors, 404 for an unknown order, and keeps what was typed", async () => {
    const invalid = await run(
      { orderNumber: "", email: "x", intent: "review" },
      { review: { status: "invalid", errors: { orderNumber: "Le numéro de commande est requis" } } },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.data).toMatchObject({ step: "form", values: { email: "x" } });
    const unknown = await run({ ...value, intent: "confirm" }, { submit: { status: "not-found" } });
    expect(unknown).toMatchObject({ status: 404, data: { step: "form", notFound: true, values: value } });
  });

  it("« Modifier » goes back to the form without asking the service", async () => {
    const answer = await run({ ...value, intent: "edit" }, {});
    expect(answer).toEqual({ status: 200, calls: [], data: { step: "form", values: value } });
  });

  it("never says 'recorded' when the database fails: 503 and the form again", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = await run({ ...value, intent: "confirm" }, { submit: new Error("base indisponible") });
    expect(answer).toMatchObject({ status: 503, data: { step: "form", failed: true } });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(
      /^\[rétractation\] déclaration non enregistrée \(requête test\) : Error/,
    );
    expect(String(logged.mock.calls[0]?.[0])).not.toContain("base indisponible");
    logged.mockRestore();
  });

  it("refuses a chunked post beyond 16 KB that declares no Content-Length: 413, the form again, the service not asked, read no further than the discard allowance", async () => {
    const { context, calls } = contextAnswering({});
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(`items=${"x".repeat(4096)}&`));
      },
    });
    const request = new Request("http://localhost/retractation", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as RequestInit);
    const result = await action({ request, context } as never);
    expect((result as { init: { status?: number } | null }).init?.status).toBe(413);
    expect((result as { data: unknown }).data).toEqual({ step: "form", values: {}, tooLarge: true });
    expect(calls).toEqual([]);
    expect(pulled).toBeLessThanOrEqual(Math.ceil((16 * 1024 + DISCARDED_BODY_BYTES) / (4096 + 7)) + 1);
  });

  it("refuses a declaration whose text is not UTF-8 with a French 400, the service not asked (issue 43)", async () => {
    const { context, calls } = contextAnswering({});
    const request = new Request("http://localhost/retractation", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "orderNumber=BQ-000001&email=camille%40exemple.fr&name=Camille%ED%B0%80&intent=confirm",
    });
    const result = (await action({ request, context } as never)) as { init: { status?: number }; data: unknown };
    expect(result.init.status).toBe(400);
    expect(result.data).toEqual({ step: "form", values: {}, illFormed: true });
    expect(calls).toEqual([]);
  });

  it("fills the order number from the link of the confirmation page and e-mail", async () => {
    const data = await loader({ request: new Request("http://localhost/retractation?commande=BQ-000042") } as never);
    expect(data).toEqual({ prefill: { orderNumber: "BQ-000042" } });
  });
});

describe("withdrawal client action (JavaScript on)", () => {
  const request = () =>
    new Request("http://localhost/retractation", {
      method: "POST",
      body: new URLSearchParams({ ...value, intent: "confirm" }),
    });

  it("turns the rate limiter's 429 into the form again, with what was typed and the « too many requests » alert", async () => {
    const serverAction = async () => {
      throw new ErrorResponseImpl(429, "Too Many Requests", "Trop de requêtes");
    };
    expect(await clientAction({ serverAction, request: request() } as never)).toEqual({
      step: "form",
      values: value,
      rateLimited: true,
      failed: false,
    });
  });

  it("turns a network failure into the form again with the « not recorded » alert, never a page error", async () => {
    const serverAction = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await clientAction({ serverAction, request: request() } as never)).toEqual({
      step: "form",
      values: value,
      rateLimited: false,
      failed: true,
    });
  });

  it("passes the server's answer through", async () => {
    const answer = { step: "form" as const, values: value, notFound: true };
    expect(await clientAction({ serverAction: async () => answer, request: request() } as never)).toBe(answer);
  });
});
