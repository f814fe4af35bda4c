import { data } from "react-router";
import { checkPreviewLink } from "#app/.server/posts/post-preview.ts";
import { findPostForPreview } from "#app/.server/posts/published-posts.ts";
import { PostArticle, PostNotFound } from "#app/components/blog/post-article.tsx";
import { POST_STATUS_LABELS } from "#app/lib/post-status.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/post-preview";

/** Kept by no cache and no search engine: a preview shows whatever the post is at this moment. */
const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context;
  const url = new URL(request.url);
  const check = checkPreviewLink(
    services.linkSecrets,
    {
      postId: params.id,
      expires: url.searchParams.get("expires"),
      signature: url.searchParams.get("signature"),
    },
    new Date(),
  );
  const post = check === "valid" ? await findPostForPreview(services.db, params.id) : null;
  if (!post) {
    const status = check === "expired" ? 410 : 404;
    return data({ post: null, expired: check === "expired" }, { status, headers: PREVIEW_HEADERS });
  }
  return data({ post, expired: false }, { headers: PREVIEW_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function PostPreviewPage({ loaderData }: Route.ComponentProps) {
  const { post, expired } = loaderData;
  if (!post) {
    return expired ? (
      <section className="mx-auto max-w-2xl px-4 pt-40 pb-16 text-center">
        <h1 className="font-display text-4xl font-semibold">This preview link has expired</h1>
        <p className="mt-4 text-muted-foreground">
          Preview links work for a week. Ask whoever shared it for a new one.
        </p>
      </section>
    ) : (
      <PostNotFound />
    );
  }
  return (
    <PostArticle
      post={post}
      notice={
        <p
          role="note"
          className="mb-8 rounded-xl border border-primary/40 bg-primary/10 px-4 py-3 text-sm"
        >
          Preview · {POST_STATUS_LABELS[post.status]}. This is how the post will look; only people
          with this link can see it.
        </p>
      }
    />
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  privatePageMeta(matches, loaderData?.post ? `Preview: ${loaderData.post.title}` : "Preview");
