import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import ChatPanel from "./chat-panel.tsx";

const render = (writtenByModel: boolean) =>
  renderToString(
    <MemoryRouter>
      <ChatPanel onClose={() => {}} writtenByModel={writtenByModel} />
    </MemoryRouter>,
  );

describe("ChatPanel says what the assistant is (decision 014)", () => {
  it("describes the dialog as an automated assistant, with the link to how messages are kept", () => {
    const html = render(false);
    expect(html).toContain('aria-describedby="assistant-disclosure"');
    expect(html).toMatch(/<p id="assistant-disclosure"[^>]*>Assistant automatique, pas un conseiller/);
    expect(html).toMatch(
      /<a [^>]*href="\/mentions-legales#donnees-personnelles-titre"[^>]*>Comment vos messages sont conservés<\/a>/,
    );
    expect(html).not.toContain("intelligence artificielle");
  });

  it("says an artificial intelligence writes the answers when a language model does", () => {
    expect(render(true)).toContain("Assistant automatique : réponses rédigées par une intelligence artificielle");
  });
});
