import { count, max } from "drizzle-orm";
import { listVisibleProducts } from "#app/.server/catalog/products.ts";
import type { ChangeFeed } from "#app/.server/db/change-feed.ts";
import type { Database } from "#app/.server/db/client.ts";
import { posts } from "#app/.server/db/posts-schema.ts";
import { products } from "#app/.server/db/shop-schema.ts";
import { listPublishedPostsWithBodies } from "#app/.server/posts/published-posts.ts";
import { contentDocuments, postDocument, productDocument } from "./documents.ts";
import { SearchIndex } from "./search-index.ts";

/**
 * The index is built in memory from the content modules, the catalog and the published posts.
 * With a live change feed it is kept until the database says the catalog or the posts changed;
 * without one, each search first asks the database for their version (row counts and latest
 * updates), so results are fresh without a restart on every instance either way.
 */
export function createSiteSearch(db: Database, changes: ChangeFeed) {
  let versioned: { version: string; index: SearchIndex } | null = null;
  let held: Promise<SearchIndex> | null = null;
  changes.subscribe((table) => {
    if (table === null || table === "products" || table === "posts") held = null;
  });

  async function dataVersion(): Promise<string> {
    const [catalog] = await db
      .select({ n: count(), latest: max(products.updatedAt) })
      .from(products);
    const [writing] = await db.select({ n: count(), latest: max(posts.updatedAt) }).from(posts);
    return [catalog, writing]
      .map((row) => `${row?.n ?? 0}:${row?.latest?.getTime() ?? 0}`)
      .join("/");
  }

  async function buildIndex(): Promise<SearchIndex> {
    const documents = [
      ...(await contentDocuments()),
      ...(await listVisibleProducts(db)).map(productDocument),
      ...(await listPublishedPostsWithBodies(db)).map(postDocument),
    ];
    return new SearchIndex(documents);
  }

  async function currentIndex(): Promise<SearchIndex> {
    if (changes.live) {
      if (held) return held;
      const building = buildIndex();
      held = building;
      // A failed build is not kept: the next search tries again.
      building.catch(() => {
        if (held === building) held = null;
      });
      return building;
    }
    const version = await dataVersion();
    if (versioned?.version === version) return versioned.index;
    versioned = { version, index: await buildIndex() };
    return versioned.index;
  }

  return {
    search: async (query: string, limit: number) => (await currentIndex()).search(query, limit),
    /**
     * The site paths of every content page, post and person. Lives here, in the server process,
     * because the content modules are found on disk relative to this file, not to the bundle.
     */
    contentPaths: async () => (await contentDocuments()).map((document) => document.url),
  };
}

export type SiteSearch = ReturnType<typeof createSiteSearch>;
