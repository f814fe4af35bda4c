import { Fragment, type ReactNode } from "react";
import { LibraryImage } from "#app/components/media/library-image.tsx";
import type { LibraryImage as Image } from "#app/lib/media.ts";
import { fillSiteName } from "#app/lib/use-site-config.ts";
import type {
  RichTextBlock,
  RichTextDoc,
  RichTextImage,
  RichTextInline,
  RichTextListItem,
} from "#app/schemas/rich-text.ts";

type Images = Readonly<Record<string, Image>>;

/** A body's pictures fill its column: the article's 48rem at most. */
const BODY_IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw";

/**
 * A body's picture. On a page it is drawn from the library (every size of both formats) by id,
 * and left out if the library no longer has it; the editor's first paint has only the address
 * the node keeps for the editor.
 */
function Picture(props: { node: RichTextImage; images: Images | null }) {
  const { attrs } = props.node;
  const className = "h-auto w-full rounded-xl";
  if (!props.images) return <img src={attrs.src} alt={attrs.alt} className={className} />;
  const image = props.images[attrs.mediaId];
  if (!image) return null;
  return (
    <figure>
      <LibraryImage
        image={{ ...image, alt: attrs.alt }}
        sizes={BODY_IMAGE_SIZES}
        className={className}
      />
    </figure>
  );
}

const linkClass = "font-medium text-primary underline underline-offset-4";
const headingClass = {
  2: "pt-4 font-display text-2xl font-semibold text-foreground",
  3: "pt-2 font-display text-xl font-semibold text-foreground",
  4: "font-semibold text-foreground",
} as const;

function Inline(props: { nodes: RichTextInline[] | undefined; fill: (text: string) => string }) {
  return (props.nodes ?? []).map((node, index) => {
    // A body's nodes come as one document and are drawn once: their position is a stable key.
    const key = `${node.type}-${index}`;
    if (node.type === "hardBreak") return <br key={key} />;
    let content: ReactNode = props.fill(node.text);
    for (const mark of node.marks ?? []) {
      if (mark.type === "bold") content = <strong>{content}</strong>;
      else if (mark.type === "italic") content = <em>{content}</em>;
      else if (mark.type === "code") content = <code>{content}</code>;
      else {
        const external = /^https?:/i.test(mark.attrs.href);
        content = (
          <a
            href={mark.attrs.href}
            className={linkClass}
            {...(external ? { rel: "noopener noreferrer nofollow" } : {})}
          >
            {content}
          </a>
        );
      }
    }
    return <Fragment key={key}>{content}</Fragment>;
  });
}

type Drawing = { fill: (text: string) => string; images: Images | null };

function ListItems(props: { items: RichTextListItem[]; drawing: Drawing }) {
  return props.items.map((item, index) => {
    const [first] = item.content;
    // A one-paragraph item is drawn as its text, as a hand-written list would be.
    const simple = item.content.length === 1 && first?.type === "paragraph";
    const key = `${item.type}-${index}`;
    return (
      <li key={key}>
        {simple ? (
          <Inline nodes={first.content} fill={props.drawing.fill} />
        ) : (
          <Blocks blocks={item.content} drawing={props.drawing} />
        )}
      </li>
    );
  });
}

function Blocks(props: { blocks: RichTextBlock[]; drawing: Drawing }) {
  const { drawing } = props;
  const { fill } = drawing;
  return props.blocks.map((block, index) => {
    const key = `${block.type}-${index}`;
    switch (block.type) {
      case "heading": {
        const Heading = `h${block.attrs.level}` as const;
        return (
          <Heading key={key} className={headingClass[block.attrs.level]}>
            <Inline nodes={block.content} fill={fill} />
          </Heading>
        );
      }
      case "bulletList":
        return (
          <ul key={key} className="list-disc space-y-2 pl-6">
            <ListItems items={block.content} drawing={drawing} />
          </ul>
        );
      case "orderedList":
        return (
          <ol key={key} start={block.attrs?.start} className="list-decimal space-y-2 pl-6">
            <ListItems items={block.content} drawing={drawing} />
          </ol>
        );
      case "blockquote":
        return (
          <blockquote
            key={key}
            className="border-l-4 border-primary pl-5 font-display text-xl italic"
          >
            <Blocks blocks={block.content} drawing={drawing} />
          </blockquote>
        );
      case "codeBlock":
        return (
          <pre key={key} className="overflow-x-auto rounded-xl bg-muted p-4 text-base">
            <code>{(block.content ?? []).map((node) => node.text).join("")}</code>
          </pre>
        );
      case "horizontalRule":
        return <hr key={key} className="border-border" />;
      case "image":
        return <Picture key={key} node={block} images={drawing.images} />;
      default:
        return (
          <p key={key}>
            <Inline nodes={block.content} fill={fill} />
          </p>
        );
    }
  });
}

/**
 * A post's body (the editor's JSON, checked against the allowlist when saved) as React elements:
 * text is never read as markup. "{siteName}" in the text becomes the site's name.
 */
export function RichText(props: {
  doc: RichTextDoc;
  siteName: string;
  /** The library pictures the body shows, by id (see `imageIdsOf`); null in the editor. */
  images: Images | null;
}) {
  const drawing: Drawing = {
    fill: (text: string) => fillSiteName(text, props.siteName),
    images: props.images,
  };
  return (
    <div className="space-y-5 text-lg leading-relaxed text-foreground/90">
      <Blocks blocks={props.doc.content} drawing={drawing} />
    </div>
  );
}
