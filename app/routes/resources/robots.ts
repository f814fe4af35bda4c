import { robotsTxt } from "#app/.server/seo/sitemap.ts";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.services.config.publicUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
