import { z } from "zod";
import { text } from "./text.ts";

/*
 * A post's body as the editor (Tiptap, ProseMirror's JSON) stores it, restricted to an allowlist:
 * these node and mark types are all a body may hold, attributes the site does not use are
 * dropped, and a link may only point to the web, an e-mail address or a path on this site. The
 * body is rendered by React, so no text in it can become markup.
 */

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

/** Whether a link may point there: the web, an e-mail address, a path on this site or an anchor. */
export const isSafeHref = (href: string) => SAFE_HREF.test(href);

const MarkSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("bold") }),
  z.object({ type: z.literal("italic") }),
  z.object({ type: z.literal("code") }),
  z.object({
    type: z.literal("link"),
    attrs: z.object({
      href: text()
        .trim()
        .max(2000)
        .regex(SAFE_HREF, { error: "a link must start with https://, mailto: or /" }),
    }),
  }),
]);

const TextSchema = z.object({
  type: z.literal("text"),
  text: text().min(1),
  marks: z.array(MarkSchema).optional(),
});

const InlineSchema = z.discriminatedUnion("type", [
  TextSchema,
  z.object({ type: z.literal("hardBreak") }),
]);

export type RichTextMark = z.infer<typeof MarkSchema>;
export type RichTextInline = z.infer<typeof InlineSchema>;

/** A library picture's address as the editor shows it; the page draws it from the library instead. */
const MEDIA_SRC = /^\/media\/[a-f0-9]{32}-\d{1,5}\.(avif|webp)$/;

export type RichTextImage = {
  type: "image";
  attrs: { mediaId: string; alt: string; src: string };
};

export type RichTextListItem = { type: "listItem"; content: RichTextBlock[] };
export type RichTextBlock =
  | { type: "paragraph"; content?: RichTextInline[] }
  | { type: "heading"; attrs: { level: 2 | 3 | 4 }; content?: RichTextInline[] }
  | { type: "codeBlock"; content?: { type: "text"; text: string }[] }
  | { type: "horizontalRule" }
  | RichTextImage
  | { type: "blockquote"; content: RichTextBlock[] }
  | { type: "bulletList"; content: RichTextListItem[] }
  | { type: "orderedList"; attrs?: { start?: number }; content: RichTextListItem[] };
export type RichTextDoc = { type: "doc"; content: RichTextBlock[] };

const inline = z.array(InlineSchema).optional();

const ListItemSchema: z.ZodType<RichTextListItem> = z.object({
  type: z.literal("listItem"),
  get content() {
    return z.array(BlockSchema).min(1);
  },
});

const BlockSchema: z.ZodType<RichTextBlock> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("paragraph"), content: inline }),
  z.object({
    type: z.literal("heading"),
    // The page's title is the h1: a body's headings start at h2.
    attrs: z.object({ level: z.union([z.literal(2), z.literal(3), z.literal(4)]) }),
    content: inline,
  }),
  z.object({
    type: z.literal("codeBlock"),
    content: z.array(z.object({ type: z.literal("text"), text: text() })).optional(),
  }),
  z.object({ type: z.literal("horizontalRule") }),
  z.object({
    type: z.literal("image"),
    attrs: z.object({
      mediaId: z.uuid(),
      alt: text().trim().min(1, { error: "Every picture needs alt text" }).max(300),
      src: text().regex(MEDIA_SRC),
    }),
  }),
  z.object({
    type: z.literal("blockquote"),
    get content() {
      return z.array(BlockSchema).min(1);
    },
  }),
  z.object({ type: z.literal("bulletList"), content: z.array(ListItemSchema).min(1) }),
  z.object({
    type: z.literal("orderedList"),
    attrs: z.object({ start: z.number().int().min(0).optional() }).optional(),
    content: z.array(ListItemSchema).min(1),
  }),
]);

export const RichTextDocSchema: z.ZodType<RichTextDoc> = z.object({
  type: z.literal("doc"),
  content: z.array(BlockSchema),
});

/** The library pictures a body shows, in order, each once. */
export function imageIdsOf(doc: RichTextDoc): string[] {
  const ids = new Set<string>();
  const visit = (blocks: readonly RichTextBlock[]) => {
    for (const block of blocks) {
      if (block.type === "image") ids.add(block.attrs.mediaId);
      else if (block.type === "blockquote") visit(block.content);
      else if (block.type === "bulletList" || block.type === "orderedList") {
        for (const item of block.content) visit(item.content);
      }
    }
  };
  visit(doc.content);
  return [...ids];
}
