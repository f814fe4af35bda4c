import type { ReactNode } from "react";
import { RichText } from "#app/components/blocks/rich-text.tsx";
import { ShareButton } from "#app/components/blog/share-button.tsx";
import { LibraryImage } from "#app/components/media/library-image.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { longDate } from "#app/lib/dates.ts";
import { Link } from "#app/lib/links.tsx";
import type { LibraryImage as Image } from "#app/lib/media.ts";
import type { PostSummary } from "#app/lib/post-summary.ts";
import { fillSiteName, useSiteConfig } from "#app/lib/use-site-config.ts";
import type { RichTextDoc } from "#app/schemas/rich-text.ts";

const backLinkClass = "text-sm font-medium text-primary underline-offset-4 hover:underline";

/**
 * A post as readers see it: on its page, and in a preview link before it is published (with a
 * notice above it saying so).
 */
export function PostArticle(props: {
  post: PostSummary & { body: RichTextDoc; images: Record<string, Image> };
  notice?: ReactNode;
}) {
  const { post } = props;
  const { siteName, publicUrl } = useSiteConfig();
  return (
    <article className="px-4 pt-32 pb-20 sm:pt-40">
      <div className="mx-auto max-w-3xl">
        {props.notice}
        <Link to="/blog" className={backLinkClass}>
          ← Back to Blog
        </Link>
        <header className="mt-8">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-full border px-2.5 py-0.5">{post.category}</span>
            <span className="text-muted-foreground">{post.readTime} min read</span>
          </p>
          <h1 className="mt-4 font-display text-4xl leading-tight font-semibold text-balance sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-4 text-xl text-muted-foreground">{post.excerpt}</p>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y py-4">
            <p className="text-muted-foreground">
              By <span className="text-foreground">{post.author}</span> ·{" "}
              <time dateTime={post.date}>{longDate(post.date)}</time>
            </p>
            <ShareButton
              title={fillSiteName(post.title, siteName)}
              url={`${publicUrl}/blog/${post.slug}`}
            />
          </div>
        </header>

        {post.cover ? (
          <LibraryImage
            image={post.cover}
            sizes="(min-width: 48rem) 48rem, 100vw"
            className="mt-10 h-auto w-full rounded-2xl"
            priority
          />
        ) : null}

        <div className="mt-10">
          <RichText doc={post.body} siteName={siteName} images={post.images} />
        </div>

        <ul aria-label="Tags" className="mt-12 flex flex-wrap gap-2 text-sm">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-muted px-3 py-1">
              {tag}
            </li>
          ))}
        </ul>

        <footer className="mt-12 border-t pt-8 text-center">
          <Link to="/blog" className={buttonClass()}>
            Explore More Stories
          </Link>
        </footer>
      </div>
    </article>
  );
}

export function PostNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-40 pb-16 text-center">
      <h1 className="font-display text-4xl font-semibold">Post Not Found</h1>
      <p className="mt-4 text-muted-foreground">
        This story is not in our archive. It may have moved, or the link may be mistyped.
      </p>
      <Link to="/blog" className={buttonClass({ className: "mt-8" })}>
        Back to Blog
      </Link>
    </section>
  );
}
