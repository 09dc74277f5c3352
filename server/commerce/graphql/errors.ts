import { GraphQLError } from "graphql";
import { COMMERCE_MESSAGES } from "./messages.ts";

/**
 * An expected failure of a request (bad argument, unknown cursor, unsupported field): its message goes to the
 * client as is. Anything else thrown while executing is a defect, logged and masked.
 */
export class StorefrontRequestError extends GraphQLError {
  constructor(message: string, code = "BAD_REQUEST") {
    super(message, { extensions: { code } });
  }
}

export function unsupportedFieldError(typeName: string, fieldName: string): StorefrontRequestError {
  return new StorefrontRequestError(COMMERCE_MESSAGES.unsupportedField(typeName, fieldName), "NOT_IMPLEMENTED");
}
