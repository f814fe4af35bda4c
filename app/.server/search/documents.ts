import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { richTextPlain } from "#app/.server/posts/post-text.ts";
import type { PublishedPost } from "#app/.server/posts/published-posts.ts";
import type { SearchEntry } from "#app/content/schemas/search.ts";
import type { Product } from "#app/lib/product.ts";
import type { SearchKind } from "#app/lib/search-hit.ts";

export type SearchDocument = {
  id: string;
  kind: SearchKind;
  title: string;
  url: string;
  tags: string[];
  /** What the snippet is cut from: the description first, then the rest. */
  body: string;
};

const CONTENT_DIR = fileURLToPath(new URL("../../content/", import.meta.url));

/**
 * Every content module that exports `searchEntries` is indexed, so pages, posts and people added
 * later are found without touching search. The modules are found on disk at run time: this code
 * runs in the server process, outside the bundler.
 */
export async function contentDocuments(): Promise<SearchDocument[]> {
  const files = readdirSync(CONTENT_DIR).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
  );
  const modules = (await Promise.all(
    files.map((file) => import(pathToFileURL(path.join(CONTENT_DIR, file)).href)),
  )) as { searchEntries?: () => SearchEntry[] }[];
  return modules.flatMap((module) =>
    (module.searchEntries?.() ?? []).map((entry) => ({
      id: `${entry.kind}:${entry.path}`,
      kind: entry.kind,
      title: entry.title,
      url: entry.path,
      tags: entry.tags ?? [],
      body: [entry.description, entry.body].filter(Boolean).join(" "),
    })),
  );
}

/** A published post: its words with "{siteName}" as the plain words search shows. */
export function postDocument(post: PublishedPost): SearchDocument {
  return {
    id: `post:/blog/${post.slug}`,
    kind: "post",
    title: post.title,
    url: `/blog/${post.slug}`,
    tags: [...post.tags, post.category],
    body: [post.excerpt, richTextPlain(post.body)]
      .join(" ")
      .replaceAll("{siteName}", "the Collective"),
  };
}

export function productDocument(product: Product): SearchDocument {
  return {
    id: `product:${product.id}`,
    kind: product.type === "event" ? "event" : "product",
    title: product.name,
    url: `/product/${product.id}`,
    tags: [...product.tags, product.category, product.type],
    // A long description often repeats the short one; the snippet should not say it twice.
    body: [
      product.longDescription?.startsWith(product.description) ? null : product.description,
      product.longDescription,
      product.location,
    ]
      .filter(Boolean)
      .join(" "),
  };
}
