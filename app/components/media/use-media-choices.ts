import { useEffect, useState } from "react";
import { debouncedFetch } from "#app/lib/debounced-fetch.ts";
import type { MediaChoice } from "#app/lib/media.ts";

export type MediaChoices =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "loaded"; images: MediaChoice[] };

/** The library's pictures matching `query`, asked for while the picker is open; stale answers are dropped. */
export function useMediaChoices(query: string, open: boolean): MediaChoices {
  const [choices, setChoices] = useState<MediaChoices>({ state: "loading" });
  useEffect(() => {
    if (!open) return;
    return debouncedFetch(
      `/admin/media.json?q=${encodeURIComponent(query.trim())}`,
      { headers: { accept: "application/json" } },
      async (response) => {
        if (!response.ok) throw new Error(`The media library answered ${response.status}`);
        const answer: { images: MediaChoice[] } = await response.json();
        setChoices({ state: "loaded", images: answer.images });
      },
      () => setChoices({ state: "failed" }),
    );
  }, [query, open]);
  return choices;
}
