import { listPublishedPosts } from "#app/.server/posts/published-posts.ts";
import { ContentLink } from "#app/components/blocks/content-link.tsx";
import { PostCards } from "#app/components/blog/post-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { blogPage as content } from "#app/content/blog.ts";
import { BLOG_CATEGORIES, readBlogCategory } from "#app/lib/blog-categories.ts";
import { Link } from "#app/lib/links.tsx";
import { pageMeta, rssLink } from "#app/lib/seo/meta.ts";
import { fillSiteName, useSiteConfig } from "#app/lib/use-site-config.ts";
import type { Route } from "./+types/blog";

export async function loader({ request, context }: Route.LoaderArgs) {
  const category = readBlogCategory(new URL(request.url).searchParams.get("category"));
  const posts = await listPublishedPosts(context.services.db, category);
  return { category, posts };
}

const filters = [
  { label: "All", href: "/blog", category: null },
  ...BLOG_CATEGORIES.map((category) => ({
    label: category,
    href: `/blog?category=${category}`,
    category,
  })),
];

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { category, posts } = loaderData;
  const { siteName } = useSiteConfig();
  const { writeForUs } = content;
  return (
    <div className="px-4 pt-32 pb-20 sm:pt-40">
      <div className="mx-auto max-w-6xl">
        <ContentLink
          link={content.backLink}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          ← {content.backLink.label}
        </ContentLink>
        <p className="mt-8 text-sm font-medium tracking-widest text-accent uppercase">
          {content.eyebrow}
        </p>
        <h1 className="mt-3 font-display text-4xl font-semibold sm:text-5xl">{content.title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{content.lead}</p>

        {/* Links, not buttons: each filter is its own address, rendered on the server. */}
        <nav aria-label="Categories" className="mt-10">
          <ul className="flex flex-wrap gap-2">
            {filters.map((filter) => {
              const current = filter.category === category;
              return (
                <li key={filter.label}>
                  <Link
                    to={filter.href}
                    preventScrollReset
                    aria-current={current ? "page" : undefined}
                    className={buttonClass({
                      variant: current ? "primary" : "outline",
                      size: "sm",
                    })}
                  >
                    {filter.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <section aria-labelledby="posts-title" className="mt-10">
          <h2 id="posts-title" className="font-display text-2xl font-semibold">
            {category ? `${category} Posts` : "All Posts"}
          </h2>
          <PostCards posts={posts} className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" />
        </section>

        <section
          aria-labelledby={`${writeForUs.id}-title`}
          className="mt-20 rounded-3xl border bg-card px-6 py-14 text-center"
        >
          <h2 id={`${writeForUs.id}-title`} className="font-display text-3xl font-semibold">
            {fillSiteName(writeForUs.title, siteName)}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">
            {fillSiteName(writeForUs.body, siteName)}
          </p>
          <ContentLink link={writeForUs.action} className={buttonClass({ className: "mt-8" })} />
        </section>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const category = loaderData?.category ?? null;
  return [
    ...pageMeta(matches, {
      title: category ? `${category} Posts — ${content.meta.title}` : content.meta.title,
      description: content.meta.description,
      path: category ? `/blog?category=${category}` : "/blog",
    }),
    rssLink(matches),
  ];
};
