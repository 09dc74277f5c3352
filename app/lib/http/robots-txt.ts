/** What shopping agents are pointed to (issue 50): the MCP endpoint the UCP profile names and the covers it links. */
export const AGENT_PATHS = {
  ucpProfile: "/.well-known/ucp",
  ucpEndpoint: "/api/ucp/mcp",
  covers: "/api/covers/",
} as const;

/**
 * The shop's `robots.txt`. The API, the cart and its checkout stay out of crawlers' way, but agents are let in where
 * the shop sends them (issue 50): the MCP endpoint the profile advertises, the profile, and the covers of the books
 * it lists. RFC 9309 §2.2.2: the longest matching rule wins, so an `Allow` under `/api/` outweighs `Disallow: /api/`
 * whatever the order; the `Allow` lines still come first for the crawlers that stop at the first match.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    `Allow: ${AGENT_PATHS.ucpEndpoint}`,
    `Allow: ${AGENT_PATHS.covers}`,
    `Allow: ${AGENT_PATHS.ucpProfile}`,
    "Disallow: /api/",
    "Disallow: /panier",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
