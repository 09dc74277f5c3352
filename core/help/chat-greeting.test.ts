import { describe, expect, it } from "vitest";
import { CHAT_PRIVACY_PATH, chatDisclosure, chatGreeting } from "./chat-greeting.ts";

describe("what the assistant says it is (AI Act Art. 50(1), decision 014)", () => {
  it("greets as an automated assistant, not a person, with a link to how messages are kept", () => {
    const greeting = chatGreeting({ shopName: "Bouquinerie", writtenByModel: false });
    expect(greeting).toMatch(/^Bonjour ! Je suis l'assistant automatique de Bouquinerie, pas une personne/);
    expect(greeting).toContain("[Comment vos messages sont conservés](/mentions-legales#donnees-personnelles-titre)");
    expect(greeting).not.toContain("intelligence artificielle");
  });

  it("says an artificial intelligence writes the answers when a language model does", () => {
    const greeting = chatGreeting({ shopName: "Bouquinerie", writtenByModel: true });
    expect(greeting).toContain("l'assistant automatique de Bouquinerie");
    expect(greeting).toContain("mes réponses sont rédigées par une intelligence artificielle");
    expect(greeting).toContain(`](${CHAT_PRIVACY_PATH})`);
  });

  it("puts the same words in the panel's standing line", () => {
    expect(chatDisclosure(false)).toMatch(/^Assistant automatique/);
    expect(chatDisclosure(false)).not.toContain("intelligence artificielle");
    expect(chatDisclosure(true)).toMatch(
      /^Assistant automatique : réponses rédigées par une intelligence artificielle/,
    );
  });

  it("links the privacy section of the legal notices", () => {
    expect(CHAT_PRIVACY_PATH).toBe("/mentions-legales#donnees-personnelles-titre");
  });
});
