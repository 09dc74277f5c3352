import { describe, expect, it } from "vitest";
import { FORM_MESSAGES } from "../messages/forms.ts";
import { CHECKOUT_MESSAGES, parseCheckoutForm } from "./checkout-schema.ts";

const VALID = {
  email: " camille.martin@exemple.fr ",
  name: "Camille Martin",
  line1: "12 rue des Lilas",
  postalCode: "75011",
  city: "Paris",
  country: "FR",
  delivery: "relay",
  cardNumber: "4242 4242 4242 4242",
};

describe("checkout form schema", () => {
  it("accepts a French address, trims values and keeps the card's digits only", () => {
    expect(parseCheckoutForm(VALID)).toEqual({
      ok: true,
      form: { ...VALID, email: "camille.martin@exemple.fr", line2: "", cardNumber: "4242424242424242" },
    });
  });

  it("drops NUL characters from the address, which PostgreSQL could not store with the order", () => {
    const parsed = parseCheckoutForm({ ...VALID, name: `${VALID.name}\u0000`, line1: `\u0000${VALID.line1}` });
    expect(parsed.ok && parsed.form.name).toBe(VALID.name);
    expect(parsed.ok && parsed.form.line1).toBe(VALID.line1);
  });

  it("accepts a Belgian address with a 4-digit postal code and the declined test card", () => {
    const parsed = parseCheckoutForm({
      ...VALID,
      country: "BE",
      postalCode: "1000",
      cardNumber: "4000-0000-0000-0002",
    });
    expect(parsed.ok).toBe(true);
  });

  it.each([
    [{ country: "CH", postalCode: "1200" }, { country: CHECKOUT_MESSAGES.countryNotDelivered }],
    [{ country: "XX" }, { country: CHECKOUT_MESSAGES.countryUnknown }],
    [{ postalCode: "7501" }, { postalCode: CHECKOUT_MESSAGES.postalCodeFR }],
    [{ postalCode: "75 011" }, { postalCode: CHECKOUT_MESSAGES.postalCodeFR }],
    [{ country: "BE", postalCode: "75011" }, { postalCode: CHECKOUT_MESSAGES.postalCodeBE }],
    [{ cardNumber: "4111 1111 1111 1111" }, { cardNumber: CHECKOUT_MESSAGES.cardUnknown }],
    [{ cardNumber: "  " }, { cardNumber: CHECKOUT_MESSAGES.cardRequired }],
    [{ cardNumber: "4".repeat(10_000) }, { cardNumber: CHECKOUT_MESSAGES.cardUnknown }],
    [{ cardNumber: "4242 4242 4242 4242".repeat(600) }, { cardNumber: CHECKOUT_MESSAGES.cardUnknown }],
    [{ email: "pas-une-adresse" }, { email: CHECKOUT_MESSAGES.emailInvalid }],
    [{ name: "   " }, { name: CHECKOUT_MESSAGES.nameRequired }],
    [{ city: "x".repeat(101) }, { city: CHECKOUT_MESSAGES.tooLong(100) }],
    [{ delivery: "drone" }, { delivery: CHECKOUT_MESSAGES.deliveryRequired }],
  ])("refuses %# with the French message under its field", (change, errors) => {
    expect(parseCheckoutForm({ ...VALID, ...change })).toEqual({ ok: false, errors });
  });

  it("names every missing field at once", () => {
    const parsed = parseCheckoutForm({});
    expect(parsed.ok).toBe(false);
    expect(Object.keys(parsed.ok ? {} : parsed.errors).sort()).toEqual(
      ["cardNumber", "city", "country", "delivery", "email", "line1", "name"].sort(),
    );
  });

  it("refuses control and invisible format characters in the name and the address, in French (issue 51)", () => {
    const parsed = parseCheckoutForm({
      ...VALID,
      name: "Camille\u001b[2J",
      line1: "12 rue\ndes Lilas",
      line2: "\u202eBât. B",
      city: "Pa\u200bris",
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        name: FORM_MESSAGES.invisibleCharacters,
        line1: FORM_MESSAGES.invisibleCharacters,
        line2: FORM_MESSAGES.invisibleCharacters,
        city: FORM_MESSAGES.invisibleCharacters,
      },
    });
  });
});
