import { contentLoader } from "#app/.server/web/content-loader.ts";
import { ContentLink } from "#app/components/blocks/content-link.tsx";
import { FeatureGrid } from "#app/components/blocks/feature-grid.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { BulletList } from "#app/components/products/bullet-list.tsx";
import { WaitlistBand } from "#app/components/products/waitlist-band.tsx";
import { buttonClass, textLinkClass } from "#app/components/ui/button-styles.ts";
import { vaultContent } from "#app/content/vault.ts";
import { cn } from "#app/lib/cn.ts";
import { loadedPageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/vault";

export const loader = contentLoader(vaultContent);

export default function VaultPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { header, brands, techwear, accessories, timeline, benefits } = content;
  return (
    <>
      <header className="mx-auto max-w-3xl px-4 pt-32 pb-16 text-center">
        <p>
          <span className="inline-block rounded-full border border-accent px-3 py-1 text-xs font-semibold tracking-widest text-accent">
            {content.badge}
          </span>
        </p>
        <p className="mt-6 text-sm font-medium tracking-widest text-muted-foreground uppercase">
          {header.eyebrow}
        </p>
        <h1 className="mt-2 font-display text-5xl font-semibold sm:text-6xl">{header.title}</h1>
        <p className="mt-4 text-xl font-medium">{content.launch}</p>
        <p className="mt-6 text-lg text-muted-foreground">{header.lead}</p>
        <a href={`#${content.waitlist.id}`} className={buttonClass({ className: "mt-8" })}>
          {content.waitlist.buttonLabel}
        </a>
      </header>

      <Section intro={brands} className="bg-muted/40">
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {brands.items.map((brand) => (
            <li key={brand.name} className="flex flex-col rounded-2xl border bg-card p-6">
              <h3 className="font-display text-2xl font-semibold">{brand.name}</h3>
              <p className="mt-2 text-muted-foreground">{brand.body}</p>
              <BulletList items={brand.points} className="mt-4 grow space-y-2" />
              <ContentLink link={brand.link} className={cn("mt-6", textLinkClass)} />
            </li>
          ))}
        </ul>
      </Section>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-20 md:grid-cols-2">
        {[techwear, accessories].map((list) => (
          <section key={list.id} aria-labelledby={`${list.id}-title`}>
            <h2 id={`${list.id}-title`} className="font-display text-3xl font-semibold">
              {list.title}
            </h2>
            <BulletList items={list.items} className="mt-6 space-y-3" />
          </section>
        ))}
      </div>

      <Section intro={timeline} className="bg-muted/40">
        <ol className="mt-12 grid gap-6 md:grid-cols-4">
          {timeline.items.map((item) => (
            <li key={item.when} className="rounded-2xl border bg-card p-6">
              <p className="text-sm font-semibold tracking-wider text-accent uppercase">
                {item.when}
              </p>
              <h3 className="mt-2 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-muted-foreground">{item.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section intro={benefits}>
        <FeatureGrid features={benefits.items} />
      </Section>

      <WaitlistBand block={content.waitlist} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loadedPageMeta(matches, loaderData && { meta: loaderData.content.meta, path: "/vault" });
