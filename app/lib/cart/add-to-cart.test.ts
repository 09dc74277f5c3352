import { beforeEach, describe, expect, it, vi } from "vitest";
import { useCart } from "../../stores/cart-store.ts";
import { type AddToCartDeps, type AddToCartRequest, addToCart } from "./add-to-cart.ts";

const request = (quantity: number, knownStock?: AddToCartRequest["knownStock"]): AddToCartRequest => ({
  product: {
    id: "gid://shopify/Product/1",
    handle: "livre-1",
    title: "Le Petit Prince",
    vendor: "Gallimard",
    featuredImage: null,
  },
  variantId: "gid://shopify/ProductVariant/1",
  variantTitle: "Default Title",
  price: 6.5,
  quantity,
  selectedOptions: [],
  ...(knownStock ? { knownStock } : {}),
});

function deps(stock: { availableForSale: boolean; quantityAvailable: number }) {
  const notify = vi.fn<AddToCartDeps["notify"]>();
  const fetchStock = vi.fn(async () => stock);
  return { notify, fetchStock, deps: { cart: () => useCart.getState(), fetchStock, notify } satisfies AddToCartDeps };
}

describe("addToCart", () => {
  beforeEach(() => useCart.setState({ items: [] }));

  it("asks the server for the stock, adds the line and toasts 'Ajouté au panier' with the title", async () => {
    const { deps: d, notify, fetchStock } = deps({ availableForSale: true, quantityAvailable: 3 });
    expect(await addToCart(request(2), d)).toBe(true);
    expect(fetchStock).toHaveBeenCalledWith("gid://shopify/ProductVariant/1");
    expect(useCart.getState().items).toMatchObject([{ quantity: 2, isShopify: true, price: 6.5 }]);
    expect(notify).toHaveBeenCalledWith("success", "Ajouté au panier", "Le Petit Prince");
  });

  it("uses the stock the caller knows without asking again", async () => {
    const { deps: d, fetchStock } = deps({ availableForSale: false, quantityAvailable: 0 });
    expect(await addToCart(request(1, { availableForSale: true, quantityAvailable: 1 }), d)).toBe(true);
    expect(fetchStock).not.toHaveBeenCalled();
  });

  it("refuses when the copies already in the cart plus the new ones exceed stock", async () => {
    const { deps: d, notify } = deps({ availableForSale: true, quantityAvailable: 2 });
    await addToCart(request(2), d);
    expect(await addToCart(request(1), d)).toBe(false);
    expect(useCart.getState().items[0]?.quantity).toBe(2);
    expect(notify).toHaveBeenLastCalledWith(
      "error",
      "Stock limité",
      "Plus que 2 exemplaires disponibles pour ce produit.",
    );
  });

  it("refuses an unavailable product", async () => {
    const { deps: d, notify } = deps({ availableForSale: false, quantityAvailable: 0 });
    expect(await addToCart(request(1), d)).toBe(false);
    expect(useCart.getState().items).toEqual([]);
    expect(notify).toHaveBeenCalledWith(
      "error",
      "Produit indisponible",
      "Ce produit n'est actuellement pas disponible à la vente.",
    );
  });

  it("ignores a quantity below one", async () => {
    const { deps: d, fetchStock } = deps({ availableForSale: true, quantityAvailable: 5 });
    expect(await addToCart(request(0), d)).toBe(false);
    expect(await addToCart(request(Number.NaN), d)).toBe(false);
    expect(fetchStock).not.toHaveBeenCalled();
  });
});
