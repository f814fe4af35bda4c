import { describe, expect, test } from "vitest";
import type { RichTextDoc } from "#app/schemas/rich-text.ts";
import { readingMinutes, richTextPlain } from "./post-text.ts";

const paragraph = (text: string) => ({
  type: "paragraph" as const,
  content: [{ type: "text" as const, text }],
});

describe("a post's words", () => {
  const doc: RichTextDoc = {
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Title" }] },
      { type: "bulletList", content: [{ type: "listItem", content: [paragraph("one item")] }] },
      { type: "blockquote", content: [paragraph("a quote")] },
      { type: "horizontalRule" },
    ],
  };

  test("are its blocks' text, one block a line, lists and quotes included", () => {
    expect(richTextPlain(doc)).toBe("Title\none item\na quote");
  });

  test("give a read time of one minute a 230 words, rounded up, one at least", () => {
    expect(readingMinutes(doc)).toBe(1);
    const words = (n: number): RichTextDoc => ({
      type: "doc",
      content: [paragraph(Array.from({ length: n }, () => "word").join(" "))],
    });
    expect(readingMinutes(words(230))).toBe(1);
    expect(readingMinutes(words(231))).toBe(2);
    expect(readingMinutes(words(1150))).toBe(5);
  });
});
