/**
 * Turns a URL on the shop's own public origin (SITE_URL) into a path, so a page or an API answer works by whatever name
 * the visitor reached the shop: its public name behind a proxy, 127.0.0.1 or a LAN address. Other URLs (Shopify's CDN,
 * a store's checkout) are kept whole.
 */
export function createShopPaths(siteUrl: string) {
  const shopOrigin = new URL(siteUrl).origin;
  return (url: string): string => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return url;
    }
    return parsed.origin === shopOrigin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : url;
  };
}

export type ShopPaths = ReturnType<typeof createShopPaths>;
