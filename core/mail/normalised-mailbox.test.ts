import { describe, expect, it } from "vitest";
import { mailboxDomain, normaliseMailbox } from "./normalised-mailbox.ts";

describe("normaliseMailbox", () => {
  it("folds the case of the whole address and trims it", () => {
    expect(normaliseMailbox("  Victime@Exemple.FR ")).toBe("victime@exemple.fr");
  });

  it("drops a +tag, whatever the domain", () => {
    expect(normaliseMailbox("victime+1@exemple.fr")).toBe("victime@exemple.fr");
    expect(normaliseMailbox("victime+alertes+2@orange.fr")).toBe("victime@orange.fr");
  });

  it("drops the dots of the Gmail family's local part, and makes googlemail.com gmail.com", () => {
    expect(normaliseMailbox("V.I.C.T.I.M.E+x@googlemail.com")).toBe("victime@gmail.com");
    expect(normaliseMailbox("vic.time@gmail.com")).toBe("victime@gmail.com");
  });

  it("keeps the dots of other domains, which may name another mailbox", () => {
    expect(normaliseMailbox("jean.dupont@exemple.fr")).toBe("jean.dupont@exemple.fr");
    expect(normaliseMailbox("jeandupont@exemple.fr")).not.toBe(normaliseMailbox("jean.dupont@exemple.fr"));
  });

  it("keeps a local part that is only a tag or only dots, and a domain's final dot is dropped", () => {
    expect(normaliseMailbox("+abc@exemple.fr")).toBe("+abc@exemple.fr");
    expect(normaliseMailbox("...@gmail.com")).toBe("...@gmail.com");
    expect(normaliseMailbox("victime@exemple.fr.")).toBe("victime@exemple.fr");
  });

  it("composes the accents of a local part one way, so two spellings of one address are one mailbox", () => {
    expect(normaliseMailbox("AIME\u0301@exemple.fr")).toBe(normaliseMailbox("aim\u00e9@exemple.fr"));
  });
});

describe("mailboxDomain", () => {
  it("gives the part after the last @", () => {
    expect(mailboxDomain("victime@gmail.com")).toBe("gmail.com");
  });
});
