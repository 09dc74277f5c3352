import type {
  CartLineInput,
  CheckoutOutcome,
  PromoValidation,
  StockAdjustment,
  VariantStock,
} from "../../core/cart/cart-schemas.ts";
import { type GiftOptions, giftCartFields } from "../../core/checkout/gift.ts";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import { CHECKOUT_CREATION_MESSAGES } from "../../core/messages/checkout-creation.ts";
import { PROMO_MESSAGES } from "../../core/messages/promo.ts";
import type { CartCreateInput } from "../storefront/cart-shapes.ts";
import type { StorefrontClient } from "../storefront/storefront-client.ts";
import { checkoutUrlFor } from "./checkout-url.ts";
import { cartDiscount, notApplicableCodes } from "./promo-discount.ts";
import { readVariantStock } from "./variant-stock.ts";

export type AgentCartOutcome =
  | { status: "adjusted"; adjustments: StockAdjustment[] }
  | {
      status: "ready";
      cartId: string;
      checkoutUrl: string;
      subtotal: number;
      discount: number;
      total: number;
      notApplicable: string[];
    };

/** A checkout that could not be created: the internal message of docs/product.md §8.3, logged; the visitor sees a generic toast. */
export class CheckoutCreationError extends Error {
  override name = "CheckoutCreationError";
}

const P = PROMO_MESSAGES;
const C = CHECKOUT_CREATION_MESSAGES;

/** The server half of the cart (docs/architecture.md §2.5): stock checks, promo validation, checkout creation. */
export function createCartService(storefront: Pick<StorefrontClient, "variantStock" | "cartCreate">) {
  const stock = (variantId: string): Promise<VariantStock> => readVariantStock(storefront, variantId);

  /** docs/product.md §4: lines whose quantity exceeds the real stock, with the quantity they must come down to. */
  async function stockAdjustments(lines: CartLineInput[]): Promise<StockAdjustment[]> {
    const stocks = await Promise.all(lines.map((line) => stock(line.variantId)));
    return lines.flatMap((line, index): StockAdjustment[] => {
      const available = stocks[index] ?? { availableForSale: false, quantityAvailable: 0 };
      if (!available.availableForSale || available.quantityAvailable <= 0) {
        return [{ variantId: line.variantId, quantity: 0, reason: "outOfStock" }];
      }
      if (line.quantity > available.quantityAvailable) {
        return [{ variantId: line.variantId, quantity: available.quantityAvailable, reason: "limited" }];
      }
      return [];
    });
  }

  /**
   * docs/product.md §4: a cart with the lines and codes whose hosted checkout URL carries `channel` and `discount`.
   * Throws CheckoutCreationError with the internal message of docs/product.md §8.3. A gift travels as the cart's note
   * and attributes (issue 40), which the order keeps in either mode.
   */
  async function createCheckoutCart(lines: CartLineInput[], codes: string[], gift: GiftOptions | null) {
    const payload = await storefront
      .cartCreate({
        lines: toCartLines(lines),
        ...(codes.length > 0 ? { discountCodes: codes } : {}),
        ...giftCartFields(gift),
      })
      .catch((error: unknown) => {
        throw new CheckoutCreationError(error instanceof Error ? error.message : String(error), { cause: error });
      });
    if (!payload) throw new CheckoutCreationError(C.invalidResponse);
    if (payload.userErrors.length > 0) {
      throw new CheckoutCreationError(C.cartCreateFailed(payload.userErrors.map((error) => error.message)));
    }
    const checkoutUrl = payload.cart?.checkoutUrl ? checkoutUrlFor(payload.cart.checkoutUrl, codes) : null;
    if (!payload.cart || !checkoutUrl) throw new CheckoutCreationError(C.noCheckoutUrl);
    return { cart: payload.cart, checkoutUrl };
  }

  return {
    /** Real stock of one variant (docs/product.md §5 add and update checks). */
    stock,

    /**
     * docs/product.md §7 call 8 by a trial cart carrying the codes. On any failure every code is reported not applicable and the
     * discount is 0, with the wording of docs/product.md §8.2: 'Réponse invalide', the first user error, or 'Erreur de validation'.
     */
    async validatePromo(lines: CartLineInput[], codes: string[]): Promise<PromoValidation> {
      const failed = (error: string): PromoValidation => ({
        error,
        notApplicable: codes,
        validCodes: [],
        totalDiscount: 0,
      });
      try {
        const payload = await storefront.cartCreate(
          { lines: toCartLines(lines), discountCodes: codes },
          { trial: true },
        );
        if (!payload) return failed(P.invalidResponse);
        const firstUserError = payload.userErrors[0];
        if (firstUserError) return failed(firstUserError.message);
        if (!payload.cart) return failed(P.invalidResponse);
        const notApplicable = notApplicableCodes(payload.cart, codes);
        return {
          error: null,
          notApplicable,
          validCodes: codes.filter((code) => !notApplicable.includes(code)),
          totalDiscount: notApplicable.length === codes.length ? 0 : cartDiscount(payload.cart),
        };
      } catch (error) {
        console.error(`[panier] validation des codes promo : ${errorSummary(error)}`);
        return failed(P.validationError);
      }
    },

    /**
     * docs/product.md §4 checkout: stock first (adjusted lines, then stop), else a cart with the lines and codes whose hosted
     * checkout URL carries `channel` and `discount`. Throws CheckoutCreationError with the internal message of docs/product.md §8.3.
     * A gift travels as the cart's note and attributes (issue 40), which the order keeps in either mode.
     */
    async checkout(lines: CartLineInput[], codes: string[], gift: GiftOptions | null = null): Promise<CheckoutOutcome> {
      const adjustments = await stockAdjustments(mergeLines(lines));
      if (adjustments.length > 0) return { status: "adjusted", adjustments };
      const { cart, checkoutUrl } = await createCheckoutCart(lines, codes, gift);
      return { status: "ready", cartId: cart.id, checkoutUrl };
    },

    /**
     * An agent's cart (UCP, decision 035): the same stock check and the same Storefront cart as `checkout`, with the
     * amounts the agent shows: subtotal, discount, total, and the codes that did not apply.
     */
    async agentCart(lines: CartLineInput[], codes: string[]): Promise<AgentCartOutcome> {
      const adjustments = await stockAdjustments(mergeLines(lines));
      if (adjustments.length > 0) return { status: "adjusted", adjustments };
      const { cart, checkoutUrl } = await createCheckoutCart(lines, codes, null);
      return {
        status: "ready",
        cartId: cart.id,
        checkoutUrl,
        subtotal: cart.cost.subtotalAmount.amount,
        discount: cartDiscount(cart),
        total: cart.cost.totalAmount.amount,
        notApplicable: notApplicableCodes(cart, codes),
      };
    },
  };
}

/** One cart line per variant: a request naming the same variant twice counts its copies together. */
function toCartLines(lines: CartLineInput[]): CartCreateInput["lines"] {
  return mergeLines(lines).map((line) => ({ merchandiseId: line.variantId, quantity: line.quantity }));
}

export function mergeLines(lines: CartLineInput[]): CartLineInput[] {
  const byVariant = new Map<string, number>();
  for (const line of lines) byVariant.set(line.variantId, (byVariant.get(line.variantId) ?? 0) + line.quantity);
  return [...byVariant].map(([variantId, quantity]) => ({ variantId, quantity }));
}

export type CartService = ReturnType<typeof createCartService>;
