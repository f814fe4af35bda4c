import { publishedPostsBySlug } from "#app/.server/posts/published-posts.ts";
import {
  ContentLink,
  ParagraphLink,
  SectionActions,
} from "#app/components/blocks/content-link.tsx";
import { FeatureGrid } from "#app/components/blocks/feature-grid.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { Paragraphs } from "#app/components/blocks/paragraphs.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { PostCards } from "#app/components/blog/post-card.tsx";
import { buttonClass, textLinkClass } from "#app/components/ui/button-styles.ts";
import type { PodcastPlatform } from "#app/content/schemas/star-chronicles.ts";
import { starChroniclesContent as content } from "#app/content/star-chronicles.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import type { Route } from "./+types/star-chronicles";

/** The essays' cards come from the loader: the browser does not download the whole blog. */
export async function loader({ context }: Route.LoaderArgs) {
  const essayPosts = await publishedPostsBySlug(context.services.db, content.essays.postIds);
  return { essayPosts };
}

export default function StarChroniclesPage({ loaderData }: Route.ComponentProps) {
  const { essayPosts } = loaderData;
  const { external } = useSiteConfig();
  const { podcast, essays, founder, conversation } = content;
  // Only platforms with a configured address get a button: a button to nowhere is a dead link.
  const platforms = (Object.keys(podcast.platforms) as PodcastPlatform[]).flatMap((platform) => {
    const href = external.podcast[platform];
    return href ? [{ label: podcast.platforms[platform], href }] : [];
  });
  return (
    <>
      <Hero hero={content.hero} />

      <Section intro={podcast} className="bg-muted/40">
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {podcast.episodes.map((episode) => (
            <li key={episode.title} className="rounded-2xl border bg-card p-6 text-card-foreground">
              <h3 className="text-lg font-semibold">{episode.title}</h3>
              <p className="mt-2 text-muted-foreground">{episode.body}</p>
            </li>
          ))}
        </ul>
        {platforms.length > 0 ? (
          <ul aria-label="Listen on" className="mt-10 flex flex-wrap justify-center gap-3">
            {platforms.map((platform) => (
              <li key={platform.href}>
                <ContentLink link={platform} className={buttonClass({ variant: "outline" })} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mx-auto mt-10 max-w-2xl text-center text-muted-foreground">
            <span className="mr-2 rounded-full border px-2.5 py-0.5 text-sm font-medium text-foreground">
              Coming soon
            </span>
            {podcast.comingSoon}
          </p>
        )}
      </Section>

      <Section intro={essays}>
        <PostCards posts={essayPosts} className="mt-12 grid gap-6 md:grid-cols-3" />
        <p className="mt-8 text-center">
          <ContentLink link={essays.link} className={textLinkClass} />
        </p>
      </Section>

      <Section intro={founder} className="bg-muted/40">
        <Paragraphs paragraphs={founder.paragraphs} className="mx-auto mt-8">
          <p className="font-display text-foreground">{founder.signature}</p>
          <ParagraphLink link={founder.link} />
        </Paragraphs>
      </Section>

      <Section intro={conversation}>
        <FeatureGrid features={conversation.cards} />
        <SectionActions actions={conversation.actions} />
      </Section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...content.meta, path: "/star-chronicles" });
