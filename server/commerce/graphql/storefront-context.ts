import type { Database } from "../../db/connection.ts";
import { type CatalogueLoaders, createCatalogueLoaders } from "./catalogue-loaders.ts";

/** What every resolver may use; one per GraphQL request (its loaders cache for that request only). */
export type StorefrontContext = {
  db: Database;
  shopName: string;
  /** The site's own origin, to turn image paths such as `/api/covers/…` into absolute URLs. */
  siteUrl: string;
  catalogue: CatalogueLoaders;
  /** A promo check's trial cart: `cartCreate` prices it without storing it. */
  trialCart: boolean;
  /** Whether this request's client may store one more cart (its quota, CartQuota); true in process. */
  mayStoreCart: () => Promise<boolean>;
};

export type StorefrontServices = Omit<StorefrontContext, "catalogue">;

export function createStorefrontContext(services: StorefrontServices): StorefrontContext {
  return { ...services, catalogue: createCatalogueLoaders(services.db) };
}
