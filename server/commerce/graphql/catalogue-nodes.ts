import { htmlToPlainText, truncateText } from "../html-text.ts";
import type { PublisherRecord } from "./catalogue-loaders.ts";
import type { ImageRecord, ProductRecord, VariantRecord } from "./catalogue-reader.ts";
import { type Connection, type ConnectionArgs, type ListOrder, paginateList } from "./connections.ts";
import type { StorefrontContext } from "./storefront-context.ts";
import { dateTime, gid, money } from "./storefront-values.ts";

/**
 * The objects GraphQL reads: one property per implemented field of the official schema, a function when the field
 * takes arguments or needs more data (called by the field resolver with the arguments and the request context).
 * A field without a property is answered with an 'unsupported field' error, never a silent null.
 */
export type GraphQLSource = { readonly [field: string]: unknown };

type SelectedOption = { name: string; value: string };
type OptionsArgs = { first?: number | null };
type SelectionArgs = {
  selectedOptions?: SelectedOption[] | null;
  ignoreUnknownOptions?: boolean | null;
  caseInsensitiveMatch?: boolean | null;
};
type ImageTransform = { maxWidth?: number | null; maxHeight?: number | null; scale?: number | null };
type MetafieldArgs = { namespace?: string | null; key: string };

/** Shopify gives a product without options one option 'Title' whose only value is 'Default Title'. */
const DEFAULT_OPTION = { name: "Title", values: ["Default Title"] };
const DEFAULT_SELECTED_OPTION = { name: "Title", value: "Default Title" };

export function productNode(product: ProductRecord, context: StorefrontContext): GraphQLSource {
  const variants = () => context.catalogue.variantsByProductId.load(product.id);
  const images = () => context.catalogue.imagesByProductId.load(product.id);
  const options = product.options.length > 0 ? product.options : [DEFAULT_OPTION];

  return {
    __typename: "Product",
    id: gid("Product", product.id),
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    productType: product.productType,
    tags: product.tags,
    descriptionHtml: product.descriptionHtml,
    description: ({ truncateAt }: { truncateAt?: number | null }) =>
      truncateText(htmlToPlainText(product.descriptionHtml), truncateAt),
    createdAt: () => dateTime(product.createdAt),
    updatedAt: () => dateTime(product.updatedAt),
    onlineStoreUrl: null,
    // The local catalogue sets no SEO override: Shopify answers nulls then, and storefronts fall back on the title and
    // description (Next.js Commerce asks for it on every product).
    seo: { __typename: "SEO", title: null, description: null },
    isGiftCard: false,
    requiresSellingPlan: false,
    availableForSale: async () => (await variants()).some(isAvailable),
    totalInventory: async () => (await variants()).reduce((sum, variant) => sum + variant.inventoryQuantity, 0),
    priceRange: async () => priceRange((await variants()).map((variant) => variant.price)),
    compareAtPriceRange: async () =>
      priceRange((await variants()).flatMap((variant) => (variant.compareAtPrice ? [variant.compareAtPrice] : []))),
    featuredImage: async () => {
      const [first] = await images();
      return first ? imageNode(first, context) : null;
    },
    images: async (args: ConnectionArgs & { sortKey?: string | null }) =>
      mapConnection(paginateList(await images(), args, "images", imageOrder(args.sortKey)), (image) =>
        imageNode(image, context),
      ),
    variants: async (args: ConnectionArgs & { sortKey?: string | null }) =>
      mapConnection(paginateList(await variants(), args, "variants", variantOrder(args.sortKey)), (variant) =>
        variantNode(variant, context),
      ),
    options: async ({ first }: OptionsArgs) => {
      const all = await variants();
      const shown = typeof first === "number" ? options.slice(0, Math.max(0, first)) : options;
      return shown.map((option, index) => optionNode(product, option, index, all, context));
    },
    selectedOrFirstAvailableVariant: async (args: SelectionArgs) => {
      const all = await variants();
      const selected = args.selectedOptions?.length ? matchVariant(all, options, args) : null;
      const chosen = selected ?? all.find(isAvailable) ?? all[0];
      return chosen ? variantNode(chosen, context) : null;
    },
    variantBySelectedOptions: async (args: SelectionArgs) => {
      const chosen = matchVariant(await variants(), options, args);
      return chosen ? variantNode(chosen, context) : null;
    },
    metafield: async ({ namespace, key }: MetafieldArgs) => {
      const field = namespace === "gpsr" ? GPSR_METAFIELDS.get(key) : undefined;
      const publisher = field && product.vendor.trim() ? await context.catalogue.publisherOf(product.vendor) : null;
      return field && publisher ? metafieldNode("gpsr", key, field.type, publisher[field.column]) : null;
    },
  };
}

/**
 * The product safety metafields a Shopify store defines for GPSR Art. 19 (README, « Sécurité des produits »),
 * answered from the publishers table, which holds this store's manufacturer contacts: a storefront in Shopify mode
 * pointed at a local-mode shop reads them as it would at Shopify. The store keeps no per-product warnings (the
 * storefront derives them from the tags), so `gpsr.warnings`, like any metafield the store does not define, is null,
 * which is Shopify's answer for a metafield that is not set.
 */
const GPSR_METAFIELDS: ReadonlyMap<string, { column: keyof PublisherRecord; type: string }> = new Map([
  ["manufacturer_name", { column: "name", type: "single_line_text_field" }],
  ["manufacturer_address", { column: "postalAddress", type: "multi_line_text_field" }],
  ["manufacturer_email", { column: "electronicAddress", type: "single_line_text_field" }],
]);

function metafieldNode(namespace: string, key: string, type: string, value: string): GraphQLSource {
  return { __typename: "Metafield", namespace, key, type, value };
}

export function variantNode(variant: VariantRecord, context: StorefrontContext): GraphQLSource {
  const price = money(variant.price);
  const compareAtPrice = variant.compareAtPrice ? money(variant.compareAtPrice) : null;
  return {
    __typename: "ProductVariant",
    id: gid("ProductVariant", variant.id),
    title: variant.title,
    sku: variant.sku,
    barcode: variant.barcode,
    price,
    priceV2: price,
    compareAtPrice,
    compareAtPriceV2: compareAtPrice,
    availableForSale: isAvailable(variant),
    // Sold although there is no stock left: a back order (inventory policy 'continue').
    currentlyNotInStock: isBackOrder(variant),
    // An uncounted variant has no quantity to give: 0 with availableForSale true reads as 'no limit' (as a back order).
    quantityAvailable: variant.inventoryTracked ? Math.max(0, variant.inventoryQuantity) : 0,
    weight: variant.weight === null ? null : Number(variant.weight),
    weightUnit: variant.weightUnit,
    requiresShipping: true,
    requiresComponents: false,
    selectedOptions: selectedOptionsOf(variant),
    // Shopify falls back to the product's image when the variant has none (ours never have one).
    image: async () => {
      const [first] = await context.catalogue.imagesByProductId.load(variant.productId);
      return first ? imageNode(first, context) : null;
    },
    product: async () => {
      const product = await context.catalogue.productById.load(variant.productId);
      return product ? productNode(product, context) : null;
    },
  };
}

export function imageNode(image: ImageRecord, context: StorefrontContext): GraphQLSource {
  const original = imageUrl(image, context.siteUrl, {});
  const transformed = ({ transform }: { transform?: ImageTransform | null }) =>
    imageUrl(image, context.siteUrl, transform ?? {});
  return {
    __typename: "Image",
    id: gid("ProductImage", image.id),
    url: transformed,
    src: original,
    originalSrc: original,
    transformedSrc: (transform: ImageTransform) => imageUrl(image, context.siteUrl, transform),
    altText: image.altText,
    width: image.width,
    height: image.height,
  };
}

/** Shopify's image sizes: 1 to 5760 pixels. */
const MAX_IMAGE_SIZE = 5760;

/**
 * A path on this site (the generated covers) becomes an absolute URL, with `?width=N` when a transform asks for a
 * smaller image; an absolute URL (an imported image) is left as it is: its host does its own resizing.
 */
export function imageUrl(
  image: Pick<ImageRecord, "url" | "width" | "height">,
  siteUrl: string,
  transform: ImageTransform,
) {
  if (!image.url.startsWith("/") || image.url.startsWith("//")) return image.url;
  const url = new URL(image.url, siteUrl);
  const width = targetWidth(image, transform);
  if (width !== null) url.searchParams.set("width", String(width));
  return url.toString();
}

function targetWidth(image: Pick<ImageRecord, "width" | "height">, transform: ImageTransform): number | null {
  const candidates: number[] = [];
  if (typeof transform.maxWidth === "number" && transform.maxWidth > 0) candidates.push(transform.maxWidth);
  if (typeof transform.maxHeight === "number" && transform.maxHeight > 0 && image.width && image.height) {
    candidates.push(Math.round((transform.maxHeight * image.width) / image.height));
  }
  if (candidates.length === 0) return null;
  const scale = Math.min(3, Math.max(1, Math.trunc(transform.scale ?? 1)));
  return Math.min(MAX_IMAGE_SIZE, Math.max(1, Math.min(...candidates) * scale));
}

function optionNode(
  product: ProductRecord,
  option: { name: string; values: string[] },
  index: number,
  variants: VariantRecord[],
  context: StorefrontContext,
): GraphQLSource {
  return {
    __typename: "ProductOption",
    id: gid("ProductOption", `${product.id}-${index + 1}`),
    name: option.name,
    values: option.values,
    optionValues: option.values.map((value, valueIndex) => {
      const variant = variants.find((candidate) =>
        selectedOptionsOf(candidate).some((selected) => selected.name === option.name && selected.value === value),
      );
      return {
        __typename: "ProductOptionValue",
        id: gid("ProductOptionValue", `${product.id}-${index + 1}-${valueIndex + 1}`),
        name: value,
        swatch: null,
        firstSelectableVariant: variant ? variantNode(variant, context) : null,
      };
    }),
  };
}

/** What decides whether a copy can be sold: its inventory tracker, its count and its out-of-stock policy. */
export type CopyStock = Pick<VariantRecord, "inventoryTracked" | "inventoryQuantity" | "inventoryPolicy">;

/** Shopify's rule: in stock, sold anyway ('continue'), or not counted at all (no inventory tracker). */
export function isAvailable(variant: CopyStock): boolean {
  return !variant.inventoryTracked || variant.inventoryQuantity > 0 || variant.inventoryPolicy === "continue";
}

/** Sold ahead of stock: counted, none left, and the policy lets it sell anyway. */
export function isBackOrder(variant: CopyStock): boolean {
  return variant.inventoryTracked && variant.inventoryQuantity <= 0 && variant.inventoryPolicy === "continue";
}

function selectedOptionsOf(variant: VariantRecord): SelectedOption[] {
  return variant.selectedOptions.length > 0 ? variant.selectedOptions : [DEFAULT_SELECTED_OPTION];
}

function priceRange(amounts: string[]) {
  if (amounts.length === 0) return { minVariantPrice: money("0.0"), maxVariantPrice: money("0.0") };
  const sorted = [...amounts].sort((a, b) => Number(a) - Number(b));
  return { minVariantPrice: money(sorted[0] as string), maxVariantPrice: money(sorted.at(-1) as string) };
}

/** Shopify's `variantBySelectedOptions` rules: every selected option must match, unknown names fail unless ignored. */
function matchVariant(
  variants: VariantRecord[],
  options: Array<{ name: string }>,
  args: SelectionArgs,
): VariantRecord | null {
  const fold = (text: string) => (args.caseInsensitiveMatch ? text.toLocaleLowerCase("fr") : text);
  const known = new Set(options.map((option) => fold(option.name)));
  const selected = args.selectedOptions ?? [];
  const unknown = selected.filter((option) => !known.has(fold(option.name)));
  if (unknown.length > 0 && !args.ignoreUnknownOptions) return null;
  const wanted = selected.filter((option) => known.has(fold(option.name)));
  return (
    variants.find((variant) =>
      wanted.every((want) =>
        selectedOptionsOf(variant).some(
          (option) => fold(option.name) === fold(want.name) && fold(option.value) === fold(want.value),
        ),
      ),
    ) ?? null
  );
}

function imageOrder(sortKey: string | null | undefined): ListOrder<ImageRecord> {
  // Images carry no date of their own: ids grow in the order they were added.
  if (sortKey === "ID" || sortKey === "CREATED_AT") return { sort: "ID", key: () => null, id: (image) => image.id };
  return { sort: "POSITION", key: (image) => image.position, id: (image) => image.id };
}

function variantOrder(sortKey: string | null | undefined): ListOrder<VariantRecord> {
  const id = (variant: VariantRecord) => variant.id;
  if (sortKey === "ID") return { sort: "ID", key: () => null, id };
  if (sortKey === "SKU") return { sort: "SKU", key: (variant) => variant.sku ?? "", id };
  if (sortKey === "TITLE") return { sort: "TITLE", key: (variant) => variant.title, id };
  return { sort: "POSITION", key: (variant) => variant.position, id };
}

function mapConnection<T>(connection: Connection<T>, toNode: (item: T) => GraphQLSource): Connection<GraphQLSource> {
  const edges = connection.edges.map((edge) => ({ cursor: edge.cursor, node: toNode(edge.node) }));
  return { edges, nodes: edges.map((edge) => edge.node), pageInfo: connection.pageInfo };
}
