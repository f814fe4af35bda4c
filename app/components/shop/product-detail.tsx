import { LibraryImage } from "#app/components/media/library-image.tsx";
import { PriceTag } from "#app/components/products/price-tag.tsx";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { Link } from "#app/lib/links.tsx";
import type { Product } from "#app/lib/product.ts";
import { AddToCartButton } from "./add-to-cart-button.tsx";
import { EventFacts } from "./event-facts.tsx";
import { ProductImage } from "./product-image.tsx";
import { Stars } from "./stars.tsx";

/** The open product over the shop: a server-rendered panel, so a shared link shows it at once. */
export function ProductDetail(props: { product: Product; closeHref: string }) {
  const { product } = props;
  const specifications = Object.entries(product.specifications);
  return (
    <section
      aria-labelledby="product-detail-title"
      className="relative grid gap-8 rounded-3xl border bg-card p-6 md:grid-cols-2 md:p-8"
    >
      <Link
        to={props.closeHref}
        preventScrollReset
        aria-label="Close product details"
        className="absolute top-4 right-4 rounded-full p-2 text-muted-foreground hover:bg-muted"
      >
        <SpriteIcon name="x" className="size-5" />
      </Link>
      <div className="space-y-3">
        {product.pictures.map((picture, index) => (
          <LibraryImage
            key={picture.id}
            image={picture}
            sizes="(min-width: 768px) 36rem, 100vw"
            priority={index === 0}
            className="h-auto w-full rounded-2xl object-cover"
          />
        ))}
        {(product.pictures.length > 0 ? [] : product.images).map((image, index) => (
          <ProductImage
            key={image}
            src={image}
            alt={index === 0 ? product.name : ""}
            priority={index === 0}
            className="w-full rounded-2xl object-cover"
          />
        ))}
      </div>
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground capitalize">
          {product.type} · {product.category}
        </p>
        <h2 id="product-detail-title" className="font-display text-3xl font-semibold">
          {product.name}
        </h2>
        <Stars rating={product.rating} reviewCount={product.reviewCount} />
        <PriceTag product={product} size="detail" />
        <p className="text-muted-foreground">{product.longDescription ?? product.description}</p>
        <EventFacts times={product.eventTimes} location={product.location} />
        {product.features.length > 0 ? (
          <div>
            <h3 className="font-semibold">Features</h3>
            <ul className="mt-2 list-inside list-disc text-muted-foreground">
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {specifications.length > 0 ? (
          <div>
            <h3 className="font-semibold">Specifications</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {specifications.map(([name, value]) => (
                <div key={name} className="contents">
                  <dt className="text-muted-foreground">{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        {product.sku ? <p className="text-xs text-muted-foreground">SKU: {product.sku}</p> : null}
        <div className="flex flex-wrap gap-3">
          <AddToCartButton product={product} />
          {product.externalUrl ? (
            <a
              href={product.externalUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-9 items-center rounded-full border px-3 text-sm hover:bg-muted"
            >
              Register on Eventbrite<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
