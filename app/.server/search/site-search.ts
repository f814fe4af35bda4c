import { count, max } from "drizzle-orm";
import { listVisibleProducts } from "#app/.server/catalog/products.ts";
import type { ChangeFeed } from "#app/.server/db/change-feed.ts";
import type { Database } from "#app/.server/db/client.ts";
import { products } from "#app/.server/db/shop-schema.ts";
import { contentDocuments, productDocument } from "./documents.ts";
import { SearchIndex } from "./search-index.ts";

/**
 * The index is built in memory from the content modules and the catalog. With a live change feed
 * it is kept until the database says the catalog changed; without one, each search first asks the
 * database for the catalog's version (its row count and latest update), so results are fresh
 * without a restart on every instance either way.
 */
export function createSiteSearch(db: Database, changes: ChangeFeed) {
  let versioned: { version: string; index: SearchIndex } | null = null;
  let held: Promise<SearchIndex> | null = null;
  changes.subscribe((table) => {
    if (table === null || table === "products") held = null;
  });

  async function catalogVersion(): Promise<string> {
    const [row] = await db.select({ n: count(), latest: max(products.updatedAt) }).from(products);
    return `${row?.n ?? 0}:${row?.latest?.getTime() ?? 0}`;
  }

  async function buildIndex(): Promise<SearchIndex> {
    const documents = [
      ...(await contentDocuments()),
      ...(await listVisibleProducts(db)).map(productDocument),
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
    const version = await catalogVersion();
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
