/** A line's name: the book's title, plus the variant's own title unless it is Shopify's 'Default Title'. */
export function lineLabel(line: { title: string; variantTitle: string }): string {
  return line.variantTitle && line.variantTitle !== "Default Title"
    ? `${line.title} (${line.variantTitle})`
    : line.title;
}
