import { servicesContext } from "../context.ts";
import { llmsTxt } from "../lib/markdown/llms-txt.ts";
import type { Route } from "./+types/llms-txt";

/** `/llms.txt` for assistants shopping for a parent (issue 41 item 1), cached as robots.txt is. */
export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl, shop } = context.get(servicesContext).publicConfig;
  return new Response(llmsTxt(siteUrl, shop.name), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
