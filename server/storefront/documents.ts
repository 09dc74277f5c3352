import {
  IMAGE_FRAGMENT,
  PRODUCT_DETAIL_FRAGMENT,
  PRODUCT_SUMMARY_FRAGMENT,
  PRODUCT_VARIANT_FRAGMENT,
} from "./fragments.ts";

/** docs/product.md §7 call 3: the catalogue, a page at a time, for the catalogue index. */
export const PRODUCTS_PAGE_QUERY = `#graphql
  query ProductsPage($first: Int!, $after: String) {
    products(first: $first, after: $after, sortKey: ID) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...ProductSummaryFields
      }
    }
  }
  ${PRODUCT_SUMMARY_FRAGMENT}
`;

/** docs/product.md §7 call 1. */
export const PRODUCT_BY_HANDLE_QUERY = `#graphql
  query ProductByHandle($handle: String!) {
    product(handle: $handle) {
      ...ProductDetailFields
    }
  }
  ${PRODUCT_DETAIL_FRAGMENT}
`;

/**
 * Several product pages' products at once, by Storefront id (an agent's page of search results, server/agents/): one
 * request where a page of 50 would otherwise make 50. `null` for an id that names no published product.
 */
export const PRODUCT_DETAILS_BY_IDS_QUERY = `#graphql
  query ProductDetailsByIds($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Product {
        ...ProductDetailFields
      }
    }
  }
  ${PRODUCT_DETAIL_FRAGMENT}
`;

/** docs/product.md §7 call 7: real stock of one variant (docs/product.md §10.1). */
export const VARIANT_STOCK_QUERY = `#graphql
  query VariantStock($id: ID!) {
    node(id: $id) {
      ... on ProductVariant {
        id
        availableForSale
        quantityAvailable
      }
    }
  }
`;

/**
 * The product of each copy an agent names (UCP `lookup_catalog` by variant id, `create_cart` lines): a copy's own
 * title, price and grade, and its book's handle, title and cover. `null` for an id that names no copy.
 */
export const VARIANTS_BY_IDS_QUERY = `#graphql
  query VariantsByIds($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        ...ProductVariantFields
        product {
          id
          handle
          title
          featuredImage {
            ...ImageFields
          }
        }
      }
    }
  }
  ${IMAGE_FRAGMENT}
  ${PRODUCT_VARIANT_FRAGMENT}
`;

/**
 * The products an event names (a sale changed their stock), as the catalogue index holds them; `null` for an id that
 * names no published product any more.
 */
export const PRODUCTS_BY_IDS_QUERY = `#graphql
  query ProductsByIds($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Product {
        ...ProductSummaryFields
      }
    }
  }
  ${PRODUCT_SUMMARY_FRAGMENT}
`;

/**
 * The copies of some titles, and nothing else of them: which are for sale now, in which grade, at what price, how many.
 * Back-in-stock alerts read them, and so do shopping agents' searches, whose books the catalogue index already
 * describes (a product page's whole read, descriptions and pictures, took most of a search's time). `null` for an id
 * that names no published product.
 */
export const PRODUCT_COPIES_QUERY = `#graphql
  query ProductCopies($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Product {
        id
        handle
        title
        variants(first: 10) {
          nodes {
            ...ProductVariantFields
          }
        }
      }
    }
  }
  ${PRODUCT_VARIANT_FRAGMENT}
`;

/**
 * Shopify mode's reconciliation: the products updated since the last look (`query: "updated_at:>'…'"`), a page at a
 * time, oldest change first, so one saved again while the pages are read comes again later rather than not at all.
 */
export const PRODUCTS_UPDATED_SINCE_QUERY = `#graphql
  query ProductsUpdatedSince($query: String!, $first: Int!, $after: String) {
    products(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...ProductSummaryFields
      }
    }
  }
  ${PRODUCT_SUMMARY_FRAGMENT}
`;

export const SHOP_NAME_QUERY = `#graphql
  query ShopName {
    shop {
      name
    }
  }
`;

/**
 * Shopify mode: the publisher's contact and the safety warnings of GPSR Art. 19, kept in product metafields of the
 * namespace `gpsr` (README: « Sécurité des produits »). Local mode reads the publishers table directly and never sends
 * it; the local service still answers it from that table, as the store a Shopify-mode shop may point at.
 */
export const PRODUCT_SAFETY_QUERY = `#graphql
  query ProductSafety($handle: String!) {
    product(handle: $handle) {
      manufacturerName: metafield(namespace: "gpsr", key: "manufacturer_name") {
        value
      }
      manufacturerAddress: metafield(namespace: "gpsr", key: "manufacturer_address") {
        value
      }
      manufacturerEmail: metafield(namespace: "gpsr", key: "manufacturer_email") {
        value
      }
      warnings: metafield(namespace: "gpsr", key: "warnings") {
        value
      }
    }
  }
`;
