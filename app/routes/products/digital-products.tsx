import { getSessionUser } from "#app/.server/auth.ts";
import { listFavoriteIds } from "#app/.server/catalog/favorites.ts";
import { loadPageProducts } from "#app/.server/catalog/page-products.ts";
import { CallToAction } from "#app/components/blocks/call-to-action.tsx";
import { ProductCard } from "#app/components/shop/product-card.tsx";
import { digitalProductsContent as content } from "#app/content/digital-products.ts";
import { productJsonLd } from "#app/lib/seo/json-ld.ts";
import { absoluteUrl, pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/digital-products";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const [products, user] = await Promise.all([
    loadPageProducts(db, content.productIds),
    getSessionUser(request, context.services),
  ]);
  const favoriteIds = user ? await listFavoriteIds(db, user.id) : [];
  return { products, favoriteIds, signedIn: Boolean(user) };
}

export default function DigitalProductsPage({ loaderData }: Route.ComponentProps) {
  const { products, favoriteIds, signedIn } = loaderData;
  const { header } = content;
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-32 pb-12">
        <header className="max-w-2xl">
          <p className="text-sm font-medium tracking-widest text-accent uppercase">
            {header.eyebrow}
          </p>
          <h1 className="mt-4 font-display text-4xl font-semibold sm:text-5xl">{header.title}</h1>
          <p className="mt-6 text-lg text-muted-foreground">{header.lead}</p>
        </header>
        <section aria-labelledby="digital-products-list" className="mt-12">
          <h2 id="digital-products-list" className="sr-only">
            Products
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((product) => (
              <li key={product.id} className="flex">
                <ProductCard
                  product={product}
                  detailHref={`/product/${product.id}`}
                  favorite={favoriteIds.includes(product.id)}
                  signedIn={signedIn}
                />
              </li>
            ))}
          </ul>
        </section>
      </div>
      <CallToAction cta={content.closing} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(matches, {
    ...content.meta,
    path: "/digital-products",
    jsonLd: data?.products.map((product) =>
      productJsonLd(product, (path) => absoluteUrl(matches, path)),
    ),
  });
