import { FeatureGrid } from "#app/components/blocks/feature-grid.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { BulletList } from "#app/components/products/bullet-list.tsx";
import { ListingHeader } from "#app/components/products/listing-header.tsx";
import { WaitlistFormWhenUsed } from "#app/components/products/waitlist-form-when-used.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { waitlistsContent } from "#app/content/waitlists.ts";
import { keepDataAfterFailure } from "#app/lib/request-failure.ts";
import { loadedPageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/waitlists";

/**
 * The CIRKYT card uses the configured external form when there is one, else the site's own. The
 * content comes as data: the browser downloads this page's words once, not as code too.
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    content: waitlistsContent,
    externalForm: context.services.config.external.waitlistForm ?? null,
  };
}

/** A waitlist sign-up that failed on the way changed nothing: keep the page's data as it is. */
export const shouldRevalidate = keepDataAfterFailure;

export default function WaitlistsPage({ loaderData }: Route.ComponentProps) {
  const { content, externalForm } = loaderData;
  const { header, cirkyt } = content;
  return (
    <>
      <div className="mx-auto max-w-3xl px-4 pt-32 pb-12">
        <ListingHeader header={header} className="text-center" />

        <section
          aria-labelledby="cirkyt-waitlist-title"
          className="mt-12 rounded-3xl border bg-card p-8 text-card-foreground"
        >
          <div className="flex flex-wrap items-start justify-between gap-4">
            <h2 id="cirkyt-waitlist-title" className="font-display text-3xl font-semibold">
              {cirkyt.name}
            </h2>
            <p className="inline-flex items-center gap-2 rounded-full bg-muted px-3 py-1 text-sm">
              <SpriteIcon name="users" className="size-4" />
              {cirkyt.signedUp}
            </p>
          </div>
          <p className="mt-4 text-muted-foreground">{cirkyt.body}</p>
          <BulletList items={cirkyt.points} className="mt-4 space-y-2" />
          <div className="mt-8">
            {externalForm ? (
              <p className="flex flex-wrap items-center gap-3">
                <a
                  href={externalForm}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass()}
                >
                  {cirkyt.buttonLabel}
                </a>
                <span className="text-sm text-muted-foreground">{cirkyt.externalNote}</span>
              </p>
            ) : (
              <WaitlistFormWhenUsed list={cirkyt.list} buttonLabel={cirkyt.buttonLabel} />
            )}
          </div>
        </section>
      </div>

      <Section intro={content.more} className="pt-8">
        <FeatureGrid features={content.more.items} columns={4} />
      </Section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loadedPageMeta(matches, loaderData && { meta: loaderData.content.meta, path: "/waitlists" });
