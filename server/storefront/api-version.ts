import { API_VERSION_HEADER, DEPRECATED_REASON_HEADER } from "./storefront-headers.ts";
import type { FetchLike } from "./transport.ts";

/** The Storefront API's GraphQL endpoint on `origin` for `version`, as Shopify and the local service serve it. */
export function storefrontEndpoint(origin: string, version: string): string {
  return `${origin}/api/${version}/graphql.json`;
}

/**
 * The storefront's fetch, saying once in the logs when the API answered with another version than the one asked
 * for, and once when it flagged a deprecated field. Shopify answers a version out of support with the oldest one
 * it still supports, with no error: without this line a shop would run on a contract no test checked
 * (docs/decisions/029).
 */
export function watchApiVersion(fetch: FetchLike, requested: string, warn: (line: string) => void): FetchLike {
  let versionSaid = false;
  let deprecationSaid = false;
  return async (input, init) => {
    const response = await fetch(input, init);
    const served = response.headers.get(API_VERSION_HEADER);
    if (!versionSaid && served && served !== requested) {
      versionSaid = true;
      warn(
        `[storefront] version ${requested} demandée, réponse en ${served} : cette version n'est plus servie, mettez la boutique à jour (STOREFRONT_API_VERSION, décision 029).`,
      );
    }
    const deprecated = response.headers.get(DEPRECATED_REASON_HEADER);
    if (!deprecationSaid && deprecated) {
      deprecationSaid = true;
      warn(`[storefront] champ déprécié dans une réponse de l'API Storefront : ${deprecated}`);
    }
    return response;
  };
}
