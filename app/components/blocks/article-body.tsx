import type { ArticleBlock, Mailbox } from "#app/content/schemas/article.ts";
import { fillSiteName } from "#app/lib/use-site-config.ts";
import { ContentLink } from "./content-link.tsx";

const linkClass = "font-medium text-primary underline underline-offset-4";

/**
 * Long-form text from content data, as React elements: headings are h2 (the page's title is the
 * h1), and nothing is ever injected as HTML.
 */
export function ArticleBody(props: {
  blocks: ArticleBlock[];
  siteName: string;
  emails: Record<Mailbox, string>;
}) {
  const { siteName, emails } = props;
  const fill = (text: string) => fillSiteName(text, siteName);
  return (
    <div className="space-y-5 text-lg leading-relaxed text-foreground/90">
      {props.blocks.map((block, index) => {
        // Blocks never move within an article, so their position is a stable key.
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case "heading":
            return (
              <h2 key={key} className="pt-4 font-display text-2xl font-semibold text-foreground">
                {fill(block.text)}
              </h2>
            );
          case "list":
            return (
              <ul key={key} className="list-disc space-y-2 pl-6">
                {block.items.map((item) => (
                  <li key={item}>{fill(item)}</li>
                ))}
              </ul>
            );
          case "quote":
            return (
              <blockquote
                key={key}
                className="border-l-4 border-primary pl-5 font-display text-xl italic"
              >
                <p>{fill(block.text)}</p>
              </blockquote>
            );
          case "contact":
            return (
              <p key={key}>
                {fill(block.text)}{" "}
                <a href={`mailto:${emails[block.mailbox]}`} className={linkClass}>
                  {emails[block.mailbox]}
                </a>
                .
              </p>
            );
          default:
            return (
              <p key={key}>
                {fill(block.text)}
                {block.link ? (
                  <>
                    {" "}
                    <ContentLink link={block.link} className={linkClass} />.
                  </>
                ) : null}
              </p>
            );
        }
      })}
    </div>
  );
}
