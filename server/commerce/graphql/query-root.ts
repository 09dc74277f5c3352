import { type GraphQLSource, productNode, variantNode } from "./catalogue-nodes.ts";
import { MAX_PAGE_SIZE } from "./connections.ts";
import { StorefrontRequestError } from "./errors.ts";
import { COMMERCE_MESSAGES } from "./messages.ts";
import { type ProductsArgs, productsConnection } from "./products-connection.ts";
import type { RootFields } from "./root-fields.ts";
import type { StorefrontContext } from "./storefront-context.ts";
import { parseGid, rowId } from "./storefront-values.ts";

/** The implemented fields of `QueryRoot`; any other root field answers an 'unsupported field' error. */
export const queryRootFields: RootFields = {
  products: (args, context) => productsConnection(args as ProductsArgs, context),

  product: async (args, context) => {
    const { handle, id } = args as { handle?: string | null; id?: string | null };
    if (id !== null && id !== undefined) {
      const product = await productById(id, context);
      return product && (handle === null || handle === undefined || product.handle === handle)
        ? productNode(product, context)
        : null;
    }
    if (handle === null || handle === undefined)
      throw new StorefrontRequestError(COMMERCE_MESSAGES.productLookupNeedsKey);
    return productByHandle(handle, context);
  },

  productByHandle: (args, context) => productByHandle((args as { handle: string }).handle, context),

  node: (args, context) => nodeById((args as { id: string }).id, context),

  nodes: (args, context) => {
    const { ids } = args as { ids: string[] };
    if (ids.length > MAX_PAGE_SIZE) throw new StorefrontRequestError(COMMERCE_MESSAGES.tooManyIds(MAX_PAGE_SIZE));
    return ids.map((id) => nodeById(id, context));
  },

  shop: (_args, context) => ({ name: context.shopName }),
};

async function productByHandle(handle: string, context: StorefrontContext): Promise<GraphQLSource | null> {
  const product = await context.catalogue.productByHandle.load(handle);
  return product ? productNode(product, context) : null;
}

function parsedId(id: string) {
  const parsed = parseGid(id);
  if (!parsed) throw new StorefrontRequestError(COMMERCE_MESSAGES.invalidGlobalId(id.slice(0, 80)));
  return parsed;
}

async function productById(id: string, context: StorefrontContext) {
  const parsed = parsedId(id);
  const numeric = rowId(parsed.id);
  if (parsed.type !== "Product" || numeric === null) return null;
  return context.catalogue.productById.load(numeric);
}

/** Products and variants are the nodes this service holds; any other well-formed id names nothing here. */
async function nodeById(id: string, context: StorefrontContext): Promise<GraphQLSource | null> {
  const parsed = parsedId(id);
  const numeric = rowId(parsed.id);
  if (numeric === null) return null;
  if (parsed.type === "Product") {
    const product = await context.catalogue.productById.load(numeric);
    return product ? productNode(product, context) : null;
  }
  if (parsed.type === "ProductVariant") {
    const variant = await context.catalogue.variantById.load(numeric);
    return variant ? variantNode(variant, context) : null;
  }
  return null;
}
