import { performance } from "node:perf_hooks";
import { contentDocuments, productDocument } from "#app/.server/search/documents.ts";
import { SearchIndex } from "#app/.server/search/search-index.ts";
import { catalog } from "#app/content/catalog.ts";

const QUERIES = ["blazr", "seraphna", "gala", "ada key", "wellne", "apparel", "ai course", "zzqq"];
const RUNS = 300;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Query latency against the full index, in process: what every search request pays. */
export async function measureSearchLatency() {
  const documents = [
    ...(await contentDocuments()),
    ...catalog.map((item) =>
      productDocument({
        ...item,
        oldPrice: item.oldPrice ?? null,
        image: item.images[0] ?? "",
        badge: item.badge ?? null,
        eventType: item.eventType ?? null,
        eventDate: item.eventDate ?? null,
        location: item.location ?? null,
        externalUrl: item.externalUrl ?? null,
      }),
    ),
  ];
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
