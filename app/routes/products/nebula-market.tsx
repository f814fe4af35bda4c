import { loadPageProducts } from "#app/.server/catalog/page-products.ts";
import { ParagraphLink } from "#app/components/blocks/content-link.tsx";
import { FeatureGrid } from "#app/components/blocks/feature-grid.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { Paragraphs } from "#app/components/blocks/paragraphs.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { PriceTag } from "#app/components/products/price-tag.tsx";
import { WaitlistBand } from "#app/components/products/waitlist-band.tsx";
import { AddToCartButton } from "#app/components/shop/add-to-cart-button.tsx";
import { ProductPicture } from "#app/components/shop/product-picture.tsx";
import { Stars } from "#app/components/shop/stars.tsx";
import { nebulaMarketContent } from "#app/content/nebula-market.ts";
import { keepDataAfterFailure } from "#app/lib/request-failure.ts";
import { productJsonLd, siteAddress } from "#app/lib/seo/json-ld.ts";
import { loaderPageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/nebula-market";

export async function loader({ context }: Route.LoaderArgs) {
  const [flagship] = await loadPageProducts(context.services.db, [
    nebulaMarketContent.flagship.productId,
  ]);
  const jsonLd = flagship
    ? [productJsonLd(flagship, siteAddress(context.services.config.publicUrl))]
    : [];
  // The content comes as data: the browser downloads this page's words once, not as code too.
  return { content: nebulaMarketContent, flagship: flagship ?? null, jsonLd };
}

/** A waitlist sign-up that failed on the way changed nothing: keep the page's data as it is. */
export const shouldRevalidate = keepDataAfterFailure;

export default function NebulaMarketPage({ loaderData }: Route.ComponentProps) {
  const { content, flagship } = loaderData;
  const { flagship: intro, collections, access } = content;
  return (
    <>
      <Hero hero={content.hero} />

      <Section intro={intro} className="bg-muted/40">
        <div className="mx-auto mt-10 grid max-w-4xl items-center gap-8 rounded-3xl border bg-card p-6 text-card-foreground md:grid-cols-2">
          {flagship ? (
            <ProductPicture
              product={flagship}
              sizes="(min-width: 48rem) 26rem, 100vw"
              className="h-auto w-full rounded-2xl"
            />
          ) : null}
          <div className="space-y-4">
            {flagship ? (
              <h3 className="font-display text-2xl font-semibold">{flagship.name}</h3>
            ) : null}
            <dl className="grid grid-cols-2 gap-4">
              <div className="rounded-xl bg-muted p-3">
                <dt className="text-sm text-muted-foreground">{intro.statusLabel}</dt>
                <dd className="font-semibold">{intro.status}</dd>
              </div>
              <div className="rounded-xl bg-muted p-3">
                <dt className="text-sm text-muted-foreground">{intro.nextReleaseLabel}</dt>
                <dd className="font-semibold">{intro.nextRelease}</dd>
              </div>
            </dl>
            {flagship ? (
              <>
                <p className="text-muted-foreground">{flagship.description}</p>
                <Stars rating={flagship.rating} reviewCount={flagship.reviewCount} />
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <PriceTag product={flagship} />
                  <AddToCartButton product={flagship} label={intro.preOrderLabel} size="md" />
                </div>
              </>
            ) : null}
          </div>
        </div>
      </Section>

      <Section intro={collections}>
        <FeatureGrid features={collections.items} columns={4} />
      </Section>

      <Section intro={access} className="bg-muted/40">
        <Paragraphs paragraphs={access.paragraphs} className="mx-auto mt-6 text-center">
          <ParagraphLink link={access.link} />
        </Paragraphs>
      </Section>

      <WaitlistBand block={content.waitlist} className="bg-transparent" />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderPageMeta(matches, loaderData, "/nebula-market");
