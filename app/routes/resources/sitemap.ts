import { sitemapPaths, sitemapXml } from "#app/.server/seo/sitemap.ts";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const xml = sitemapXml(services.config.publicUrl, await sitemapPaths(services));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
