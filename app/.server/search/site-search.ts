import { count, max } from "drizzle-orm";
import { listVisibleProducts } from "#app/.server/catalog/products.ts";
import type { Database } from "#app/.server/db/client.ts";
import { products } from "#app/.server/db/shop-schema.ts";
import { contentDocuments, productDocument } from "./documents.ts";
import { SearchIndex } from "./search-index.ts";

/**
 * The index is built in memory from the content modules and the catalog, and rebuilt as soon as
 * the catalog changes (an admin edit bumps updated_at or the row count), so results are fresh
 * without a restart on every instance.
 */
export function createSiteSearch(db: Database) {
  let cached: { version: string; index: SearchIndex } | null = null;

  async function catalogVersion(): Promise<string> {
    const [row] = await db.select({ n: count(), latest: max(products.updatedAt) }).from(products);
    return `${row?.n ?? 0}:${row?.latest?.getTime() ?? 0}`;
  }

  async function currentIndex(): Promise<SearchIndex> {
    const version = await catalogVersion();
    if (cached?.version === version) return cached.index;
    const documents = [
      ...(await contentDocuments()),
      ...(await listVisibleProducts(db)).map(productDocument),
    ];
    cached = { version, index: new SearchIndex(documents) };
    return cached.index;
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
