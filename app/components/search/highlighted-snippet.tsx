import type { SnippetPart } from "#app/lib/search-hit.ts";

/** The snippet's matched words in <mark>; the text itself is rendered as text, never as HTML. */
export function HighlightedSnippet(props: { parts: SnippetPart[] }) {
  return (
    <>
      {props.parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never reorder
          <mark key={index} className="rounded bg-accent/30 px-0.5 text-foreground">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
