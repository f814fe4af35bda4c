import { listFavoriteProducts } from "#app/.server/catalog/favorites.ts";
import { requireUser } from "#app/.server/web/session.ts";
import { ReturnLink } from "#app/components/blocks/back-link.tsx";
import { ProductGrid } from "#app/components/shop/product-grid.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { Link } from "#app/lib/links.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/favorites";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context.services);
  return { products: await listFavoriteProducts(context.services.db, user.id) };
}

export default function FavoritesPage({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-28 pb-20">
      <ReturnLink to="/dashboard" label="Back to Dashboard" />
      <h1 className="mt-4 font-display text-3xl font-semibold">Favorites</h1>
      {products.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-2xl border bg-card px-6 py-14 text-center">
          <SpriteIcon name="heart" className="size-10 text-primary" />
          <h2 className="mt-4 text-xl font-semibold">No favorites yet</h2>
          <p className="mt-2 max-w-sm text-muted-foreground">
            Save the products and events you love and they will wait for you here.
          </p>
          <Link to="/shop" className={buttonClass({ className: "mt-6" })}>
            Explore the Shop
          </Link>
        </div>
      ) : (
        <ProductGrid products={products} isFavorite={() => true} signedIn className="mt-8" />
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Favorites");
