import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { getSessionUser } from "#app/.server/auth.ts";
import { setFavorite } from "#app/.server/catalog/favorites.ts";
import { readFormData } from "#app/.server/submissions/form-body.ts";
import { FavoriteSchema } from "#app/schemas/favorite.ts";
import type { Route } from "./+types/favorites";

/** Saves or unsaves a favourite for the signed-in member (the heart on each product card). */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const user = await getSessionUser(request, services);
  if (!user) return data({ error: "Please sign in to save favorites" }, { status: 401 });
  const submission = parseWithZod(await readFormData(request), { schema: FavoriteSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { productId, favorite } = submission.value;
  const result = await setFavorite(services.db, user.id, productId, favorite);
  if (result === null) return data({ error: "No such product" }, { status: 404 });
  return { favorite: result };
}
