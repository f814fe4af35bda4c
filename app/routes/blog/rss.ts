import { blogRssXml } from "#app/.server/blog/rss.ts";
import { getSiteSettings } from "#app/.server/settings.ts";
import { blogPage, blogPosts } from "#app/content/blog.ts";
import type { Route } from "./+types/rss";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const { siteName } = await getSiteSettings(services.db, services.config);
  const xml = blogRssXml(
    {
      title: `${blogPage.feedTitle} — ${siteName}`,
      description: blogPage.meta.description,
      origin: services.config.publicUrl,
    },
    blogPosts,
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
