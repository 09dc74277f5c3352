import { inArray, sql } from "drizzle-orm";
import type { Database } from "../db/connection.ts";
import { discountCodes } from "../db/schema.ts";
import { type Cents, centsOf } from "./money.ts";

/** A discount code as the arithmetic needs it: amounts in cents, a percentage in hundredths (10 % → 1000). */
export type DiscountRule = {
  code: string;
  kind: "percentage" | "fixed_amount";
  /** Hundredths of a percent for 'percentage' (1000 = 10 %), cents off for 'fixed_amount'. */
  value: Cents;
  minimumSubtotal: Cents | null;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
  usageLimit: number | null;
  usageCount: number;
};

export type DiscountOutcome = {
  /** Every requested code once, in the order asked, with whether it took effect (Shopify's `discountCodes`). */
  codes: Array<{ code: string; applicable: boolean }>;
  /** What each applicable code took off the order (Shopify's cart-level `discountAllocations`). */
  allocations: Array<{ code: string; amount: Cents }>;
  totalDiscount: Cents;
  total: Cents;
};

/** Codes compare trimmed and upper-cased: 'bienvenue10' is BIENVENUE10. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Requested codes normalised, blanks dropped, each once (a code typed twice is still one discount). */
export function distinctCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map(normaliseCode).filter((code) => code !== ""))];
}

/** Whether a code may apply to an order of this subtotal at this moment. */
export function isApplicable(rule: DiscountRule, subtotal: Cents, now: Date): boolean {
  if (!rule.active) return false;
  if (rule.startsAt && now < rule.startsAt) return false;
  if (rule.endsAt && now >= rule.endsAt) return false;
  if (rule.usageLimit !== null && rule.usageCount >= rule.usageLimit) return false;
  if (rule.minimumSubtotal !== null && subtotal < rule.minimumSubtotal) return false;
  return subtotal > 0;
}

/** What one code takes off a subtotal, before capping: a percentage rounded to the cent, or its fixed amount. */
export function discountAmount(rule: DiscountRule, subtotal: Cents): Cents {
  return rule.kind === "percentage" ? Math.round((subtotal * rule.value) / 10_000) : rule.value;
}

/**
 * Applies the requested codes to a subtotal. Each applicable code is computed on the subtotal (the minimum is checked
 * against it too) and capped at what is left to pay, so the total never goes below zero; an unknown, inactive,
 * expired, exhausted or under-minimum code is reported `applicable: false` and takes nothing.
 */
export function applyDiscounts(
  subtotal: Cents,
  requested: readonly string[],
  rules: ReadonlyMap<string, DiscountRule>,
  now: Date,
): DiscountOutcome {
  const codes: DiscountOutcome["codes"] = [];
  const allocations: DiscountOutcome["allocations"] = [];
  let remaining = subtotal;
  for (const code of distinctCodes(requested)) {
    const rule = rules.get(code);
    const applicable = rule !== undefined && isApplicable(rule, subtotal, now);
    codes.push({ code, applicable });
    if (!rule || !applicable) continue;
    const amount = Math.min(remaining, Math.max(0, discountAmount(rule, subtotal)));
    allocations.push({ code, amount });
    remaining -= amount;
  }
  return { codes, allocations, totalDiscount: subtotal - remaining, total: remaining };
}

/** The rules of the given codes (any case), keyed by their normalised code. */
export async function readDiscountRules(db: Database, codes: readonly string[]): Promise<Map<string, DiscountRule>> {
  const wanted = distinctCodes(codes);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(discountCodes)
    .where(inArray(sql`upper(${discountCodes.code})`, wanted));
  return new Map(
    rows.map((row) => [
      normaliseCode(row.code),
      {
        code: normaliseCode(row.code),
        kind: row.kind,
        value: centsOf(row.value),
        minimumSubtotal: row.minimumSubtotal === null ? null : centsOf(row.minimumSubtotal),
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        active: row.active,
        usageLimit: row.usageLimit,
        usageCount: row.usageCount,
      },
    ]),
  );
}

/**
 * Counts one use of each code inside the order's transaction. The guard makes the limit hold under concurrent
 * orders: the last use wins, the next one updates nothing and the caller rolls back. Returns the codes refused.
 */
export async function recordDiscountUses(db: Database, codes: readonly string[]): Promise<string[]> {
  const refused: string[] = [];
  for (const code of distinctCodes(codes)) {
    const updated = await db
      .update(discountCodes)
      .set({ usageCount: sql`${discountCodes.usageCount} + 1` })
      .where(
        sql`upper(${discountCodes.code}) = ${code} and (${discountCodes.usageLimit} is null or ${discountCodes.usageCount} < ${discountCodes.usageLimit})`,
      )
      .returning({ id: discountCodes.id });
    if (updated.length === 0) refused.push(code);
  }
  return refused;
}

/** The demonstration codes of the README, created at start-up in local mode when absent. */
export const DEMO_DISCOUNT_CODES: Array<typeof discountCodes.$inferInsert> = [
  { code: "BIENVENUE10", kind: "percentage", value: "10.00" },
  { code: "LIVRES5", kind: "fixed_amount", value: "5.00", minimumSubtotal: "30.00" },
  {
    code: "NOEL2025",
    kind: "percentage",
    value: "15.00",
    startsAt: new Date("2025-11-30T23:00:00Z"),
    // Midnight in Paris on 1 January 2026: the code has ended, so it is reported not applicable.
    endsAt: new Date("2025-12-31T23:00:00Z"),
  },
];

/** Idempotent: a code already present (in any case) is left as the shop owner changed it. */
export async function seedDemoDiscountCodes(db: Database): Promise<void> {
  await db.insert(discountCodes).values(DEMO_DISCOUNT_CODES).onConflictDoNothing();
}
