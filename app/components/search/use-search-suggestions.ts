import { useEffect, useState } from "react";
import { debouncedFetch } from "#app/lib/debounced-fetch.ts";
import type { SearchHit } from "#app/lib/search-hit.ts";

/** Live suggestions for what is typed, fetched after a short pause; stale answers are dropped. */
export function useSearchSuggestions(query: string, enabled: boolean): SearchHit[] {
  const [hits, setHits] = useState<SearchHit[]>([]);
  useEffect(() => {
    const trimmed = query.trim();
    if (!enabled || trimmed.length < 2) {
      setHits([]);
      return;
    }
    return debouncedFetch(
      `/api/search?q=${encodeURIComponent(trimmed)}&limit=6`,
      {},
      async (response) => {
        const answer: { results?: SearchHit[] } = response.ok
          ? await response.json()
          : { results: [] };
        setHits(answer.results ?? []);
      },
      // A failed fetch leaves the previous suggestions; submitting still works.
      () => {},
    );
  }, [query, enabled]);
  return hits;
}
