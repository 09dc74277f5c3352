import { servicesContext } from "../context.ts";
import { robotsTxt } from "../lib/http/robots-txt.ts";
import type { Route } from "./+types/robots";

export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(servicesContext).publicConfig;
  return new Response(robotsTxt(siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
