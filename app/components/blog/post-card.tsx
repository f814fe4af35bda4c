import { LibraryImage } from "#app/components/media/library-image.tsx";
import { longDate } from "#app/lib/dates.ts";
import { Link } from "#app/lib/links.tsx";
import type { PostSummary } from "#app/lib/post-summary.ts";

/** At most two tags on a card, so cards in a row stay one height; the post shows them all. */
const CARD_TAG_LIMIT = 2;

/** A post in a grid: its title links to the full article. */
export function PostCard(props: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const { post } = props;
  const Heading = props.headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground">
      {post.cover ? (
        <LibraryImage
          image={post.cover}
          sizes="(min-width: 64rem) 33vw, (min-width: 48rem) 50vw, 100vw"
          className="-mx-6 -mt-6 mb-5 block aspect-video w-[calc(100%+3rem)] max-w-none rounded-t-2xl object-cover"
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {post.featured ? (
          <span className="rounded-full bg-primary px-2.5 py-0.5 font-medium text-primary-foreground">
            Featured
          </span>
        ) : null}
        <span className="rounded-full border px-2.5 py-0.5">{post.category}</span>
        <span className="text-muted-foreground">{post.readTime} min read</span>
      </div>
      <Heading className="mt-4 text-xl font-semibold">
        <Link
          to={`/blog/${post.slug}`}
          className="after:absolute after:inset-0 hover:text-primary focus-visible:outline-none"
        >
          {post.title}
        </Link>
      </Heading>
      <p className="mt-2 grow text-muted-foreground">{post.excerpt}</p>
      <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2 text-xs">
        {post.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
          <li key={tag} className="rounded-full bg-muted px-2.5 py-0.5">
            {tag}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted-foreground">
        <span className="capitalize">{post.author}</span> ·{" "}
        <time dateTime={post.date}>{longDate(post.date)}</time>
      </p>
    </article>
  );
}

/** Posts as a list of cards; `className` lays the list out as a grid. */
export function PostCards(props: { posts: PostSummary[]; className: string }) {
  return (
    <ul className={props.className}>
      {props.posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
