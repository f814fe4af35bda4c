import { blogRssXml } from "#app/.server/blog/rss.ts";
import { listPublishedPosts } from "#app/.server/posts/published-posts.ts";
import { getSiteSettings } from "#app/.server/settings.ts";
import { blogPage } from "#app/content/blog.ts";
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
    await listPublishedPosts(services.db),
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
