import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../../core/messages/generic.ts";
import { answerUnexpectedInFrench } from "./unexpected-error-answer.server.ts";

/** What React Router answers when no error boundary can: see server-runtime's returnLastResortErrorResponse. */
const lastResort = () =>
  new Response("Unexpected Server Error", { status: 500, headers: { "Content-Type": "text/plain" } });

async function answer(accept: string, routeAnswer: () => Response) {
  const request = new Request("http://boutique.test/api/product?handle=x", { headers: { Accept: accept } });
  const args = {
    request,
    url: new URL(request.url),
    pattern: "/api/product",
    params: {},
    context: new RouterContextProvider(),
  };
  const response = await answerUnexpectedInFrench(args, async () => routeAnswer());
  if (!response) throw new Error("the middleware must answer");
  return response;
}

describe("answerUnexpectedInFrench", () => {
  it("turns React Router's English last resort into the shop's French JSON error for an API caller", async () => {
    const response = await answer("*/*", lastResort);
    expect(response.status).toBe(500);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(await response.json()).toEqual({ error: GENERIC_MESSAGES.unexpected });
  });

  it("answers a browser asking for a page with a French page, without scripts", async () => {
    const response = await answer("text/html,application/xhtml+xml,*/*;q=0.8", lastResort);
    expect(response.status).toBe(500);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const page = await response.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain(GENERIC_MESSAGES.unexpected);
    expect(page).not.toContain("Unexpected");
    expect(page).not.toContain("<script");
  });

  it("leaves the routes' own answers alone, errors included", async () => {
    const own = [
      new Response("Erreur", { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } }),
      Response.json({ error: "La création du paiement a échoué." }, { status: 502 }),
      new Response("User-agent: *", { headers: { "Content-Type": "text/plain" } }),
    ];
    for (const routeAnswer of own) expect(await answer("*/*", () => routeAnswer)).toBe(routeAnswer);
  });
});
