import { formatPrice } from "../../core/format.ts";

type Listed = {
  products?: Array<{
    title: string;
    url?: string;
    price_range: { min: { amount: number }; max: { amount: number } };
    variants: Array<{ availability: { available: boolean } }>;
  }>;
  pagination?: { total_count?: number; has_next_page: boolean };
  messages?: Array<{ content: string }>;
};

/**
 * A page of books in a few French lines, for an MCP client that reads only the text of an answer: title, price,
 * availability and link of each, the count, and the messages. The structured answer holds the rest.
 */
export function booksInText(answer: Record<string, unknown>): string {
  const { products = [], pagination, messages = [] } = answer as Listed;
  const total = pagination?.total_count;
  const lines = [
    total === undefined ? `${products.length} livre(s).` : `${products.length} livre(s) sur ${total}.`,
    ...products.map((product) => {
      const { min, max } = product.price_range;
      const price = min.amount === max.amount ? formatPrice(min.amount / 100) : `dès ${formatPrice(min.amount / 100)}`;
      const available = product.variants.some((variant) => variant.availability.available) ? "en stock" : "épuisé";
      return `- ${product.title} — ${price} — ${available}${product.url ? ` — ${product.url}` : ""}`;
    }),
    ...(pagination?.has_next_page ? ["Page suivante : reprenez pagination.cursor."] : []),
    ...messages.map((message) => message.content),
  ];
  return lines.join("\n");
}
