import { cartCreate } from "./cart-create.ts";
import type { RootFields } from "./root-fields.ts";

/**
 * The implemented fields of `Mutation`; any other mutation answers an 'unsupported field' error. Each mutation is a
 * module of its own, listed here.
 */
export const mutationRootFields: RootFields = {
  cartCreate,
};
