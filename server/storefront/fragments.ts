export const IMAGE_FRAGMENT = `#graphql
  fragment ImageFields on Image {
    url
    altText
    width
    height
  }
`;

/** A copy as the product page and the shopping agents show it: grade, price, stock, back order. */
export const PRODUCT_VARIANT_FRAGMENT = `#graphql
  fragment ProductVariantFields on ProductVariant {
    id
    title
    sku
    availableForSale
    currentlyNotInStock
    quantityAvailable
    weight
    weightUnit
    price {
      amount
      currencyCode
    }
    selectedOptions {
      name
      value
    }
  }
`;

export const PRODUCT_SUMMARY_FRAGMENT = `#graphql
  fragment ProductSummaryFields on Product {
    id
    handle
    title
    description
    vendor
    productType
    tags
    availableForSale
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
      maxVariantPrice {
        amount
      }
    }
    featuredImage {
      ...ImageFields
    }
    options {
      name
      optionValues {
        name
      }
    }
    variants(first: 10) {
      nodes {
        ...ProductVariantFields
      }
    }
  }
  ${IMAGE_FRAGMENT}
  ${PRODUCT_VARIANT_FRAGMENT}
`;

export const PRODUCT_DETAIL_FRAGMENT = `#graphql
  fragment ProductDetailFields on Product {
    id
    handle
    title
    description
    descriptionHtml
    vendor
    productType
    tags
    availableForSale
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
      maxVariantPrice {
        amount
      }
    }
    featuredImage {
      ...ImageFields
    }
    images(first: 5) {
      nodes {
        ...ImageFields
      }
    }
    variants(first: 10) {
      nodes {
        ...ProductVariantFields
      }
    }
    options {
      name
      optionValues {
        name
      }
    }
  }
  ${IMAGE_FRAGMENT}
  ${PRODUCT_VARIANT_FRAGMENT}
`;
