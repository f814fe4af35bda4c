import { listVisibleProducts } from "#app/.server/catalog/products.ts";
import { listPublishedPosts } from "#app/.server/posts/published-posts.ts";
import type { AppServices } from "#app/.server/services.ts";
import { escapeXml } from "#app/lib/escape-xml.ts";
import { MEMBER_PAGES } from "#app/lib/member-pages.ts";

/**
 * Every public page, product and published post, as site paths: the pages come from the same
 * content modules site search indexes, so a page added there is listed here too.
 */
export async function sitemapPaths(services: AppServices): Promise<string[]> {
  const [contentPaths, products, posts] = await Promise.all([
    services.search.contentPaths(),
    listVisibleProducts(services.db),
    listPublishedPosts(services.db),
  ]);
  const pages = contentPaths.map((path) => path.split("#")[0] ?? path);
  const productPaths = products.map((product) => `/product/${product.id}`);
  const postPaths = posts.map((post) => `/blog/${post.slug}`);
  return [...new Set(["/", ...pages, ...productPaths, ...postPaths])].sort();
}

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Paths that are private, per-visitor or machine-facing: crawlers have nothing to find there. */
const DISALLOWED = ["/admin", "/api/", "/resources/", ...MEMBER_PAGES, "/search"];

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
