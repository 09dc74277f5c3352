import type { RootFields } from "./storefront-executor.ts";

/**
 * The implemented fields of `Mutation`. None yet: every mutation answers an 'unsupported field' error. A mutation is
 * added as a module of its own (e.g. `cart-create.ts` exporting `cartCreate(args, context)`) and listed here.
 */
export const mutationRootFields: RootFields = {};
