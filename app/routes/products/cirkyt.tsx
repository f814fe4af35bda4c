import { loadPageProducts } from "#app/.server/catalog/page-products.ts";
import { FeatureGrid } from "#app/components/blocks/feature-grid.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { HeroBelowBackLink } from "#app/components/products/hero-below-back-link.tsx";
import { PriceTag } from "#app/components/products/price-tag.tsx";
import { WaitlistBand } from "#app/components/products/waitlist-band.tsx";
import { AddToCartButton } from "#app/components/shop/add-to-cart-button.tsx";
import { CardPicture } from "#app/components/shop/product-picture.tsx";
import { Stars } from "#app/components/shop/stars.tsx";
import { buttonClass, textLinkClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { cirkytContent } from "#app/content/cirkyt.ts";
import { Link } from "#app/lib/links.tsx";
import { keepDataAfterFailure } from "#app/lib/request-failure.ts";
import { productJsonLd, siteAddress } from "#app/lib/seo/json-ld.ts";
import { loaderPageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/cirkyt";

/** One page behind two addresses, /cirkyt and /shop/cirkyt; /cirkyt is the canonical one. */
export async function loader({ context }: Route.LoaderArgs) {
  const ids = cirkytContent.flagships.products.map((item) => item.productId);
  const products = await loadPageProducts(context.services.db, ids);
  const flagships = cirkytContent.flagships.products.flatMap((item) => {
    const product = products.find((candidate) => candidate.id === item.productId);
    return product ? [{ ...item, product }] : [];
  });
  const absolute = siteAddress(context.services.config.publicUrl);
  const jsonLd = flagships.map(({ product }) => productJsonLd(product, absolute));
  // The content comes as data: the browser downloads this page's words once, not as code too.
  return { content: cirkytContent, flagships, jsonLd };
}

const STAR_POSITIONS = [1, 2, 3, 4, 5];
const SIZE_GUIDE_COLUMNS = ["Size", "Underbust", "Bust"];

/** A waitlist sign-up that failed on the way changed nothing: keep the page's data as it is. */
export const shouldRevalidate = keepDataAfterFailure;

export default function CirkytPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { flagships: intro, fit, technology, testimonials } = content;
  return (
    <>
      <HeroBelowBackLink backLink={content.backLink} hero={content.hero} />

      <Section intro={content.features} className="bg-muted/40">
        <FeatureGrid features={content.features.items} columns={4} />
      </Section>

      <Section intro={intro}>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {loaderData.flagships.map(({ product, subtitle, highlight }) => (
            <li key={product.id}>
              <article
                aria-labelledby={`flagship-${product.id}`}
                className="flex h-full flex-col overflow-hidden rounded-3xl border bg-card text-card-foreground"
              >
                <CardPicture product={product} sizes="(min-width: 48rem) 50vw, 100vw" />
                <div className="flex grow flex-col gap-3 p-6">
                  <h3 id={`flagship-${product.id}`} className="text-xl font-semibold">
                    {product.name}
                  </h3>
                  <p className="text-sm font-medium text-accent">{subtitle}</p>
                  <p className="text-muted-foreground">{product.description}</p>
                  <p className="text-sm">{highlight}</p>
                  <Stars rating={product.rating} reviewCount={product.reviewCount} />
                  <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-3">
                    <PriceTag product={product} />
                    <div className="flex flex-wrap gap-2">
                      <AddToCartButton product={product} label={intro.preOrderLabel} />
                      <a
                        href={`#${fit.id}`}
                        aria-label={`${intro.tryArLabel}: ${product.name}`}
                        className={buttonClass({ variant: "outline", size: "sm" })}
                      >
                        {intro.tryArLabel}
                      </a>
                    </div>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-muted-foreground">{intro.preOrderNote}</p>
      </Section>

      <Section intro={fit} className="bg-muted/40">
        <div className="mx-auto mt-10 max-w-2xl overflow-x-auto rounded-2xl border bg-card">
          <table className="w-full text-left">
            <caption className="sr-only">CIRKYT size guide</caption>
            <thead className="border-b text-sm text-muted-foreground">
              <tr>
                {SIZE_GUIDE_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="p-3">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {fit.sizes.map((row) => (
                <tr key={row.size}>
                  <th scope="row" className="p-3 font-semibold">
                    {row.size}
                  </th>
                  <td className="p-3">{row.underbust}</td>
                  <td className="p-3">{row.bust}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-4 text-center text-muted-foreground">{fit.note}</p>
      </Section>

      <Section intro={technology}>
        <FeatureGrid features={technology.items} />
      </Section>

      <Section intro={testimonials} className="bg-muted/40">
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {testimonials.items.map((item) => (
            <li key={item.name}>
              <figure className="h-full rounded-2xl border bg-card p-6 text-card-foreground">
                <p className="flex" role="img" aria-label={`Rated ${item.rating} out of 5`}>
                  {STAR_POSITIONS.slice(0, item.rating).map((position) => (
                    <SpriteIcon
                      key={position}
                      name="star"
                      className="size-4 fill-accent text-accent"
                    />
                  ))}
                </p>
                <blockquote className="mt-4 text-lg">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-4 text-sm text-muted-foreground">
                  <span className="font-semibold text-foreground">{item.name}</span>, {item.role}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <WaitlistBand block={content.beta} className="bg-transparent" />
      <p className="px-4 pb-20 text-center">
        <Link to={content.communityLink.href} className={textLinkClass}>
          {content.communityLink.label}
        </Link>
      </p>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderPageMeta(matches, loaderData, "/cirkyt");
