import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichTextDocSchema } from "#app/schemas/rich-text.ts";
import { RichText } from "./rich-text.tsx";

const draw = (doc: unknown) => {
  const html = renderToString(
    <RichText doc={RichTextDocSchema.parse(doc)} siteName="Celestial Collective" />,
  );
  return new DOMParser().parseFromString(html, "text/html").body;
};

const text = (value: string, marks?: unknown[]) => ({ type: "text", text: value, marks });

describe("RichText", () => {
  it("draws the editor's structure with its marks, and the site's name", () => {
    const body = draw({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 3, textAlign: "left" }, content: [text("Plan")] },
        {
          type: "paragraph",
          content: [
            text("At {siteName}, "),
            text("bold", [{ type: "bold" }]),
            { type: "hardBreak" },
            text("read", [
              { type: "link", attrs: { href: "https://example.com", target: "_top" } },
            ]),
          ],
        },
        {
          type: "orderedList",
          attrs: { start: 3 },
          content: [{ type: "listItem", content: [{ type: "paragraph", content: [text("one")] }] }],
        },
        { type: "codeBlock", attrs: { language: "ts" }, content: [text("let x = 1;")] },
      ],
    });
    expect(body.querySelector("h3")?.textContent).toBe("Plan");
    expect(body.querySelector("p")?.innerHTML).toBe(
      'At Celestial Collective, <strong>bold</strong><br><a href="https://example.com" class="font-medium text-primary underline underline-offset-4" rel="noopener noreferrer nofollow">read</a>',
    );
    expect(body.querySelector("ol")?.getAttribute("start")).toBe("3");
    expect(body.querySelector("ol li")?.innerHTML).toBe("one");
    expect(body.querySelector("pre code")?.textContent).toBe("let x = 1;");
  });

  it("draws text that looks like markup as text", () => {
    const body = draw({
      type: "doc",
      content: [{ type: "paragraph", content: [text("<img src=x onerror=alert(1)>")] }],
    });
    expect(body.querySelector("img")).toBeNull();
    expect(body.querySelector("p")?.textContent).toBe("<img src=x onerror=alert(1)>");
  });
});

describe("RichTextDocSchema", () => {
  const paragraphWith = (node: unknown) => ({
    type: "doc",
    content: [{ type: "paragraph", content: [node] }],
  });

  it("refuses nodes and links outside the allowlist", () => {
    expect(
      RichTextDocSchema.safeParse({ type: "doc", content: [{ type: "iframe" }] }).success,
    ).toBe(false);
    expect(
      RichTextDocSchema.safeParse({
        type: "doc",
        content: [{ type: "heading", attrs: { level: 1 }, content: [text("Title")] }],
      }).success,
    ).toBe(false);
    for (const href of ["javascript:alert(1)", "//evil.example/x", "data:text/html,hi"]) {
      const link = text("x", [{ type: "link", attrs: { href } }]);
      expect(RichTextDocSchema.safeParse(paragraphWith(link)).success, href).toBe(false);
    }
    for (const href of ["https://example.com/a", "mailto:hello@example.com", "/blog", "#top"]) {
      const link = text("x", [{ type: "link", attrs: { href } }]);
      expect(RichTextDocSchema.safeParse(paragraphWith(link)).success, href).toBe(true);
    }
  });
});
