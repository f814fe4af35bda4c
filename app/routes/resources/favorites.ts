import { data } from "react-router";
import { setFavorite } from "#app/.server/catalog/favorites.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { getSessionUser } from "#app/.server/web/session.ts";
import { FavoriteSchema } from "#app/schemas/favorite.ts";
import type { Route } from "./+types/favorites";

/** Saves or unsaves a favourite for the signed-in member (the heart on each product card). */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const user = await getSessionUser(request, services);
  if (!user) return data({ error: "Please sign in to save favorites" }, { status: 401 });
  const submission = await parseFormPost(request, FavoriteSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const { productId, favorite } = submission.value;
  const result = await setFavorite(services.db, user.id, productId, favorite);
  if (result === null) return data({ error: "No such product" }, { status: 404 });
  return { favorite: result };
}
