import {
  EXPRESS_FEE_EUR,
  EXPRESS_FREE_FROM_EUR,
  RELAY_POINT_FEE_EUR,
  RELAY_POINT_FREE_FROM_EUR,
} from "../shop-constants.ts";

export type DeliveryMethod = "relay" | "express";

export type DeliveryOption = {
  method: DeliveryMethod;
  label: string;
  description: string;
  /** Fee and free-delivery threshold in cents (docs/product.md §9, FAQ), both read on the total after discount. */
  fee: number;
  freeFrom: number;
};

const cents = (euros: number) => Math.round(euros * 100);

export const DELIVERY_OPTIONS: Record<DeliveryMethod, DeliveryOption> = {
  relay: {
    method: "relay",
    label: "Point relais",
    description: "Livraison en 4 à 7 jours ouvrés dans le point relais de votre choix.",
    fee: cents(RELAY_POINT_FEE_EUR),
    freeFrom: cents(RELAY_POINT_FREE_FROM_EUR),
  },
  express: {
    method: "express",
    label: "Express à domicile",
    description: "Livraison rapide à votre adresse par transporteur express.",
    fee: cents(EXPRESS_FEE_EUR),
    freeFrom: cents(EXPRESS_FREE_FROM_EUR),
  },
};

export const DELIVERY_METHODS = Object.keys(DELIVERY_OPTIONS) as DeliveryMethod[];

/** The delivery fee in cents for an order whose total after discount is `totalAfterDiscount` cents. */
export function deliveryFee(method: DeliveryMethod, totalAfterDiscount: number): number {
  const option = DELIVERY_OPTIONS[method];
  return totalAfterDiscount >= option.freeFrom ? 0 : option.fee;
}
