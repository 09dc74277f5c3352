import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createLlmWriter, inventedFacts } from "./llm-writer.ts";

type Behaviour = { status?: number; content?: string; body?: unknown; delayMs?: number };

/** A small OpenAI-compatible server on loopback that records what it was asked and answers as told. */
function fakeOpenAi() {
  const requests: Array<{ url: string; authorization: string | undefined; body: Record<string, unknown> }> = [];
  let behaviour: Behaviour = {};
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    requests.push({ url: req.url ?? "", authorization: req.headers.authorization, body: JSON.parse(raw) });
    const answer = () => {
      res.writeHead(behaviour.status ?? 200, { "content-type": "application/json" });
      res.end(
        JSON.stringify(
          behaviour.body ?? { choices: [{ index: 0, message: { role: "assistant", content: behaviour.content } }] },
        ),
      );
    };
    if (behaviour.delayMs) setTimeout(answer, behaviour.delayMs);
    else answer();
  });
  return {
    requests,
    server,
    answer(next: Behaviour) {
      behaviour = next;
    },
  };
}

const FACTS = [
  "Voici 3 livres sur le thème « Dinosaures » pour les 4-6 ans :",
  "- [Le petit dino](/produit/le-petit-dino) — 7,90 € — disponible",
  "- [Rex et moi](/produit/rex-et-moi) — 5,50 € — disponible",
].join("\n");

describe("LLM writer against an OpenAI-compatible server on loopback", () => {
  const fake = fakeOpenAi();
  let baseUrl = "";
  beforeAll(async () => {
    fake.server.listen(0, "127.0.0.1");
    await new Promise((resolve) => fake.server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1/`;
  });
  afterAll(() => {
    fake.server.closeAllConnections();
    fake.server.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  const writer = () => createLlmWriter({ baseUrl, apiKey: "cle-de-test", model: "petit-modele" }, fetch, 500);
  const request = {
    message: "un livre sur les dinosaures pour 5 ans",
    facts: FACTS,
    history: [{ role: "user" as const, content: "Bonjour" }],
    shopName: "Bouquinerie",
  };

  it("posts the model, the key and a system prompt holding only the retrieved facts, and returns its text", async () => {
    fake.answer({ content: "Je vous conseille [Rex et moi](/produit/rex-et-moi) à 5,50 €." });
    await expect(writer().write(request)).resolves.toBe(
      "Je vous conseille [Rex et moi](/produit/rex-et-moi) à 5,50 €.",
    );
    const [sent] = fake.requests;
    expect(sent?.url).toBe("/v1/chat/completions");
    expect(sent?.authorization).toBe("Bearer cle-de-test");
    expect(sent?.body.model).toBe("petit-modele");
    const messages = sent?.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]?.role).toBe("system");
    expect(messages[0]?.content).toContain(FACTS);
    expect(messages[0]?.content).toContain("N'invente jamais");
    // AI Act Art. 50(1): asked what it is, the model must not pass for a person.
    expect(messages[0]?.content).toContain("Ne te présente jamais comme une personne");
    expect(messages.slice(1)).toEqual([
      { role: "user", content: "Bonjour" },
      { role: "user", content: request.message },
    ]);
  });

  it.each<[string, Behaviour]>([
    ["an HTTP error", { status: 500, body: { error: "panne" } }],
    ["an answer without text", { body: { choices: [] } }],
    ["a timeout", { content: "trop tard", delayMs: 2_000 }],
    ["a book the facts do not hold", { content: "Lisez [Le dino inventé](/produit/dino-invente) !" }],
    ["a price the facts do not hold", { content: "Le petit dino coûte 3,20 €." }],
    ["a whole-euro price the facts do not hold", { content: "Livraison offerte, seulement 5 € de frais." }],
    ["a link through the shop's redirect page", { content: "Voyez notre [offre](/go?to=https://phish.example)." }],
    ["a path a browser reads as another site", { content: "Connectez-vous [ici](/\\phish.example/login)." }],
  ])("gives null (the caller falls back to retrieval) on %s", async (_name, behaviour) => {
    fake.answer(behaviour);
    await expect(writer().write(request)).resolves.toBeNull();
  });

  it("gives null when the server cannot be reached", async () => {
    const offline = createLlmWriter({ baseUrl: "http://127.0.0.1:9/v1", apiKey: undefined, model: "m" }, fetch, 500);
    await expect(offline.write(request)).resolves.toBeNull();
  });
});

describe("inventedFacts", () => {
  it("lists links and prices absent from the facts, whatever the spacing or decimal mark", () => {
    expect(inventedFacts("[Rex](/produit/rex-et-moi) 5.50 € et 7,90\u202f€", FACTS)).toEqual([]);
    expect(inventedFacts("[Rex](/produit/rex-et) 9,99 €", FACTS)).toEqual(["/produit/rex-et", "9,99 €"]);
  });

  it("refuses a link to a same-site redirect or a path a browser reads as another site (issue 20)", () => {
    expect(inventedFacts("Profitez de notre [offre](/go?to=https://phish.example) !", FACTS)).toEqual([
      "/go?to=https://phish.example",
      "https://phish.example",
    ]);
    expect(inventedFacts("Connectez-vous [ici](/\\phish.example/login).", FACTS)).toEqual(["/\\phish.example/login"]);
    expect(inventedFacts("[ici](//phish.example)", FACTS)).toEqual(["//phish.example"]);
    expect(inventedFacts("Voir https://phish.example/promo ou www.phish.example", FACTS)).toEqual([
      "https://phish.example/promo",
      "www.phish.example",
    ]);
  });

  it("allows only the links of the facts, and the contact form the prompt offers", () => {
    expect(inventedFacts("[Le petit dino](/produit/le-petit-dino), [contact](/contact)", FACTS)).toEqual([]);
    expect(inventedFacts("Voir [toute la FAQ](/faq) ou [nos promos](/promotions)", FACTS)).toEqual([
      "/faq",
      "/promotions",
    ]);
  });

  it("counts any euro amount absent from the facts as invented, with or without cents", () => {
    expect(inventedFacts("Seulement 5 € ! Ou 3 euros, ou €2, ou 12 EUR.", FACTS)).toEqual([
      "5,00 €",
      "3,00 €",
      "2,00 €",
      "12,00 €",
    ]);
    expect(inventedFacts("Rex et moi coûte 5,5 € (5.50 €)", FACTS)).toEqual([]);
  });
});
