import { data } from "react-router";
import { SearchQuerySchema } from "#app/schemas/search.ts";
import type { Route } from "./+types/api-search";

/** GET /api/search?q=&limit=: the results page's hits as JSON, for the live suggestions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = SearchQuerySchema.safeParse(params);
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "Invalid search" }, { status: 400 });
  }
  const { q, limit } = parsed.data;
  const results = q ? await context.services.search.search(q, limit) : [];
  return data({ query: q, results }, { headers: { "Cache-Control": "no-store" } });
}
