import { useEffect, useState } from "react";
import type { SearchHit } from "#app/lib/search-hit.ts";

const DEBOUNCE_MS = 200;

/** Live suggestions for what is typed, fetched after a short pause; stale answers are dropped. */
export function useSearchSuggestions(query: string, enabled: boolean): SearchHit[] {
  const [hits, setHits] = useState<SearchHit[]>([]);
  useEffect(() => {
    const trimmed = query.trim();
    if (!enabled || trimmed.length < 2) {
      setHits([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search?q=${encodeURIComponent(trimmed)}&limit=6`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : { results: [] }))
        .then((answer: { results?: SearchHit[] }) => setHits(answer.results ?? []))
        .catch(() => {
          // An aborted or failed fetch leaves the previous suggestions; submitting still works.
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled]);
  return hits;
}
