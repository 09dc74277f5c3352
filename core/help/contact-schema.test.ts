import { describe, expect, it } from "vitest";
import { FORM_MESSAGES } from "../messages/forms.ts";
import { validateContact } from "./contact-schema.ts";

const valid = { name: "Camille", email: "camille@exemple.fr", subject: "Ma commande", message: "Bonjour !" };

function errorsOf(input: Record<string, unknown>) {
  const result = validateContact(input);
  return result.ok ? {} : result.errors;
}

describe("validateContact", () => {
  it("accepts a complete message and trims every value", () => {
    const result = validateContact({
      name: "  Camille ",
      email: " camille@exemple.fr ",
      subject: "\tMa commande\n",
      message: "  Bonjour !  ",
    });
    expect(result).toEqual({ ok: true, value: valid });
  });

  it("drops NUL characters, which PostgreSQL cannot store, and keeps the rest of each value", () => {
    const result = validateContact({
      name: "Cam\u0000ille",
      email: "camille@exemple.fr\u0000",
      subject: "Ma commande",
      message: "Bon\u0000jour !",
    });
    expect(result).toEqual({ ok: true, value: valid });
    expect(errorsOf({ ...valid, message: "\u0000\u0000" })).toEqual({ message: "Le message est requis" });
  });

  it.each([
    ["name", "Le nom est requis"],
    ["subject", "Le sujet est requis"],
    ["message", "Le message est requis"],
  ])("requires the %s with the message of docs/product.md §5, blank counting as empty", (field, message) => {
    expect(errorsOf({ ...valid, [field]: "   " })).toEqual({ [field]: message });
    expect(errorsOf({ ...valid, [field]: undefined })).toEqual({ [field]: message });
  });

  it("refuses an empty or malformed e-mail with 'Email invalide'", () => {
    for (const email of ["", "   ", "camille", "camille@", "@exemple.fr", "ca mille@exemple.fr"]) {
      expect(errorsOf({ ...valid, email })).toEqual({ email: "Email invalide" });
    }
  });

  it.each([
    ["name", 100, "Le nom doit faire moins de 100 caractères"],
    ["subject", 200, "Le sujet doit faire moins de 200 caractères"],
    ["message", 2000, "Le message doit faire moins de 2000 caractères"],
  ])("accepts a %s of exactly %i characters and refuses one more", (field, limit, message) => {
    expect(validateContact({ ...valid, [field]: "a".repeat(limit) }).ok).toBe(true);
    expect(validateContact({ ...valid, [field]: ` ${"a".repeat(limit)} ` }).ok).toBe(true);
    expect(errorsOf({ ...valid, [field]: "a".repeat(limit + 1) })).toEqual({ [field]: message });
  });

  it("accepts an e-mail of exactly 255 characters and refuses one more", () => {
    const domain = "@exemple.fr";
    const at255 = `${"a".repeat(60)}.${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(255 - 183 - domain.length)}${domain}`;
    expect(at255).toHaveLength(255);
    expect(validateContact({ ...valid, email: at255 }).ok).toBe(true);
    expect(errorsOf({ ...valid, email: `e${at255}` })).toEqual({
      email: "L'email doit faire moins de 255 caractères",
    });
  });

  it("reports every faulty field at once, one message each", () => {
    expect(errorsOf({})).toEqual({
      name: "Le nom est requis",
      email: "Email invalide",
      subject: "Le sujet est requis",
      message: "Le message est requis",
    });
  });

  it("keeps markup as plain text: validation neither strips nor refuses it", () => {
    const markup = "<script>alert('x')</script><b>gras</b>";
    const result = validateContact({ name: markup, email: valid.email, subject: markup, message: markup });
    expect(result).toEqual({ ok: true, value: { name: markup, email: valid.email, subject: markup, message: markup } });
  });

  it("refuses control and invisible format characters in the name and the subject, in French (issue 51)", () => {
    for (const text of ["Camille\u001b[2J", "Cam\nille", "Camille\u202e", "Cam\u200bille", "Cam\u0085ille"]) {
      expect(errorsOf({ ...valid, name: text, subject: text }), JSON.stringify(text)).toEqual({
        name: FORM_MESSAGES.invisibleCharacters,
        subject: FORM_MESSAGES.invisibleCharacters,
      });
    }
  });

  it("keeps a message's line breaks and tabs but refuses its other controls, in French (issue 51)", () => {
    const message = "Bonjour,\r\n\r\n\tmon colis est arrivé abîmé.\nMerci";
    expect(validateContact({ ...valid, message })).toEqual({ ok: true, value: { ...valid, message } });
    for (const text of ["Bonjour\u001b]52;c;ZWNobw==\u0007", "Bonjour\u202e", "Bonjour\u2028Merci", "Bon\rjour"]) {
      expect(errorsOf({ ...valid, message: text }), JSON.stringify(text)).toEqual({
        message: FORM_MESSAGES.invisibleCharactersMultiline,
      });
    }
  });
});
