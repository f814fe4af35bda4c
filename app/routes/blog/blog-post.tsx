import { data, redirect } from "react-router";
import { findOldAddress } from "#app/.server/posts/post-editing.ts";
import { findPublishedPost } from "#app/.server/posts/published-posts.ts";
import { PostArticle, PostNotFound } from "#app/components/blog/post-article.tsx";
import { fallbackSource } from "#app/lib/media.ts";
import { absoluteUrl, pageMeta, pageTitle, privatePageMeta, rssLink } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/blog-post";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const post = await findPublishedPost(db, params.slug);
  if (post) return { post };
  const old = await findOldAddress(db, params.slug);
  if (old && "movedTo" in old) throw redirect(`/blog/${old.movedTo}`, 301);
  // An unknown post is a real 404 and a deleted one 410, so search engines drop it, drawn as
  // "Post Not Found" either way.
  return data({ post: null }, { status: old ? 410 : 404 });
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return post ? <PostArticle post={post} /> : <PostNotFound />;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const post = loaderData?.post;
  if (!post) {
    return privatePageMeta(matches, "Post Not Found");
  }
  const path = `/blog/${post.slug}`;
  // Shared links and search results take one plain file: a large WebP of the cover.
  const image = post.cover ? fallbackSource(post.cover, 1200)?.url : undefined;
  return [
    ...pageMeta(matches, {
      title: post.seoTitle,
      description: post.seoDescription,
      path,
      type: "article",
      image,
      jsonLd: {
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        datePublished: post.date,
        author: { "@type": post.authorType, name: post.author },
        publisher: { "@type": "Organization", name: pageTitle(matches) },
        articleSection: post.category,
        ...(image ? { image: absoluteUrl(matches, image) } : {}),
        keywords: post.tags.join(", "),
        url: absoluteUrl(matches, path),
        mainEntityOfPage: absoluteUrl(matches, path),
      },
    }),
    rssLink(matches),
  ];
};
