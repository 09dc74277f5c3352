import type { PublicConfig, ShopIdentity } from "../../../server/config.ts";

export type RootData = {
  shop: ShopIdentity;
  siteUrl: string;
  /** Who hosts the payment page the cart leads to: Shopify's name, or null when it is the shop's own (local mode). */
  paymentProvider: string | null;
  /** Whether a language model writes the chat's answers: the chat says so (decision 014). */
  assistant: PublicConfig["assistant"];
};

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The root loader's data from a meta function's `matches` (the shop's name and public URL). */
export function rootDataFrom(matches: readonly MatchLike[]): RootData {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return (
    root ?? {
      shop: { name: "Bouquinerie", supportEmail: "", phone: "", socialUrl: "", accountUrl: "" },
      siteUrl: "",
      paymentProvider: null,
      assistant: { writtenByModel: false },
    }
  );
}
