import { randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { CartLineInput } from "../../core/cart/cart-schemas.ts";
import { gradeOfOptions } from "../../core/catalogue/condition-grades.ts";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import { AGENT_MESSAGES } from "../../core/messages/agents.ts";
import type { CartService } from "../cart/cart-service.ts";
import type { Database } from "../db/connection.ts";
import { startPeriodicSweep } from "../db/periodic-sweep.ts";
import { type AgentCartLine, type AgentCartTotals, agentCarts } from "../db/schema.ts";
import type { CopyOfBook } from "../storefront/product-shapes.ts";
import type { StorefrontClient } from "../storefront/storefront-client.ts";
import { UCP_CART_KEPT_DAYS } from "./ucp-limits.ts";
import { absoluteUrl, cents, type ShopFacts, sellerLinks } from "./ucp-products.ts";
import type { CartBody } from "./ucp-requests.ts";
import type { CartResponse, UcpMessage } from "./ucp-schemas.ts";
import { responseUcp, type UcpCapability } from "./ucp-version.ts";

const DAY_MS = 24 * 60 * 60_000;
const CART_CAPABILITIES: UcpCapability[] = ["dev.ucp.shopping.cart", "dev.ucp.shopping.discount"];
const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/[A-Za-z0-9_-]+$/;

/** 16 random bytes: a cart's name no one guesses (whoever holds it may read or change the cart, as with Shopify's). */
function newCartId(): string {
  return `cart_${randomBytes(16).toString("base64url")}`;
}

export function isAgentCartId(id: string): boolean {
  return /^cart_[A-Za-z0-9_-]{22}$/.test(id);
}

export type AgentCartDeps = {
  db: Database;
  cart: Pick<CartService, "agentCart">;
  storefront: Pick<StorefrontClient, "copiesByIds">;
  facts: ShopFacts;
  now?: () => Date;
};

type StoredCart = typeof agentCarts.$inferSelect;

/** How a copy is named on a cart line: the book, then its grade (« Le Petit Prince — Très bon état »). */
function lineTitle(copy: CopyOfBook): string {
  const grade = gradeOfOptions(copy.selectedOptions);
  return grade ? `${copy.product.title} — ${grade.label}` : copy.product.title;
}

/**
 * UCP's cart (decision 035) on the Storefront API's cart: each create or update checks the stock exactly as the
 * shop's cart does at checkout (cart-service.ts), brings quantities down to what there is, and makes a Storefront cart
 * (`cartCreate`, with the discount codes) whose checkout the `continue_url` opens — the local checkout or Shopify's.
 * The agent's cart lives in the database, so every instance answers for it; it names no person.
 */
export function createAgentCarts(deps: AgentCartDeps) {
  const { db, facts } = deps;
  const now = deps.now ?? (() => new Date());

  function answer(row: StoredCart, messages: UcpMessage[]): CartResponse {
    const { totals } = row;
    return {
      ucp: responseUcp(CART_CAPABILITIES),
      id: row.id,
      line_items: row.lines.map((line, i) => ({
        id: `li_${i + 1}`,
        item: {
          id: line.variantId,
          title: line.title,
          price: line.priceCents,
          ...(line.imageUrl ? { image_url: line.imageUrl } : {}),
        },
        quantity: line.quantity,
        totals: [
          { type: "subtotal", amount: line.priceCents * line.quantity },
          { type: "total", amount: line.priceCents * line.quantity },
        ],
      })),
      currency: "EUR",
      totals: [
        { type: "subtotal", amount: totals.subtotal },
        ...(totals.discount > 0 ? [{ type: "discount", amount: -totals.discount }] : []),
        { type: "total", amount: totals.total },
      ],
      discounts: {
        codes: row.discountCodes,
        applied:
          totals.discount > 0
            ? [{ title: `Code promo ${totals.appliedCodes.join(", ")}`, amount: totals.discount, ...codeOf(totals) }]
            : [],
      },
      messages: [...messages, { type: "info", code: "checkout_on_shop", content: AGENT_MESSAGES.payOnShop }],
      links: sellerLinks(facts),
      continue_url: absoluteUrl(facts.origin, row.checkoutUrl),
      expires_at: row.expiresAt.toISOString(),
    };
  }

  function refusal(messages: UcpMessage[]): CartResponse {
    return { ucp: responseUcp(CART_CAPABILITIES, "error"), messages, continue_url: `${facts.origin}/` };
  }

  /**
   * The lines as the shop can sell them now: unknown copies dropped, sold-out ones dropped and short ones brought down
   * (each said in `messages`), then a Storefront cart made of what is left.
   */
  async function build(body: CartBody) {
    const messages: UcpMessage[] = [];
    const ids = body.line_items.map((line) => line.item.id);
    const copies = (await deps.storefront.copiesByIds(ids.filter((id) => VARIANT_GID.test(id)))) ?? [];
    const copyById = new Map(copies.flatMap((copy) => (copy ? [[copy.variantId, copy] as const] : [])));
    const wanted = new Map<string, number>();
    body.line_items.forEach((line, i) => {
      if (!copyById.has(line.item.id)) {
        const content = AGENT_MESSAGES.unknownItem(line.item.id);
        messages.push({
          type: "error",
          code: "not_found",
          content,
          severity: "recoverable",
          path: `$.line_items[${i}]`,
        });
        return;
      }
      wanted.set(line.item.id, (wanted.get(line.item.id) ?? 0) + line.quantity);
    });
    let lines: CartLineInput[] = [...wanted].map(([variantId, quantity]) => ({ variantId, quantity }));
    const codes = [...new Set((body.discounts?.codes ?? []).map((code) => code.trim().toUpperCase()))].filter(Boolean);
    // Twice at most: stock may move between the check and the cart; a third change is answered as nothing to sell.
    for (let attempt = 0; attempt < 2 && lines.length > 0; attempt++) {
      let outcome: Awaited<ReturnType<typeof deps.cart.agentCart>>;
      try {
        outcome = await deps.cart.agentCart(lines, codes);
      } catch (error) {
        // The store refused or failed (its message names copies and codes, never a person): said, nothing kept.
        console.error(`[agents] création du panier : ${errorSummary(error)}`);
        const content = AGENT_MESSAGES.cartFailed;
        return {
          ok: false as const,
          messages: [
            ...messages,
            { type: "error" as const, code: "cart_unavailable", content, severity: "recoverable" as const },
          ],
        };
      }
      if (outcome.status === "ready") {
        for (const code of outcome.notApplicable) {
          messages.push({
            type: "warning",
            code: "discount_not_applicable",
            content: AGENT_MESSAGES.codeNotApplicable(code),
          });
        }
        const applied = codes.filter((code) => !outcome.notApplicable.includes(code));
        const stored: AgentCartLine[] = lines.map(({ variantId, quantity }) => {
          const copy = copyById.get(variantId) as CopyOfBook;
          const image = copy.product.image?.url;
          return {
            variantId,
            quantity,
            title: lineTitle(copy),
            priceCents: cents(copy.price),
            imageUrl: image ? absoluteUrl(facts.origin, image) : null,
          };
        });
        const totals: AgentCartTotals = {
          subtotal: cents(outcome.subtotal),
          discount: cents(outcome.discount),
          total: cents(outcome.total),
          appliedCodes: applied,
        };
        return { ok: true as const, lines: stored, codes, totals, outcome, messages };
      }
      lines = lines.flatMap((line) => {
        const adjustment = outcome.adjustments.find((candidate) => candidate.variantId === line.variantId);
        if (!adjustment) return [line];
        const title = copyById.get(line.variantId)?.product.title ?? line.variantId;
        const path = `$.line_items[${ids.indexOf(line.variantId)}]`;
        if (adjustment.quantity <= 0) {
          messages.push({ type: "warning", code: "out_of_stock", content: AGENT_MESSAGES.soldOut(title), path });
          return [];
        }
        const content = AGENT_MESSAGES.limited(title, adjustment.quantity);
        messages.push({ type: "warning", code: "quantity_adjusted", content, path });
        return [{ ...line, quantity: adjustment.quantity }];
      });
    }
    messages.push({
      type: "error",
      code: "out_of_stock",
      content: AGENT_MESSAGES.nothingAvailable,
      severity: "unrecoverable",
    });
    return { ok: false as const, messages };
  }

  async function read(id: string): Promise<StoredCart | null> {
    if (!isAgentCartId(id)) return null;
    const [row] = await db
      .select()
      .from(agentCarts)
      .where(and(eq(agentCarts.id, id), gt(agentCarts.expiresAt, now())));
    return row ?? null;
  }

  const notFound = () =>
    refusal([{ type: "error", code: "not_found", content: AGENT_MESSAGES.cartNotFound, severity: "unrecoverable" }]);
  const expiry = (at: Date) => new Date(at.getTime() + UCP_CART_KEPT_DAYS * DAY_MS);

  return {
    async create(body: CartBody): Promise<CartResponse> {
      const built = await build(body);
      if (!built.ok) return refusal(built.messages);
      const at = now();
      const [row] = await db
        .insert(agentCarts)
        .values({
          id: newCartId(),
          lines: built.lines,
          discountCodes: built.codes,
          totals: built.totals,
          storefrontCartId: built.outcome.cartId,
          checkoutUrl: built.outcome.checkoutUrl,
          createdAt: at,
          updatedAt: at,
          expiresAt: expiry(at),
        })
        .returning();
      return answer(row as StoredCart, built.messages);
    },

    async get(id: string): Promise<CartResponse> {
      const row = await read(id);
      if (!row) return notFound();
      // The cart as made; a copy sold since is said, and the checkout will not sell it twice.
      const copies = (await deps.storefront.copiesByIds(row.lines.map((line) => line.variantId))) ?? [];
      const messages: UcpMessage[] = [];
      row.lines.forEach((line, i) => {
        if (copies[i] && !copies[i].availableForSale) {
          messages.push({
            type: "warning",
            code: "out_of_stock",
            content: AGENT_MESSAGES.soldOut(line.title),
            path: `$.line_items[${i}]`,
          });
        }
      });
      return answer(row, messages);
    },

    /** A full replacement, as the spec says: the lines and codes sent are the cart's; a new checkout is made of them. */
    async update(id: string, body: CartBody): Promise<CartResponse> {
      if (!(await read(id))) return notFound();
      const built = await build(body);
      if (!built.ok) return refusal(built.messages);
      const at = now();
      const [row] = await db
        .update(agentCarts)
        .set({
          lines: built.lines,
          discountCodes: built.codes,
          totals: built.totals,
          storefrontCartId: built.outcome.cartId,
          checkoutUrl: built.outcome.checkoutUrl,
          updatedAt: at,
          expiresAt: expiry(at),
        })
        .where(eq(agentCarts.id, id))
        .returning();
      return row ? answer(row, built.messages) : notFound();
    },

    /** The cart as it was, then gone: any later call on its id is `not_found`, on every instance. */
    async cancel(id: string): Promise<CartResponse> {
      if (!isAgentCartId(id)) return notFound();
      const [row] = await db.delete(agentCarts).where(eq(agentCarts.id, id)).returning();
      return row && row.expiresAt > now() ? answer(row, []) : notFound();
    },

    /** Deletes the carts past their expiry; returns how many. */
    async sweep(): Promise<number> {
      const deleted = await db
        .delete(agentCarts)
        .where(lt(agentCarts.expiresAt, now()))
        .returning({ id: agentCarts.id });
      return deleted.length;
    },
  };
}

export type AgentCarts = ReturnType<typeof createAgentCarts>;

/** The applied discount's code when one alone applied (UCP names one code per applied discount). */
function codeOf(totals: AgentCartTotals): { code?: string } {
  return totals.appliedCodes.length === 1 ? { code: totals.appliedCodes[0] as string } : {};
}

/** The hourly sweep of expired agent carts, in both modes. Returns the function that stops it. */
export function startAgentCartSweep(carts: AgentCarts, log: (line: string) => void): () => Promise<void> {
  return startPeriodicSweep({
    run: async () => {
      const deleted = await carts.sweep();
      if (deleted > 0) log(`Paniers d'agents expirés supprimés : ${deleted}.`);
    },
    onError: (error) => console.error(`[agents] suppression des paniers expirés en échec : ${errorSummary(error)}`),
  });
}
