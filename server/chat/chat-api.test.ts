import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../core/help/chat-schemas.ts";
import { faqSections } from "../../core/help/faq-content.ts";
import { CHAT_MESSAGES } from "../../core/messages/chat.ts";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { chatConversations, chatMessages } from "../db/schema.ts";
import { createApp } from "../http/create-app.ts";
import { RATE_LIMITS } from "../http/rate-limits.ts";
import { type ChatService, createChatService } from "./chat-service.ts";
import { demoCatalogueIndex } from "./demo-catalogue-index.ts";
import { createLlmWriter } from "./llm-writer.ts";
import { createRetrievalAssistant, type RetrievalAssistant } from "./retrieval-assistant.ts";

let assistant: RetrievalAssistant;
beforeAll(async () => {
  const { index } = await demoCatalogueIndex();
  assistant = createRetrievalAssistant({
    catalogue: index,
    faq: faqSections({ supportEmail: "contact@bouquinerie.example" }),
    shopName: "Bouquinerie",
    supportEmail: "contact@bouquinerie.example",
  });
});

async function serve(chat: ChatService) {
  const app = createApp({
    env: "test",
    ssr: (_req, res) => {
      res.status(404).end();
    },
    chat,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/chat` };
}

const countMessages = async (database: DatabaseHandle) => (await database.db.select().from(chatMessages)).length;

const postJson = (url: string, body: unknown) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe.each(testDatabaseEngines())("POST /api/chat on $name", (engine) => {
  let database: DatabaseHandle;
  let chat: ChatService;
  let running: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    database = await engine.open();
    chat = createChatService({ db: database.db, assistant, shopName: "Bouquinerie" });
    running = await serve(chat);
  });
  afterAll(async () => {
    running.server.close();
    await database.close();
  });

  it("answers, stores the conversation with the client's IP and both messages, and continues it by id", async () => {
    const first = await postJson(running.url, { message: "  un livre sur les dinosaures pour 5 ans  " });
    expect(first.status).toBe(200);
    const body = (await first.json()) as { response: string; conversationId: string };
    expect(body.response).toContain("](/produit/");
    const [conversation] = await database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, body.conversationId));
    expect(conversation?.ipAddress).toBe("127.0.0.1");

    const second = await postJson(running.url, { message: "Merci !", conversationId: body.conversationId });
    expect(((await second.json()) as { conversationId: string }).conversationId).toBe(body.conversationId);
    const messages = await chat.messages(body.conversationId);
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(messages[0]?.content).toBe("un livre sur les dinosaures pour 5 ans");
    expect(messages[1]?.content).toBe(body.response);
  });

  it("stores a message holding NUL characters without them, rather than failing on them", async () => {
    const response = await postJson(running.url, { message: "des pirates\u0000 pour 6 ans" });
    expect(response.status).toBe(200);
    const { conversationId } = (await response.json()) as { conversationId: string };
    expect((await chat.messages(conversationId))[0]?.content).toBe("des pirates pour 6 ans");
  });

  it("starts a new conversation when the id it is given is unknown", async () => {
    const unknown = "6f1c3e0a-1b2c-4d5e-8f90-123456789abc";
    const response = await postJson(running.url, { message: "Bonjour", conversationId: unknown });
    const body = (await response.json()) as { conversationId: string };
    expect(response.status).toBe(200);
    expect(body.conversationId).not.toBe(unknown);
  });

  it.each([
    ["a blank message", { message: "   \n " }, CHAT_MESSAGES.messageRequired],
    ["no message", {}, CHAT_MESSAGES.messageRequired],
    ["a 10,000-character message", { message: "a".repeat(10_000) }, CHAT_MESSAGES.messageTooLong(1_000)],
    ["a message one character too long", { message: "é".repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }, "trop long"],
    [
      "a conversation id that is not one",
      { message: "Bonjour", conversationId: "abc" },
      CHAT_MESSAGES.unknownConversation,
    ],
    ["a body that is not an object", ["Bonjour"], GENERIC_MESSAGES.badRequest],
  ])("refuses %s with a French 400", async (_name, body, message) => {
    const response = await postJson(running.url, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
  });

  it("accepts a message of exactly the maximum length", async () => {
    const response = await postJson(running.url, { message: "é".repeat(CHAT_MESSAGE_MAX_LENGTH) });
    expect(response.status).toBe(200);
  });

  it("answers malformed JSON with a French 400, not a 500", async () => {
    const response = await fetch(running.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{ pas du json",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(GENERIC_MESSAGES.badRequest);
  });

  it("refuses a message holding a lone surrogate or bytes that are not UTF-8 with a French 400, storing nothing", async () => {
    const before = await countMessages(database);
    for (const body of [
      '{"message":"bonjour \\udc00"}',
      Buffer.from([0x7b, 0x22, 0x6d, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    ]) {
      const response = await fetch(running.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: GENERIC_MESSAGES.illFormedText });
    }
    expect(await countMessages(database)).toBe(before);
  });

  it("answers a body over 64 KB with a French 413, without reading it into the conversation", async () => {
    const response = await postJson(running.url, { message: "a".repeat(70_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errors: [{ message: GENERIC_MESSAGES.bodyTooLarge }] });
  });
});

describe("POST /api/chat rate limit", () => {
  let database: DatabaseHandle;
  let running: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    const [pglite] = testDatabaseEngines();
    if (!pglite) throw new Error("PGlite manquant");
    database = await pglite.open();
    running = await serve(createChatService({ db: database.db, assistant, shopName: "Bouquinerie" }));
  });
  afterAll(async () => {
    running.server.close();
    await database.close();
  });

  it("refuses 100 messages a minute from one IP with the French 429", async () => {
    const statuses: number[] = [];
    let refusal = "";
    for (let i = 0; i < 100; i++) {
      const response = await postJson(running.url, { message: "Bonjour" });
      statuses.push(response.status);
      if (response.status === 429) refusal = ((await response.json()) as { error: string }).error;
      else await response.body?.cancel();
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMITS.chat.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - RATE_LIMITS.chat.limit);
    expect(refusal).toBe(GENERIC_MESSAGES.tooManyRequests);
  });
});

describe("POST /api/chat with a language model configured", () => {
  let database: DatabaseHandle;
  let model: Server;
  let modelStatus = 200;
  const prompts: string[] = [];
  let running: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    // A small OpenAI-compatible server on loopback: it answers by quoting the first book link of its facts.
    model = createServer(async (req, res) => {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      const system = (JSON.parse(raw) as { messages: Array<{ content: string }> }).messages[0]?.content ?? "";
      prompts.push(system);
      const link = system.match(/\[[^\]]+\]\(\/produit\/[a-z0-9-]+\)/)?.[0] ?? "";
      res.writeHead(modelStatus, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: `Je vous conseille ${link}.` } }] }));
    });
    model.listen(0, "127.0.0.1");
    await new Promise((resolve) => model.once("listening", resolve));
    const writer = createLlmWriter({
      baseUrl: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
      apiKey: "cle",
      model: "modele-de-test",
    });
    const [pglite] = testDatabaseEngines();
    if (!pglite) throw new Error("PGlite manquant");
    database = await pglite.open();
    running = await serve(createChatService({ db: database.db, assistant, writer, shopName: "Bouquinerie" }));
  });
  afterAll(async () => {
    running.server.close();
    model.close();
    await database.close();
  });

  it("answers with the model's text, written from the retrieved books", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await postJson(running.url, { message: "un livre sur les dinosaures pour 5 ans" });
    const body = (await response.json()) as { response: string };
    expect(body.response).toMatch(/^Je vous conseille \[.+\]\(\/produit\/[a-z0-9-]+\)\.$/);
    expect(prompts.at(-1)).toContain("« Dinosaures » pour les 4-6 ans");
  });

  it("sends the greeting as written, never reworded by the model: it says what the assistant is", async () => {
    const before = prompts.length;
    const response = await postJson(running.url, { message: "Bonjour" });
    const body = (await response.json()) as { response: string };
    expect(body.response).toBe((await assistant.reply("Bonjour")).text);
    expect(prompts.length).toBe(before);
  });

  it("falls back to the retrieval answer when the model fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    modelStatus = 503;
    const response = await postJson(running.url, { message: "un livre sur les dinosaures pour 5 ans" });
    const body = (await response.json()) as { response: string };
    expect(body.response).toBe((await assistant.reply("un livre sur les dinosaures pour 5 ans")).text);
  });
});
