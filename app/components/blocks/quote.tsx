import { textLinkClass } from "#app/components/ui/button-styles.ts";
import type { Quote as QuoteData } from "#app/content/schemas/blocks.ts";
import { ContentLink } from "./content-link.tsx";

/** A pull quote with its attribution and an optional link to learn more. */
export function Quote(props: { quote: QuoteData }) {
  const { quote } = props;
  return (
    <figure className="mx-auto max-w-3xl px-4 py-20 text-center">
      <blockquote className="font-display text-2xl leading-relaxed text-balance sm:text-3xl">
        <p>“{quote.text}”</p>
      </blockquote>
      <figcaption className="mt-6 text-muted-foreground">
        — <span className="capitalize">{quote.attribution}</span>
        {quote.link ? (
          <>
            {" · "}
            <ContentLink link={quote.link} className={textLinkClass} />
          </>
        ) : null}
      </figcaption>
    </figure>
  );
}
