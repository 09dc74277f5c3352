import { describe, expect, it } from "vitest";
import { FORM_MESSAGES } from "../messages/forms.ts";
import { validateWithdrawal } from "./withdrawal-schema.ts";

const VALID = { orderNumber: "BQ-000042", email: "camille@exemple.fr", name: "Camille Martin", items: "" };

describe("the withdrawal declaration's fields", () => {
  it("accepts a declaration with a list of books on several lines", () => {
    const items = "Fées et licornes\r\nContes de Noël";
    expect(validateWithdrawal({ ...VALID, items })).toEqual({ ok: true, value: { ...VALID, items } });
  });

  it("refuses control and invisible format characters in the order number and the name, in French (issue 51)", () => {
    expect(validateWithdrawal({ ...VALID, orderNumber: "BQ-000042\u001b[2J", name: "Camille\u202eMartin" })).toEqual({
      ok: false,
      errors: { orderNumber: FORM_MESSAGES.invisibleCharacters, name: FORM_MESSAGES.invisibleCharacters },
    });
  });

  it("keeps the list of books' line breaks but refuses its other controls, in French (issue 51)", () => {
    expect(validateWithdrawal({ ...VALID, items: "Fées et licornes\n\u0007" })).toEqual({
      ok: false,
      errors: { items: FORM_MESSAGES.invisibleCharactersMultiline },
    });
  });
});
