import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LibraryImage } from "#app/lib/media.ts";
import { imageIdsOf, RichTextDocSchema } from "#app/schemas/rich-text.ts";
import { RichText } from "./rich-text.tsx";

const draw = (doc: unknown, images: Record<string, LibraryImage> = {}) => {
  const html = renderToString(
    <RichText doc={RichTextDocSchema.parse(doc)} siteName="Celestial Collective" images={images} />,
  );
  return new DOMParser().parseFromString(html, "text/html").body;
};

const PHOTO_ID = "0b6f3c1e-1b8a-4c1e-9f5e-2d1c3b4a5e6f";
const hash = "a".repeat(32);
const photo: LibraryImage = {
  id: PHOTO_ID,
  alt: "The library's description",
  width: 1280,
  height: 853,
  variants: {
    avif: [320, 1280].map((width) => ({ url: `/media/${hash}-${width}.avif`, width })),
    webp: [320, 1280].map((width) => ({ url: `/media/${hash}-${width}.webp`, width })),
  },
};
const imageNode = (attrs: Record<string, unknown>) => ({
  type: "image",
  attrs: { mediaId: PHOTO_ID, alt: "A workshop at dusk", src: `/media/${hash}-320.webp`, ...attrs },
});

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

describe("a body's pictures", () => {
  it("are drawn from the library in both formats and every size, with the alt text the post gives", () => {
    const body = draw(
      { type: "doc", content: [{ type: "blockquote", content: [imageNode({})] }] },
      { [PHOTO_ID]: photo },
    );
    expect(body.querySelector("source")?.getAttribute("type")).toBe("image/avif");
    expect(body.querySelector("source")?.getAttribute("srcset")).toBe(
      `/media/${hash}-320.avif 320w, /media/${hash}-1280.avif 1280w`,
    );
    const img = body.querySelector("img");
    expect(img?.getAttribute("alt")).toBe("A workshop at dusk");
    expect(img?.getAttribute("srcset")).toContain(`/media/${hash}-1280.webp 1280w`);
    expect(img?.getAttribute("sizes")).toBeTruthy();
    expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["1280", "853"]);
  });

  it("leave out a picture the library no longer has", () => {
    const body = draw({ type: "doc", content: [imageNode({})] });
    expect(body.querySelector("img")).toBeNull();
  });

  it("are listed once each, wherever they stand", () => {
    const doc = RichTextDocSchema.parse({
      type: "doc",
      content: [
        imageNode({}),
        {
          type: "bulletList",
          content: [{ type: "listItem", content: [imageNode({ alt: "Again" })] }],
        },
      ],
    });
    expect(imageIdsOf(doc)).toEqual([PHOTO_ID]);
  });

  it("need alt text and an address in the library", () => {
    const valid = (attrs: Record<string, unknown>) =>
      RichTextDocSchema.safeParse({ type: "doc", content: [imageNode(attrs)] }).success;
    expect(valid({})).toBe(true);
    expect(valid({ alt: "  " })).toBe(false);
    expect(valid({ src: "https://tracker.example/pixel.gif" })).toBe(false);
    expect(valid({ src: "/media/../../etc/passwd" })).toBe(false);
    expect(valid({ mediaId: "not-an-id" })).toBe(false);
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
