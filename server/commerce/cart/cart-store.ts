import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/connection.ts";
import { type CartLineRecord, carts } from "../../db/schema.ts";

export type StoredCart = typeof carts.$inferSelect;
export type NewCart = {
  lines: CartLineRecord[];
  attributes: Array<{ key: string; value: string }>;
  note?: string | null;
  discountCodes: string[];
};

/** 144 random bits in URL-safe base64: a cart id cannot be guessed, so a checkout URL is its own capability. */
export function newCartId(): string {
  return randomBytes(18).toString("base64url");
}

/** Cart ids this service hands out: anything else is not looked up at all. */
const CART_ID = /^[A-Za-z0-9_-]{24}$/;

export function isCartId(value: string): boolean {
  return CART_ID.test(value);
}

export async function insertCart(db: Database, cart: NewCart): Promise<StoredCart> {
  const [row] = await db
    .insert(carts)
    .values({ id: newCartId(), ...cart })
    .returning();
  if (!row) throw new Error("Le panier n'a pas été enregistré");
  return row;
}

/** A cart by id; `lock` holds its row until the transaction ends (the checkout's turn-taking). */
export async function readCart(db: Database, id: string, options: { lock?: boolean } = {}): Promise<StoredCart | null> {
  if (!isCartId(id)) return null;
  const query = db.select().from(carts).where(eq(carts.id, id));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}
