import { describe, expect, it } from "vitest";
import { UCP_MCP_PATH, UCP_PROFILE_PATH } from "../../../server/agents/ucp-version.ts";
import { AGENT_PATHS, robotsTxt } from "./robots-txt.ts";

type Rule = { allow: boolean; path: string };

/** The group for `*`, read as RFC 9309 §2.2 reads it. */
function rules(robots: string): Rule[] {
  return robots
    .split("\n")
    .map((line) => /^(allow|disallow):\s*(\S*)/i.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ allow: (match[1] as string).toLowerCase() === "allow", path: match[2] as string }));
}

/**
 * RFC 9309 §2.2.2: the most specific (longest) matching rule decides, `Allow` winning a tie; no rule, allowed. The
 * shop's rules use neither `*` nor `$`.
 */
function allowedByLongestMatch(robots: string, path: string): boolean {
  const matching = rules(robots).filter((rule) => rule.path !== "" && path.startsWith(rule.path));
  matching.sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow));
  return matching[0]?.allow ?? true;
}

/** What a crawler that stops at the first rule matching in file order decides. */
function allowedByFirstMatch(robots: string, path: string): boolean {
  return rules(robots).find((rule) => rule.path !== "" && path.startsWith(rule.path))?.allow ?? true;
}

const ROBOTS = robotsTxt("https://bouquinerie.example");

describe("robots.txt (issue 50)", () => {
  it("names the endpoint and the profile the server serves", () => {
    expect(AGENT_PATHS.ucpEndpoint).toBe(UCP_MCP_PATH);
    expect(AGENT_PATHS.ucpProfile).toBe(UCP_PROFILE_PATH);
  });

  it.each([
    [UCP_MCP_PATH, true],
    [UCP_PROFILE_PATH, true],
    ["/api/covers/le-loup/1.svg", true],
    ["/faq.md", true],
    ["/produit/le-loup", true],
    ["/api/cart/checkout", false],
    ["/api/chat", false],
    ["/api/events", false],
    ["/api/2025-01/graphql.json", false],
    ["/panier", false],
  ])("%s: allowed %s, by the longest match and by the first match alike", (path, allowed) => {
    expect(allowedByLongestMatch(ROBOTS, path)).toBe(allowed);
    expect(allowedByFirstMatch(ROBOTS, path)).toBe(allowed);
  });

  it("puts every Allow before the Disallow it narrows, and points to the sitemap", () => {
    const lines = ROBOTS.split("\n");
    const lastAllow = lines.findLastIndex((line) => line.startsWith("Allow:"));
    expect(lastAllow).toBeLessThan(lines.indexOf("Disallow: /api/"));
    expect(ROBOTS).toMatch(/^Sitemap: https:\/\/bouquinerie\.example\/sitemap\.xml$/m);
  });
});
