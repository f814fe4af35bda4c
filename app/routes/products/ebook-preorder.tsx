import { data, Link } from "react-router";
import { loadPageProducts } from "#app/.server/catalog/page-products.ts";
import { FeatureGrid } from "#app/components/blocks/feature-grid.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { Steps } from "#app/components/blocks/steps.tsx";
import { NotFound } from "#app/components/not-found.tsx";
import { BackLink } from "#app/components/products/back-link.tsx";
import { PriceTag } from "#app/components/products/price-tag.tsx";
import { AddToCartButton } from "#app/components/shop/add-to-cart-button.tsx";
import { ProductImage } from "#app/components/shop/product-image.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { ebookPreorderContent as content } from "#app/content/ebook-preorder.ts";
import { absoluteUrl, pageMeta } from "#app/lib/page-meta.ts";
import { privatePageMeta } from "#app/lib/page-title.ts";
import { productJsonLd } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/ebook-preorder";

export async function loader({ context }: Route.LoaderArgs) {
  const [product] = await loadPageProducts(context.services.db, [content.productId]);
  // The page exists to sell this book: withdrawn from the shop, there is nothing to pre-order.
  if (!product) return data({ product: null }, { status: 404 });
  return { product };
}

export default function EbookPreorderPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  if (!product) return <NotFound />;
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-28 pb-12">
        <BackLink link={content.backLink} />
        <div className="mt-8 grid items-center gap-10 md:grid-cols-2">
          <ProductImage src={product.image} alt="" className="h-auto w-full rounded-3xl" priority />
          <div className="space-y-5">
            <p className="text-sm font-medium tracking-widest text-accent uppercase">
              {content.eyebrow}
            </p>
            <h1 className="font-display text-4xl font-semibold sm:text-5xl">{product.name}</h1>
            <p className="text-lg text-muted-foreground">{product.longDescription}</p>
            <PriceTag product={product} large />
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

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  // The product was withdrawn and the page answers 404: keep it out of search engines.
  if (!loaderData?.product) return privatePageMeta(matches, "Page not found");
  return pageMeta(matches, {
    title: content.meta.title,
    description: content.meta.description,
    path: "/ebook-preorder",
    type: "product",
    jsonLd: productJsonLd(loaderData.product, (path) => absoluteUrl(matches, path)),
  });
};
