import { beforeEach, describe, expect, it } from "vitest";
import { type CartItem, cartItemCount } from "./cart-lines.ts";
import { useCart } from "./cart-store.ts";
import { restoreCart } from "./restore-cart.ts";

const line = (variant: number, quantity = 1, price = 5): CartItem => ({
  product: {
    id: `gid://shopify/Product/${variant}`,
    handle: `livre-${variant}`,
    title: `Livre ${variant}`,
    vendor: "Nathan",
    featuredImage: null,
  },
  variantId: `gid://shopify/ProductVariant/${variant}`,
  variantTitle: "Default Title",
  price,
  quantity,
  selectedOptions: [{ name: "État", value: "Très bon" }],
  isShopify: true,
});

const cart = () => useCart.getState();

describe("cart store", () => {
  beforeEach(() => {
    useCart.setState({ items: [], cartId: null, checkoutUrl: null, appliedPromoCodes: [], promoTotalDiscount: 0 });
  });

  it("adds a line, and adding the same variant raises its quantity by the added amount", () => {
    cart().addItem(line(1, 2));
    cart().addItem(line(2, 1));
    cart().addItem(line(1, 3));
    expect(cart().items.map((item) => [item.variantId, item.quantity])).toEqual([
      ["gid://shopify/ProductVariant/1", 5],
      ["gid://shopify/ProductVariant/2", 1],
    ]);
    expect(cartItemCount(cart().items)).toBe(6);
  });

  it("marks lines as storefront products by default", () => {
    const { isShopify: _ignored, ...withoutFlag } = line(1);
    cart().addItem(withoutFlag);
    expect(cart().items[0]?.isShopify).toBe(true);
  });

  it("ignores additions of no copies and caps a line at 99 copies", () => {
    cart().addItem(line(1, 0));
    cart().addItem(line(2, -4));
    expect(cart().items).toEqual([]);
    cart().addItem(line(1, 60));
    cart().addItem(line(1, 60));
    expect(cart().items[0]?.quantity).toBe(99);
  });

  it("updates a quantity, and a quantity of 0 or less removes the line", () => {
    cart().addItem(line(1, 2));
    cart().addItem(line(2, 2));
    cart().updateQuantity("gid://shopify/ProductVariant/1", 4);
    expect(cart().items[0]?.quantity).toBe(4);
    cart().updateQuantity("gid://shopify/ProductVariant/1", 0);
    cart().updateQuantity("gid://shopify/ProductVariant/2", -1);
    expect(cart().items).toEqual([]);
  });

  it("removes one line", () => {
    cart().addItem(line(1));
    cart().addItem(line(2));
    cart().removeItem("gid://shopify/ProductVariant/1");
    expect(cart().items.map((item) => item.variantId)).toEqual(["gid://shopify/ProductVariant/2"]);
  });

  it("clear empties items, cartId and checkoutUrl", () => {
    cart().addItem(line(1));
    cart().setCheckout("gid://shopify/Cart/1", "http://localhost/checkout/1");
    cart().clear();
    expect(cart()).toMatchObject({ items: [], cartId: null, checkoutUrl: null });
  });

  it("keeps the discount only while codes are applied, never negative", () => {
    cart().setPromo(["BIENVENUE10"], 1.5);
    expect(cart().promoTotalDiscount).toBe(1.5);
    cart().setPromo(["BIENVENUE10"], -3);
    expect(cart().promoTotalDiscount).toBe(0);
    cart().setPromo([], 4);
    expect(cart()).toMatchObject({ appliedPromoCodes: [], promoTotalDiscount: 0 });
  });

  it("applies stock-adjusted quantities, removing lines adjusted to 0", () => {
    cart().addItem(line(1, 5));
    cart().addItem(line(2, 2));
    cart().applyQuantities({ "gid://shopify/ProductVariant/1": 2, "gid://shopify/ProductVariant/2": 0 });
    expect(cart().items.map((item) => [item.variantId, item.quantity])).toEqual([
      ["gid://shopify/ProductVariant/1", 2],
    ]);
  });
});

describe("restoreCart", () => {
  const stored = (items: unknown[], extra: Record<string, unknown> = {}) => ({
    items,
    cartId: null,
    checkoutUrl: null,
    appliedPromoCodes: [],
    promoTotalDiscount: 0,
    ...extra,
  });

  it("keeps a well-formed cart as it is", () => {
    const value = stored([line(1, 2), line(2, 1)], { appliedPromoCodes: ["BIENVENUE10"], promoTotalDiscount: 1.5 });
    expect(restoreCart(value)).toEqual(value);
  });

  it("discards a corrupted or foreign value instead of crashing", () => {
    expect(restoreCart("n'importe quoi")).toBeNull();
    expect(restoreCart(null)).toBeNull();
    expect(restoreCart(undefined)).toBeNull();
    expect(restoreCart({ items: "beaucoup" })).toBeNull();
    expect(restoreCart({ state: { items: [] } })).toBeNull();
  });

  it("drops lines with bad prices or shapes and clamps tampered quantities", () => {
    const restored = restoreCart(
      stored([
        line(1, -3),
        line(2, 2.7),
        line(3, 1e12),
        { ...line(4), price: -1 },
        { ...line(5), price: "gratuit" },
        { ...line(6), quantity: Number.NaN },
        { variantId: 7 },
        { ...line(9), variantId: "javascript:alert(1)" },
        line(8, 1, 1e9),
      ]),
    );
    expect(restored?.items.map((item) => [item.product.title, item.quantity])).toEqual([
      ["Livre 2", 2],
      ["Livre 3", 99],
    ]);
  });

  it("merges duplicated variants into one line", () => {
    expect(restoreCart(stored([line(1, 2), line(1, 3)]))?.items).toEqual([line(1, 5)]);
  });

  it("never restores a negative discount, one above the subtotal, or odd codes", () => {
    const restored = restoreCart(
      stored([line(1, 2, 5)], { appliedPromoCodes: ["OK", 3, "", "X".repeat(10_000), "OK"], promoTotalDiscount: 500 }),
    );
    expect(restored).toMatchObject({ appliedPromoCodes: ["OK"], promoTotalDiscount: 10 });
    expect(
      restoreCart(stored([line(1)], { appliedPromoCodes: ["OK"], promoTotalDiscount: -2 }))?.promoTotalDiscount,
    ).toBe(0);
  });
});
