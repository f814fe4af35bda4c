import { lazy, Suspense } from "react";
import { data, useLocation, useNavigate } from "react-router";
import { listFavoriteIds } from "#app/.server/catalog/favorites.ts";
import { getVisibleProduct, listShop } from "#app/.server/catalog/products.ts";
import { getSessionUser } from "#app/.server/web/session.ts";
import { ProductDetail } from "#app/components/shop/product-detail.tsx";
import { ProductGrid } from "#app/components/shop/product-grid.tsx";
import { ShopFilters } from "#app/components/shop/shop-filters.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { useCartCount } from "#app/lib/cart-count.tsx";
import { eventJsonLd, productJsonLd, siteAddress } from "#app/lib/seo/json-ld.ts";
import { pageMeta, privatePageMeta } from "#app/lib/seo/meta.ts";
import { readShopFilter, shopFilterSearch } from "#app/lib/shop-filter.ts";
import { useOpenedOnce } from "#app/lib/use-opened-once.ts";
import type { Route } from "./+types/shop";

// The sheet's dialog primitive outweighs the rest of the shop: it loads when the cart first opens.
const CartSheet = lazy(() =>
  import("#app/components/shop/cart-sheet.tsx").then((module) => ({ default: module.CartSheet })),
);

/**
 * One screen behind three addresses, so a product or the cart has a link of its own: /shop,
 * /product/{id} with that product open, and /cart with the cart open.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const url = new URL(request.url);
  const filter = readShopFilter(url.searchParams);
  const [listing, user] = await Promise.all([
    listShop(db, filter),
    getSessionUser(request, context.services),
  ]);
  const favoriteIds = user ? await listFavoriteIds(db, user.id) : [];
  const productId = "id" in params ? params.id : undefined;
  const base = {
    ...listing,
    filter,
    favoriteIds,
    signedIn: Boolean(user),
    cartOpen: url.pathname === "/cart",
  };
  if (!productId) return { ...base, detail: null, jsonLd: null, missingProduct: false };
  const detail = await getVisibleProduct(db, productId);
  if (!detail)
    return data({ ...base, detail, jsonLd: null, missingProduct: true }, { status: 404 });
  const absolute = siteAddress(context.services.config.publicUrl);
  const jsonLd =
    detail.type === "event" ? eventJsonLd(detail, absolute) : productJsonLd(detail, absolute);
  return { ...base, detail, jsonLd, missingProduct: false };
}

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  const { products, categories, types, filter, detail, missingProduct, cartOpen } = loaderData;
  const { favoriteIds, signedIn } = loaderData;
  const navigate = useNavigate();
  const location = useLocation();
  const count = useCartCount();
  const search = shopFilterSearch(filter);
  const shopHref = `/shop${search}`;
  const cartOpened = useOpenedOnce(cartOpen);

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 pt-28 pb-20">
      <header className="flex flex-wrap items-end justify-between gap-6">
        <div className="max-w-2xl">
          <p className="text-sm tracking-widest text-accent uppercase">The Celestial Shop</p>
          <h1 className="mt-2 font-display text-4xl font-semibold sm:text-5xl">
            Tools, gatherings and wearables from the Collective
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Courses, events, digital products and smart garments made by and for the people who
            build loud.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {/* A full page load on purpose: the market is its own world. */}
          <a href="/nebula-market" className={buttonClass({ variant: "outline" })}>
            Visit Nebula Market
          </a>
          <button
            type="button"
            className={buttonClass()}
            onClick={() => navigate(`/cart${location.search}`, { preventScrollReset: true })}
          >
            <SpriteIcon name="shopping-bag" className="size-4" />
            Cart ({count})
          </button>
        </div>
      </header>

      {missingProduct ? (
        <p
          role="alert"
          className="rounded-2xl border border-danger/50 bg-danger/10 p-4 text-danger"
        >
          We could not find that product. It may have sold out of the catalog or the link may be
          mistyped; everything we have is below.
        </p>
      ) : null}
      {detail ? <ProductDetail product={detail} closeHref={shopHref} /> : null}

      <ShopFilters filter={filter} categories={categories} types={types} />

      <section aria-labelledby="results-title">
        <h2 id="results-title" className="sr-only">
          Products
        </h2>
        <p role="status" className="mb-4 text-sm text-muted-foreground">
          {products.length === 1 ? "1 product" : `${products.length} products`}
        </p>
        {products.length === 0 ? (
          <div className="rounded-2xl border bg-card px-6 py-16 text-center">
            <p className="text-xl font-semibold">No cosmic treasures found</p>
            <p className="mt-2 text-muted-foreground">
              Try adjusting your search through the universe
            </p>
          </div>
        ) : (
          <ProductGrid
            products={products}
            isFavorite={(id) => favoriteIds.includes(id)}
            signedIn={signedIn}
            detailSearch={search}
          />
        )}
      </section>

      {cartOpened ? (
        <Suspense fallback={null}>
          <CartSheet
            open={cartOpen}
            onOpenChange={(open) => {
              if (!open) navigate(shopHref, { preventScrollReset: true });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  const detail = loaderData?.detail;
  if (detail) {
    return pageMeta(matches, {
      title: detail.name,
      description: detail.description,
      path: `/product/${detail.id}`,
      image: detail.image,
      type: "product",
      jsonLd: loaderData.jsonLd ?? undefined,
    });
  }
  if (loaderData?.missingProduct) {
    return privatePageMeta(matches, "Product not found");
  }
  return pageMeta(matches, {
    title: location.pathname === "/cart" ? "Your Cart" : "Shop",
    description:
      "Courses, events, digital products and smart garments from the Celestial Collective.",
    // Filtered views and the cart are the shop itself as far as search engines are concerned.
    path: "/shop",
  });
};
