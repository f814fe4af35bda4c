import { describe, expect, test } from "vitest";
import { loaderPageMeta, pageMeta, pageTitle, privatePageMeta } from "./meta.ts";

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

describe("loaderPageMeta", () => {
  const content = { meta: { title: "Market", description: "Goods from the Collective." } };

  test("is the page's meta at its path, with the JSON-LD its loader built", () => {
    const jsonLd = [{ "@type": "Product", name: "Lamp" }];
    expect(loaderPageMeta(matches, { content, jsonLd }, "/market")).toEqual(
      pageMeta(matches, { ...content.meta, path: "/market", jsonLd }),
    );
    expect(loaderPageMeta(matches, { content }, "/market")).toEqual(
      pageMeta(matches, { ...content.meta, path: "/market" }),
    );
  });

  test("says nothing while the loader has failed", () => {
    expect(loaderPageMeta(matches, undefined, "/market")).toEqual([]);
  });
});

const withSiteName = (siteName: string) => [{ id: "root", data: { config: { siteName } } }];

describe("pageTitle", () => {
  test("joins the page and the configured site name", () => {
    expect(pageTitle(withSiteName("Nova Guild"), "Dashboard")).toBe("Dashboard — Nova Guild");
  });
  test("is the site name alone without a page, and falls back to the default name", () => {
    expect(pageTitle(withSiteName("Nova Guild"))).toBe("Nova Guild");
    expect(pageTitle([], "Sign In")).toBe("Sign In — Celestial Collective");
  });
});

describe("noindex", () => {
  test("a private page and a page for one person are kept out of search results", () => {
    const robots = { name: "robots", content: "noindex" };
    expect(privatePageMeta(withSiteName("Nova Guild"), "Checkout")).toEqual([
      { title: "Checkout — Nova Guild" },
      robots,
    ]);
    const receipt = { title: "Receipt", description: "Yours.", path: "/receipt" };
    expect(pageMeta([], { ...receipt, noindex: true })).toContainEqual(robots);
    expect(pageMeta([], receipt)).not.toContainEqual(robots);
  });
});
