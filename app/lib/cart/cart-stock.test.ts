import { describe, expect, it } from "vitest";
import { stockRefusal } from "./cart-stock.ts";

describe("stockRefusal", () => {
  it("accepts a quantity within stock", () => {
    expect(stockRefusal({ availableForSale: true, quantityAvailable: 3 }, 3, "add")).toBeNull();
  });

  it("refuses an unavailable product with the wording of an addition or of an update", () => {
    expect(stockRefusal({ availableForSale: false, quantityAvailable: 0 }, 1, "add")).toEqual({
      title: "Produit indisponible",
      description: "Ce produit n'est actuellement pas disponible à la vente.",
    });
    expect(stockRefusal({ availableForSale: true, quantityAvailable: 0 }, 1, "update")).toEqual({
      title: "Produit indisponible",
      description: "Ce produit n'est plus disponible à la vente.",
    });
  });

  it("refuses a quantity above stock with the message of docs/product.md §5, plural above one copy", () => {
    expect(stockRefusal({ availableForSale: true, quantityAvailable: 1 }, 2, "add")).toEqual({
      title: "Stock limité",
      description: "Plus que 1 exemplaire disponible pour ce produit.",
    });
    expect(stockRefusal({ availableForSale: true, quantityAvailable: 2 }, 3, "update")?.description).toBe(
      "Plus que 2 exemplaires disponibles pour ce produit.",
    );
  });
});
