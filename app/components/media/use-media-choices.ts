import { useEffect, useState } from "react";
import type { MediaChoice } from "#app/lib/media.ts";

const DEBOUNCE_MS = 200;

export type MediaChoices =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "loaded"; images: MediaChoice[] };

/** The library's pictures matching `query`, asked for while the picker is open; stale answers are dropped. */
export function useMediaChoices(query: string, open: boolean): MediaChoices {
  const [choices, setChoices] = useState<MediaChoices>({ state: "loading" });
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/admin/media.json?q=${encodeURIComponent(query.trim())}`, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      })
        .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
        .then((answer: { images: MediaChoice[] }) =>
          setChoices({ state: "loaded", images: answer.images }),
        )
        .catch(() => {
          if (!controller.signal.aborted) setChoices({ state: "failed" });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, open]);
  return choices;
}
