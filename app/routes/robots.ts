import { servicesContext } from "../context.ts";
import type { Route } from "./+types/robots";

export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(servicesContext).publicConfig;
  const body = ["User-agent: *", "Disallow: /api/", "Disallow: /panier", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""];
  return new Response(body.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
