import { BackLink } from "#app/components/blocks/back-link.tsx";
import { Eyebrow } from "#app/components/blocks/eyebrow.tsx";
import { FeatureGrid } from "#app/components/blocks/feature-grid.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { Steps } from "#app/components/blocks/steps.tsx";
import { NotFoundScreen } from "#app/components/errors/route-error.tsx";
import { PriceTag } from "#app/components/products/price-tag.tsx";
import { AddToCartButton } from "#app/components/shop/add-to-cart-button.tsx";
import { ProductPicture } from "#app/components/shop/product-picture.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { ebookPreorderContent } from "#app/content/ebook-preorder.ts";
import { Link } from "#app/lib/links.tsx";
import { productPageMeta } from "#app/lib/seo/product-meta.ts";
import type { Route } from "./+types/ebook-preorder";
import { loadProductPage } from "./product-page.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return loadProductPage(
    { db: context.services.db, publicUrl: context.services.config.publicUrl },
    ebookPreorderContent,
  );
}

export default function EbookPreorderPage({ loaderData }: Route.ComponentProps) {
  const { product, content } = loaderData;
  if (!product) return <NotFoundScreen />;
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-28 pb-12">
        <BackLink link={content.backLink} />
        <div className="mt-8 grid items-center gap-10 md:grid-cols-2">
          <ProductPicture
            product={product}
            sizes="(min-width: 48rem) 36rem, 100vw"
            className="h-auto w-full rounded-3xl"
            priority
          />
          <div className="space-y-5">
            <Eyebrow>{content.eyebrow}</Eyebrow>
            <h1 className="font-display text-4xl font-semibold sm:text-5xl">{product.name}</h1>
            <p className="text-lg text-muted-foreground">{product.longDescription}</p>
            <PriceTag product={product} size="large" />
            <p className="font-medium">{content.releaseNote}</p>
            <div className="flex flex-wrap items-center gap-3">
              <AddToCartButton product={product} label={content.preOrderLabel} size="md" />
              <Link to="/cart" className={buttonClass({ variant: "outline" })}>
                View Cart
              </Link>
            </div>
          </div>
        </div>
      </div>
      <Section intro={content.inside} className="bg-muted/40">
        <FeatureGrid features={content.inside.items} />
      </Section>
      <Section intro={content.steps}>
        <Steps steps={content.steps.steps} />
      </Section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  loaderData
    ? productPageMeta(matches, loaderData.jsonLd, {
        ...loaderData.content.meta,
        path: "/ebook-preorder",
      })
    : [];
