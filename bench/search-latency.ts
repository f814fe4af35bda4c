import { performance } from "node:perf_hooks";
import { contentDocuments, productDocument } from "#app/.server/search/documents.ts";
import { SearchIndex } from "#app/.server/search/search-index.ts";
import { catalogProducts } from "#tests/support/catalog-products.ts";

const QUERIES = ["blazr", "seraphna", "gala", "ada key", "wellne", "apparel", "ai course", "zzqq"];
const RUNS = 300;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Query latency against the full index, in process: what every search request pays. */
export async function measureSearchLatency() {
  const documents = [...(await contentDocuments()), ...catalogProducts.map(productDocument)];
  const buildStart = performance.now();
  const index = new SearchIndex(documents);
  const buildMs = performance.now() - buildStart;
  const rows = QUERIES.map((query) => {
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      index.search(query, 10);
      timings.push(performance.now() - start);
    }
    timings.sort((a, b) => a - b);
    return {
      query,
      "p50 ms": percentile(timings, 50).toFixed(3),
      "p99 ms": percentile(timings, 99).toFixed(3),
    };
  });
  return { documents: documents.length, buildMs, rows };
}
