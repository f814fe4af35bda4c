import { describe, expect, test } from "vitest";
import { pageMeta } from "./page-meta.ts";

const matches = [
  {
    id: "root",
    data: { config: { siteName: "Celestial Collective", publicUrl: "https://celestial.example" } },
  },
];

describe("pageMeta", () => {
  test("gives the title with the site name, the description, and absolute canonical and share URLs", () => {
    const meta = pageMeta(matches, {
      title: "Blog",
      description: "Stories from the Collective.",
      path: "/blog",
      image: "/images/blog.svg",
    });
    expect(meta).toContainEqual({ title: "Blog — Celestial Collective" });
    expect(meta).toContainEqual({ name: "description", content: "Stories from the Collective." });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://celestial.example/blog",
    });
    expect(meta).toContainEqual({ property: "og:url", content: "https://celestial.example/blog" });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://celestial.example/images/blog.svg",
    });
  });

  test("adds each JSON-LD object with the schema.org context", () => {
    const meta = pageMeta(matches, {
      title: "Post",
      description: "A post.",
      path: "/blog/post",
      jsonLd: [{ "@type": "BlogPosting", headline: "Post" }, { "@type": "BreadcrumbList" }],
    });
    const scripts = meta.filter((descriptor) => "script:ld+json" in descriptor);
    expect(scripts).toEqual([
      {
        "script:ld+json": {
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: "Post",
        },
      },
      { "script:ld+json": { "@context": "https://schema.org", "@type": "BreadcrumbList" } },
    ]);
  });
});
