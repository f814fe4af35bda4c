import { BackLink } from "#app/components/blocks/back-link.tsx";
import { Eyebrow } from "#app/components/blocks/eyebrow.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { Steps } from "#app/components/blocks/steps.tsx";
import { NotFoundScreen } from "#app/components/errors/route-error.tsx";
import { BulletList } from "#app/components/products/bullet-list.tsx";
import { PriceTag } from "#app/components/products/price-tag.tsx";
import { WaitlistBand } from "#app/components/products/waitlist-band.tsx";
import { AddToCartButton } from "#app/components/shop/add-to-cart-button.tsx";
import { Stars } from "#app/components/shop/stars.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { nurveContent } from "#app/content/nurve.ts";
import { keepDataAfterFailure } from "#app/lib/request-failure.ts";
import { productPageMeta } from "#app/lib/seo/product-meta.ts";
import type { Route } from "./+types/nurve";
import { loadProductPage } from "./product-page.server.ts";

/** One page behind two addresses, /nurve and /shop/nurve; /nurve is the canonical one. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadProductPage(
    { db: context.services.db, publicUrl: context.services.config.publicUrl },
    nurveContent,
  );
}

/** A waitlist sign-up that failed on the way changed nothing: keep the page's data as it is. */
export const shouldRevalidate = keepDataAfterFailure;

/** A titled list of short points beside the product (what it does, what comes in the box). */
function BulletSection(props: { block: { id: string; title: string; items: string[] } }) {
  const { block } = props;
  return (
    <section aria-labelledby={`${block.id}-title`}>
      <h2 id={`${block.id}-title`} className="font-display text-2xl font-semibold">
        {block.title}
      </h2>
      <BulletList items={block.items} className="mt-4 space-y-2" />
    </section>
  );
}

export default function NurvePage({ loaderData }: Route.ComponentProps) {
  const { product, content } = loaderData;
  if (!product) return <NotFoundScreen />;
  const image = content.placeholderImage;
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-28 pb-16">
        <BackLink link={content.backLink} />
        <div className="mt-8 grid items-start gap-10 md:grid-cols-2">
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className="h-auto w-full rounded-3xl border bg-muted"
          />
          <div className="space-y-5">
            <Eyebrow>{content.eyebrow}</Eyebrow>
            <h1 className="font-display text-4xl font-semibold sm:text-5xl">{product.name}</h1>
            <p className="text-lg">{content.tagline}</p>
            <div className="flex items-center gap-2">
              <Stars rating={product.rating} reviewCount={product.reviewCount} />
              <span className="text-sm text-muted-foreground" aria-hidden="true">
                {`${product.rating.toFixed(1)} · ${product.reviewCount} reviews`}
              </span>
            </div>
            <PriceTag product={product} size="large" />
            <p className="text-muted-foreground">
              {product.longDescription ?? product.description}
            </p>
            <div className="flex flex-wrap gap-3">
              <AddToCartButton product={product} size="md" />
              <a href={`#${content.demo.id}`} className={buttonClass({ variant: "outline" })}>
                {content.viewDemoLabel}
              </a>
              <a href={`#${content.beta.id}`} className={buttonClass({ variant: "ghost" })}>
                {content.beta.buttonLabel}
              </a>
            </div>
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-8 md:grid-cols-2">
        <BulletSection block={content.features} />
        <BulletSection block={content.included} />
      </div>

      <Section intro={content.demo}>
        <Steps steps={content.demo.steps} />
      </Section>

      <WaitlistBand block={content.beta} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  loaderData
    ? productPageMeta(matches, loaderData.jsonLd, { ...loaderData.content.meta, path: "/nurve" })
    : [];
