import { formatPrice } from "../../core/format.ts";

type Listed = {
  products?: Array<{
    id: string;
    title: string;
    url?: string;
    price_range: { min: { amount: number }; max: { amount: number } };
    variants: Array<{
      id: string;
      availability: { available: boolean };
      price?: { amount: number };
      options?: Array<{ name: string; label: string }>;
    }>;
  }>;
  pagination?: { total_count?: number; has_next_page: boolean; cursor?: string };
  messages?: Array<{ content: string }>;
};

/**
 * A page of books in a few French lines, for an MCP client that reads only the text of an answer: title, price,
 * availability, link and id of each, the ids of the copies for sale (what a cart names), the count, the cursor of the
 * next page and the messages (issue 50: a host showing the model only this text could neither page nor buy). The
 * structured answer holds the rest.
 */
export function booksInText(answer: Record<string, unknown>): string {
  const { products = [], pagination, messages = [] } = answer as Listed;
  const total = pagination?.total_count;
  const lines = [
    total === undefined ? `${products.length} livre(s).` : `${products.length} livre(s) sur ${total}.`,
    ...products.flatMap((product) => {
      const { min, max } = product.price_range;
      const price = min.amount === max.amount ? formatPrice(min.amount / 100) : `dès ${formatPrice(min.amount / 100)}`;
      const forSale = product.variants.filter((variant) => variant.availability.available);
      const available = forSale.length > 0 ? "en stock" : "épuisé";
      const copies = forSale.map((variant) => {
        const grade = variant.options?.map((option) => option.label).join(", ");
        const details = [grade, variant.price ? formatPrice(variant.price.amount / 100) : null].filter(Boolean);
        return `${variant.id}${details.length > 0 ? ` (${details.join(", ")})` : ""}`;
      });
      return [
        `- ${product.title} — ${price} — ${available}${product.url ? ` — ${product.url}` : ""} — id ${product.id}`,
        ...(copies.length > 0 ? [`  exemplaires en vente : ${copies.join(" ; ")}`] : []),
      ];
    }),
    ...(pagination?.has_next_page
      ? [`Page suivante : pagination.cursor = ${pagination.cursor ?? "(celui de la réponse structurée)"}`]
      : []),
    ...messages.map((message) => message.content),
  ];
  return lines.join("\n");
}
