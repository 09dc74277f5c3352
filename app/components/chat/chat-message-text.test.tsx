import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ChatMessageText } from "./chat-message-text.tsx";

const render = (text: string) =>
  renderToString(
    <MemoryRouter>
      <ChatMessageText text={text} />
    </MemoryRouter>,
  );

describe("ChatMessageText", () => {
  it("links a plain path of the shop", () => {
    const html = render("Voyez [ce livre](/produit/x) ou [la FAQ](/faq#livraison).");
    expect(html).toMatch(/<a [^>]*href="\/produit\/x"[^>]*>ce livre<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/faq#livraison"[^>]*>la FAQ<\/a>/);
  });

  it.each([
    ["the redirect page", "[offre](/go?to=https://phish.example)"],
    ["a backslash browsers read as a second slash", "[ici](/\\phish.example/login)"],
    ["a protocol-relative address", "[ici](//phish.example)"],
    ["an absolute address", "[ici](https://phish.example)"],
    // /go decodes its target once, so it needs no colon; React Router matches paths in any case and decoded, and
    // browsers resolve dot segments: each of these reaches the redirect page.
    ["the redirect page with an encoded target", "[offre](/go?to=https%3A%2F%2Fphish.example)"],
    ["the redirect page in capitals", "[offre](/GO?to=https%3A%2F%2Fphish.example)"],
    ["the redirect page behind a dot segment", "[offre](/./go?to=https%3A%2F%2Fphish.example)"],
    ["the redirect page behind a parent segment", "[offre](/produit/../go?to=https%3A%2F%2Fphish.example)"],
    ["the redirect page percent-encoded", "[offre](/%67o?to=https%3A%2F%2Fphish.example)"],
  ])("leaves a link to %s as plain text", (_what, text) => {
    const html = render(text);
    expect(html).not.toContain("<a");
    expect(html).toContain("phish.example");
  });
});
