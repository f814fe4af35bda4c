import { Fragment, type ReactNode } from "react";
import { fillSiteName } from "#app/lib/use-site-config.ts";
import type {
  RichTextBlock,
  RichTextDoc,
  RichTextInline,
  RichTextListItem,
} from "#app/schemas/rich-text.ts";

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

function ListItems(props: { items: RichTextListItem[]; fill: (text: string) => string }) {
  return props.items.map((item, index) => {
    const [first] = item.content;
    // A one-paragraph item is drawn as its text, as a hand-written list would be.
    const simple = item.content.length === 1 && first?.type === "paragraph";
    const key = `${item.type}-${index}`;
    return (
      <li key={key}>
        {simple ? (
          <Inline nodes={first.content} fill={props.fill} />
        ) : (
          <Blocks blocks={item.content} fill={props.fill} />
        )}
      </li>
    );
  });
}

function Blocks(props: { blocks: RichTextBlock[]; fill: (text: string) => string }) {
  const { fill } = props;
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
            <ListItems items={block.content} fill={fill} />
          </ul>
        );
      case "orderedList":
        return (
          <ol key={key} start={block.attrs?.start} className="list-decimal space-y-2 pl-6">
            <ListItems items={block.content} fill={fill} />
          </ol>
        );
      case "blockquote":
        return (
          <blockquote
            key={key}
            className="border-l-4 border-primary pl-5 font-display text-xl italic"
          >
            <Blocks blocks={block.content} fill={fill} />
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
export function RichText(props: { doc: RichTextDoc; siteName: string }) {
  const fill = (text: string) => fillSiteName(text, props.siteName);
  return (
    <div className="space-y-5 text-lg leading-relaxed text-foreground/90">
      <Blocks blocks={props.doc.content} fill={fill} />
    </div>
  );
}
