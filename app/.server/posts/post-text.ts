import type { RichTextBlock, RichTextDoc } from "#app/schemas/rich-text.ts";

function blockText(block: RichTextBlock): string[] {
  switch (block.type) {
    case "horizontalRule":
    case "image":
      return [];
    case "blockquote":
      return block.content.flatMap(blockText);
    case "bulletList":
    case "orderedList":
      return block.content.flatMap((item) => item.content.flatMap(blockText));
    default:
      return [
        (block.content ?? [])
          .map((inline) => (inline.type === "text" ? inline.text : " "))
          .join(""),
      ];
  }
}

/** The words of a body, one block a line: for search, e-mail text and counting. */
export function richTextPlain(doc: RichTextDoc): string {
  return doc.content.flatMap(blockText).join("\n");
}

/** Words an adult reads in a minute of web copy; read time is rounded up, one minute at least. */
const WORDS_PER_MINUTE = 230;

export function readingMinutes(doc: RichTextDoc): number {
  const words = richTextPlain(doc).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
