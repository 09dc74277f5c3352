import { z } from "zod";
import { productImageSchema } from "../../core/catalogue/catalogue-schemas.ts";
import type {
  ProductDetail,
  ProductImage,
  ProductSummary,
  ProductVariant,
} from "../../core/catalogue/catalogue-types.ts";
import { type GradeSlug, gradeOfOptions, gradesOfOptions } from "../../core/catalogue/condition-grades.ts";

/** zod shapes of what our documents ask for: a response that does not fit is 'Format de réponse invalide'. */

const money = z.object({ amount: z.coerce.number(), currencyCode: z.string() });

const image = productImageSchema;

/** `optionValues`, since `ProductOption.values` is deprecated (decision 029): read back as the list of value names. */
const productOption = z
  .object({ name: z.string(), optionValues: z.array(z.object({ name: z.string() })) })
  .transform(({ name, optionValues }) => ({ name, values: optionValues.map((value) => value.name) }));

const productVariant = z.object({
  id: z.string(),
  title: z.string(),
  sku: z.string().nullable().optional(),
  availableForSale: z.boolean(),
  currentlyNotInStock: z.boolean().optional(),
  quantityAvailable: z.number().nullable().optional(),
  weight: z.number().nullable(),
  weightUnit: z.string(),
  price: money,
  selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
});

const productSummary = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  vendor: z.string(),
  productType: z.string(),
  tags: z.array(z.string()),
  availableForSale: z.boolean(),
  priceRange: z.object({ minVariantPrice: money, maxVariantPrice: z.object({ amount: z.coerce.number() }) }),
  featuredImage: z.nullable(image),
  options: z.array(productOption),
  variants: z.object({ nodes: z.array(productVariant) }),
});

const productDetail = productSummary.extend({
  descriptionHtml: z.string(),
  images: z.object({ nodes: z.array(image) }),
});

export const productsPageShape = z.object({
  products: z.object({
    pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
    nodes: z.array(productSummary),
  }),
});

export const productsByIdsShape = z.object({ nodes: z.array(productSummary.nullable()) });

export const productByHandleShape = z.object({ product: productDetail.nullable() });

export const productDetailsByIdsShape = z.object({ nodes: z.array(productDetail.nullable()) });

export const productCopiesShape = z.object({
  nodes: z.array(
    z
      .object({
        id: z.string(),
        handle: z.string(),
        title: z.string(),
        variants: z.object({ nodes: z.array(productVariant) }),
      })
      .nullable(),
  ),
});

/** A title's copies as an alert reads them: for sale or not, their grade and price. */
export type ProductCopies = {
  id: string;
  handle: string;
  title: string;
  copies: Array<{ variantId: string; forSale: boolean; grade: GradeSlug | null; price: number }>;
};

type CopiesNode = NonNullable<z.infer<typeof productCopiesShape>["nodes"][number]>;

export function toProductCopies(node: CopiesNode): ProductCopies {
  return {
    id: node.id,
    handle: node.handle,
    title: node.title,
    copies: node.variants.nodes.map((variant) => ({
      variantId: variant.id,
      forSale: variant.availableForSale,
      grade: gradeOfOptions(variant.selectedOptions)?.slug ?? null,
      price: variant.price.amount,
    })),
  };
}

export const variantStockShape = z.object({
  node: z
    .object({
      id: z.string().optional(),
      availableForSale: z.boolean().optional(),
      quantityAvailable: z.number().nullable().optional(),
    })
    .nullable(),
});

export const shopNameShape = z.object({ shop: z.object({ name: z.string() }) });

/** How an image URL is written in the shop's pages: the shop's own covers as paths, others whole. */
type ImageUrl = (url: string) => string;

const keepUrl: ImageUrl = (url) => url;

function toImage(value: z.infer<typeof image> | null, imageUrl: ImageUrl): ProductImage | null {
  return value ? { url: imageUrl(value.url), altText: value.altText, width: value.width, height: value.height } : null;
}

export function toProductSummary(node: z.infer<typeof productSummary>, imageUrl: ImageUrl = keepUrl): ProductSummary {
  return {
    id: node.id,
    handle: node.handle,
    title: node.title,
    vendor: node.vendor,
    productType: node.productType,
    tags: node.tags,
    price: node.priceRange.minVariantPrice.amount,
    priceVaries: node.priceRange.maxVariantPrice.amount > node.priceRange.minVariantPrice.amount,
    grades: gradesOfOptions(node.options),
    image: toImage(node.featuredImage, imageUrl),
    availableForSale: node.availableForSale,
    firstVariantId: node.variants.nodes[0]?.id ?? null,
    description: node.description,
    variants: node.variants.nodes.map(toProductVariant),
  };
}

export function toProductDetail(node: z.infer<typeof productDetail>, imageUrl: ImageUrl = keepUrl): ProductDetail {
  return {
    ...toProductSummary(node, imageUrl),
    descriptionHtml: node.descriptionHtml,
    images: node.images.nodes.map((value) => toImage(value, imageUrl)).filter((value) => value !== null),
    options: node.options,
  };
}

function toProductVariant(variant: z.infer<typeof productVariant>): ProductVariant {
  return {
    id: variant.id,
    title: variant.title,
    sku: variant.sku || null,
    price: variant.price.amount,
    availableForSale: variant.availableForSale,
    backOrder: variant.availableForSale && variant.currentlyNotInStock === true,
    quantityAvailable: variant.quantityAvailable ?? null,
    weight: variant.weight,
    weightUnit: variant.weightUnit,
    selectedOptions: variant.selectedOptions,
  };
}

const metafieldValue = z.nullable(z.object({ value: z.string() }));

export const productSafetyShape = z.object({
  product: z.nullable(
    z.object({
      manufacturerName: metafieldValue,
      manufacturerAddress: metafieldValue,
      manufacturerEmail: metafieldValue,
      warnings: metafieldValue,
    }),
  ),
});

/** The `gpsr` metafields of a product, as plain optional strings. */
export type ProductSafetyMetafields = {
  manufacturerName: string | null;
  manufacturerAddress: string | null;
  manufacturerEmail: string | null;
  warnings: string | null;
};

export const variantsByIdsShape = z.object({
  nodes: z.array(
    z
      .object({
        // A node of another type (a product's id) comes as an empty object: no `id`, read as no copy.
        id: z.string().optional(),
        title: z.string().optional(),
        availableForSale: z.boolean().optional(),
        quantityAvailable: z.number().nullable().optional(),
        price: money.optional(),
        selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
        product: z
          .object({ id: z.string(), handle: z.string(), title: z.string(), featuredImage: z.nullable(image) })
          .optional(),
      })
      .nullable(),
  ),
});

/** A copy as an agent's cart and lookup read it: its own price, grade and stock, and its book. */
export type CopyOfBook = {
  variantId: string;
  title: string;
  price: number;
  availableForSale: boolean;
  quantityAvailable: number | null;
  selectedOptions: Array<{ name: string; value: string }>;
  product: { id: string; handle: string; title: string; image: ProductImage | null };
};

export function toCopyOfBook(
  node: z.infer<typeof variantsByIdsShape>["nodes"][number],
  imageUrl: ImageUrl = keepUrl,
): CopyOfBook | null {
  if (!node?.id || !node.product || !node.price) return null;
  return {
    variantId: node.id,
    title: node.title ?? "",
    price: node.price.amount,
    availableForSale: node.availableForSale ?? false,
    quantityAvailable: node.quantityAvailable ?? null,
    selectedOptions: node.selectedOptions ?? [],
    product: {
      id: node.product.id,
      handle: node.product.handle,
      title: node.product.title,
      image: toImage(node.product.featuredImage, imageUrl),
    },
  };
}
