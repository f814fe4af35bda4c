import { listFavoriteIds } from "#app/.server/catalog/favorites.ts";
import { loadPageProducts } from "#app/.server/catalog/page-products.ts";
import { getSessionUser } from "#app/.server/web/session.ts";
import { CallToAction } from "#app/components/blocks/call-to-action.tsx";
import { ListingHeader } from "#app/components/products/listing-header.tsx";
import { ProductGrid } from "#app/components/shop/product-grid.tsx";
import { digitalProductsContent } from "#app/content/digital-products.ts";
import { productJsonLd, siteAddress } from "#app/lib/seo/json-ld.ts";
import { loaderPageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/digital-products";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const [products, user] = await Promise.all([
    loadPageProducts(db, digitalProductsContent.productIds),
    getSessionUser(request, context.services),
  ]);
  const favoriteIds = user ? await listFavoriteIds(db, user.id) : [];
  const absolute = siteAddress(context.services.config.publicUrl);
  const jsonLd = products.map((product) => productJsonLd(product, absolute));
  // The content comes as data: the browser downloads this page's words once, not as code too.
  return {
    content: digitalProductsContent,
    products,
    favoriteIds,
    signedIn: Boolean(user),
    jsonLd,
  };
}

export default function DigitalProductsPage({ loaderData }: Route.ComponentProps) {
  const { content, products, favoriteIds, signedIn } = loaderData;
  const { header } = content;
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-32 pb-12">
        <ListingHeader header={header} className="max-w-2xl" />
        <section aria-labelledby="digital-products-list" className="mt-12">
          <h2 id="digital-products-list" className="sr-only">
            Products
          </h2>
          <ProductGrid
            products={products}
            isFavorite={(id) => favoriteIds.includes(id)}
            signedIn={signedIn}
          />
        </section>
      </div>
      <CallToAction cta={content.closing} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderPageMeta(matches, loaderData, "/digital-products");
