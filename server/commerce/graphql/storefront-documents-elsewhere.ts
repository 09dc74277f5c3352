/**
 * Documents other storefronts send to a Storefront API, for the cost guard's tests and bench:abuse: what the local
 * service must accept, as Shopify does (issue 43). Written here in the shape of Next.js Commerce's own (vercel/commerce,
 * `lib/shopify`: every product with its variants asked `first: 250`, twenty pictures, SEO and options; a collection or
 * a search of 100 products; a cart of 100 lines, each with its product), not copied from it.
 */
const PRODUCT_AS_NEXT_COMMERCE_ASKS = `#graphql
  fragment StorefrontProduct on Product {
    id handle title availableForSale updatedAt tags
    description descriptionHtml
    options { id name values }
    priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
    variants(first: 250) {
      edges { node { id title availableForSale price { amount currencyCode } selectedOptions { name value } } }
    }
    featuredImage { url altText width height }
    images(first: 20) { edges { node { url altText width height } } }
    seo { title description }
  }
`;

export const NEXT_COMMERCE_LIKE_DOCUMENTS = {
  collectionProducts: `#graphql
    query CollectionProducts($handle: String!, $sortKey: ProductCollectionSortKeys, $reverse: Boolean) {
      collection(handle: $handle) {
        products(first: 100, sortKey: $sortKey, reverse: $reverse) { edges { node { ...StorefrontProduct } } }
      }
    }
    ${PRODUCT_AS_NEXT_COMMERCE_ASKS}
  `,
  searchProducts: `#graphql
    query SearchProducts($query: String, $sortKey: ProductSortKeys, $reverse: Boolean) {
      products(first: 100, query: $query, sortKey: $sortKey, reverse: $reverse) {
        edges { node { ...StorefrontProduct } }
      }
    }
    ${PRODUCT_AS_NEXT_COMMERCE_ASKS}
  `,
  product: `#graphql
    query OneProduct($handle: String!) { product(handle: $handle) { ...StorefrontProduct } }
    ${PRODUCT_AS_NEXT_COMMERCE_ASKS}
  `,
  cartWithProducts: `#graphql
    mutation CreateCart($lines: [CartLineInput!]) {
      cartCreate(input: { lines: $lines }) {
        cart {
          id checkoutUrl totalQuantity
          cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
          lines(first: 100) {
            edges {
              node {
                id quantity
                cost { totalAmount { amount currencyCode } }
                merchandise {
                  ... on ProductVariant { id title selectedOptions { name value } product { ...StorefrontProduct } }
                }
              }
            }
          }
        }
      }
    }
    ${PRODUCT_AS_NEXT_COMMERCE_ASKS}
  `,
} as const;
